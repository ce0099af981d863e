import { beforeEach, describe, expect, it, vi } from 'vitest';
import { KEY, NOW } from './fakes';

// Unsealing stands in for iron-session here: which seal holds what, and how often it was asked.
vi.mock('iron-session', () => ({
  unsealData: vi.fn(async (seal: string) =>
    seal.startsWith('good') ? { apiKey: KEY, sessionId: seal } : {},
  ),
}));

const { unsealData } = await import('iron-session');
const { MAX_UNSEALED_COOKIES, UNSEALED_KEEP_MS, unsealCookie } =
  await import('@/lib/dashboard/session/unsealed-cookies');

const unsealed = vi.mocked(unsealData);
let options = { password: { '1': 'x'.repeat(32) }, ttl: 60 };

beforeEach(() => {
  // A new set of passwords each time: nothing kept by one test reaches the next.
  options = { password: { '1': 'x'.repeat(32) }, ttl: 60 };
  unsealed.mockClear();
});

describe('unsealed cookies', () => {
  it('the same cookie is unsealed once while it is kept, and every caller gets its own copy', async () => {
    const first = await unsealCookie('good-1', options, NOW);
    first.apiKey = 'changed by the first request';
    const second = await unsealCookie('good-1', options, NOW + UNSEALED_KEEP_MS - 1);
    expect(second).toEqual({ apiKey: KEY, sessionId: 'good-1' });
    expect(second).not.toBe(first);
    expect(unsealed).toHaveBeenCalledTimes(1);
    expect(unsealed).toHaveBeenCalledWith('good-1', options);
  });

  it('is unsealed again once the keeping time is over', async () => {
    await unsealCookie('good-1', options, NOW);
    await unsealCookie('good-1', options, NOW + UNSEALED_KEEP_MS);
    expect(unsealed).toHaveBeenCalledTimes(2);
  });

  it('a cookie that does not unseal is not kept', async () => {
    await expect(unsealCookie('bad', options, NOW)).resolves.toEqual({});
    await unsealCookie('bad', options, NOW);
    expect(unsealed).toHaveBeenCalledTimes(2);
  });

  it('other passwords (a rotation) unseal again', async () => {
    await unsealCookie('good-1', options, NOW);
    await unsealCookie('good-1', { ...options, password: { '2': 'y'.repeat(32) } }, NOW);
    expect(unsealed).toHaveBeenCalledTimes(2);
  });

  it(`keeps at most ${MAX_UNSEALED_COOKIES} cookies, dropping the oldest`, async () => {
    for (let i = 0; i <= MAX_UNSEALED_COOKIES; i++) await unsealCookie(`good-${i}`, options, NOW);
    unsealed.mockClear();
    await unsealCookie(`good-${MAX_UNSEALED_COOKIES}`, options, NOW);
    expect(unsealed).not.toHaveBeenCalled();
    await unsealCookie('good-0', options, NOW);
    expect(unsealed).toHaveBeenCalledTimes(1);
  });
});
