import { afterEach, describe, expect, it, vi } from 'vitest';
import { pause } from '@/lib/service/webhooks/pause';

/** 'resumed' when `waiting` has settled by the time the timers that are due now have run, else 'waiting'. */
async function stateOf(waiting: Promise<void>): Promise<'resumed' | 'waiting'> {
  const resumed = waiting.then(() => 'resumed' as const);
  await vi.advanceTimersByTimeAsync(0);
  return Promise.race([resumed, Promise.resolve('waiting' as const)]);
}

describe('the webhook worker’s pause', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ends after its time when nothing aborts it', async () => {
    vi.useFakeTimers();
    const waiting = pause(60_000, new AbortController().signal);
    expect(await stateOf(waiting)).toBe('waiting');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await stateOf(waiting)).toBe('resumed');
  });

  it('ends at once when its signal aborts, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const stopping = new AbortController();
    const waiting = pause(3_600_000, stopping.signal);
    stopping.abort();
    expect(await stateOf(waiting)).toBe('resumed');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends at once when its signal had already aborted: a stop during a scan waits out no pause', async () => {
    vi.useFakeTimers();
    const stopping = new AbortController();
    stopping.abort();
    expect(await stateOf(pause(3_600_000, stopping.signal))).toBe('resumed');
    expect(vi.getTimerCount()).toBe(0);
  });
});
