import type { LookupFunction } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The system resolver, stood in: `hang.*` names answer only when told to; the rest answer at once.
const pending = new Map<string, () => void>();
const calls: string[] = [];
vi.mock('node:dns', () => ({
  lookup: (hostname: string, _options: unknown, callback: Parameters<LookupFunction>[2]) => {
    calls.push(hostname);
    const answer = () => callback(null, '93.184.216.34', 4);
    if (hostname.startsWith('hang.')) pending.set(hostname, answer);
    else answer();
  },
}));

const { LOOKUPS_AT_ONCE, SLOT_WAIT_MS, systemLookup } = await import('@/lib/service/webhooks/system-lookup');

const lookUp = (hostname: string) =>
  new Promise<{ error: NodeJS.ErrnoException | null; address: unknown }>((resolve) =>
    systemLookup(hostname, { family: 4 }, (error, address) => resolve({ error, address })),
  );

/** The resolver answers a hanging name, once. */
function answer(hostname: string): void {
  const answerNow = pending.get(hostname)!;
  pending.delete(hostname);
  answerNow();
}

afterEach(() => {
  for (const hostname of [...pending.keys()]) answer(hostname);
  calls.length = 0;
  vi.useRealTimers();
});

describe('webhook lookups hold at most two of the thread pool’s four threads', () => {
  it('names that hang take the two; another waits, then fails as the resolver being busy', async () => {
    vi.useFakeTimers();
    expect(LOOKUPS_AT_ONCE).toBe(2);
    const hanging = [lookUp('hang.one.example'), lookUp('hang.two.example')];
    const third = lookUp('ok.example');
    expect(calls).toEqual(['hang.one.example', 'hang.two.example']);
    await vi.advanceTimersByTimeAsync(SLOT_WAIT_MS);
    const { error } = await third;
    expect(error?.code).toBe('EAI_AGAIN');
    expect(calls).not.toContain('ok.example');
    answer('hang.one.example');
    await expect(hanging[0]).resolves.toMatchObject({ error: null, address: '93.184.216.34' });
  });

  it('a name already being looked up is shared, not looked up again; a freed thread serves the next', async () => {
    const first = lookUp('hang.shared.example');
    const second = lookUp('hang.shared.example');
    const other = lookUp('ok.example');
    await expect(other).resolves.toMatchObject({ error: null });
    const blocked = [lookUp('hang.three.example'), lookUp('ok.after.example')];
    expect(calls).toEqual(['hang.shared.example', 'ok.example', 'hang.three.example']);
    answer('hang.shared.example');
    await expect(Promise.all([first, second])).resolves.toEqual([
      { error: null, address: '93.184.216.34' },
      { error: null, address: '93.184.216.34' },
    ]);
    await expect(blocked[1]).resolves.toMatchObject({ error: null });
    expect(calls.filter((c) => c === 'hang.shared.example')).toHaveLength(1);
  });
});
