import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSharedWindow } from '@/lib/rate-limit/shared-window';
import { sharedRedis } from './limit-stores';

let lines: string[];
beforeEach(() => {
  lines = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
});
afterEach(() => vi.restoreAllMocks());

/** Lets the calls made so far run up to their first wait on I/O (their command written to Redis's socket). */
async function untilSent(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

/** Holds the one JavaScript thread, as a long layout or a large JSON answer does. */
function stall(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('a healthy Redis while the event loop stalls', () => {
  it('still counts and refuses: the limit does not fail open because its answer waited for the loop', async () => {
    const window = createSharedWindow(sharedRedis().instance(), {
      name: 'stall',
      points: 1,
      durationSeconds: 60,
    });
    expect(await window.consume('key_1')).toBe(0);
    for (let i = 0; i < 3; i++) {
      const refused = window.consume('key_1');
      await untilSent();
      // Redis answers at once; the answer sits on the socket until the stall ends, past the 200 ms deadline.
      stall(400);
      expect(await refused).toBeGreaterThan(0);
    }
    const counted = window.peek('key_1');
    await untilSent();
    stall(400);
    expect((await counted).count).toBe(4);
    expect(lines.filter((line) => line.includes('limits.failing_open'))).toEqual([]);
  });
});
