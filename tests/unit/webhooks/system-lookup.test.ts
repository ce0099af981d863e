import type { LookupFunction } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The system resolver, stood in: `hang.*` names answer only when told to; the rest answer at once.
const pending = new Map<string, () => void>();
const calls: string[] = [];
vi.mock('node:dns', () => ({
  lookup: (hostname: string, _options: unknown, callback: Parameters<LookupFunction>[2]) => {
    if (hostname === 'throws.example') throw new TypeError('bad argument');
    calls.push(hostname);
    const answer = () => callback(null, '93.184.216.34', 4);
    if (hostname.startsWith('hang.')) pending.set(hostname, answer);
    else answer();
  },
}));

const { LOOKUPS_AT_ONCE, SLOT_WAIT_MS, lookupFor } = await import('@/lib/service/webhooks/system-lookup');

interface Answer {
  error: NodeJS.ErrnoException | null;
  address: unknown;
}

const lookUp = (account: string, hostname: string) =>
  new Promise<Answer>((resolve) =>
    lookupFor(account)(hostname, { family: 4 }, (error, address) => resolve({ error, address })),
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

describe('webhook lookups hold at most two of the thread pool’s four threads, one per account', () => {
  it("an account's hanging names take one thread: its next waits, then fails as the resolver being busy", async () => {
    vi.useFakeTimers();
    expect(LOOKUPS_AT_ONCE).toBe(2);
    const hanging = lookUp('rsl_evil', 'hang.a1.example');
    const second = lookUp('rsl_evil', 'hang.a2.example');
    // Another account still has a thread, at once.
    await expect(lookUp('rsl_other', 'ok.example')).resolves.toMatchObject({ error: null });
    expect(calls).toEqual(['hang.a1.example', 'ok.example']);
    await vi.advanceTimersByTimeAsync(SLOT_WAIT_MS);
    expect((await second).error?.code).toBe('EAI_AGAIN');
    answer('hang.a1.example');
    await expect(hanging).resolves.toEqual({ error: null, address: '93.184.216.34' });
  });

  it('two accounts hanging take both; a third waits for a freed thread, and a shared name is looked up once', async () => {
    const first = lookUp('rsl_one', 'hang.shared.example');
    const again = lookUp('rsl_one', 'hang.shared.example');
    const other = lookUp('rsl_two', 'hang.two.example');
    const third = lookUp('rsl_three', 'ok.after.example');
    expect(calls).toEqual(['hang.shared.example', 'hang.two.example']);
    answer('hang.shared.example');
    await expect(Promise.all([first, again])).resolves.toEqual([
      { error: null, address: '93.184.216.34' },
      { error: null, address: '93.184.216.34' },
    ]);
    await expect(third).resolves.toMatchObject({ error: null });
    expect(calls.filter((c) => c === 'hang.shared.example')).toHaveLength(1);
    answer('hang.two.example');
    await expect(other).resolves.toMatchObject({ error: null });
  });

  it('a lookup refused at once frees its thread', async () => {
    await expect(lookUp('rsl_one', 'throws.example')).resolves.toMatchObject({
      error: { message: 'bad argument' },
    });
    await expect(lookUp('rsl_one', 'ok.example')).resolves.toMatchObject({ error: null });
  });
});
