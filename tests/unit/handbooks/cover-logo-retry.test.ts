import { afterEach, describe, expect, it, vi } from 'vitest';
import { png } from '../../support/images';

// The preparation, stood in: each test says what its calls answer.
const answers: (() => Promise<unknown>)[] = [];
let calls = 0;
vi.mock(import('@/lib/images/prepare-logo'), async (importOriginal) => {
  const real = await importOriginal();
  return {
    ...real,
    prepareLogo: () => {
      calls += 1;
      return answers.shift()!() as ReturnType<typeof real.prepareLogo>;
    },
  };
});

const { LogoBusyError, LogoTooSlowError } = await import('@/lib/images/prepare-logo');
const { COVER_LOGO_WAIT_MS, coverLogo } = await import('@/lib/dashboard/handbook-files/cover-logo');
const prepared = () => Promise.resolve({ format: 'png', cover: Buffer.from('prepared') });

afterEach(() => {
  vi.useRealTimers();
  calls = 0;
});

describe('a logo whose preparation failed', () => {
  it('too slow: left off, and no download decodes it again for 10 minutes', async () => {
    vi.useFakeTimers();
    const logo = png(120, 40);
    answers.push(() => Promise.reject(new LogoTooSlowError(5_000)), prepared);
    await expect(coverLogo(logo)).resolves.toBeNull();
    await vi.advanceTimersByTimeAsync(9 * 60_000);
    await expect(coverLogo(logo)).resolves.toBeNull();
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(coverLogo(logo)).resolves.toEqual(Buffer.from('prepared'));
    expect(calls).toBe(2);
  });

  it('busy (nothing was decoded): left off this cover, prepared for the next', async () => {
    const logo = png(121, 40);
    answers.push(() => Promise.reject(new LogoBusyError()), prepared);
    await expect(coverLogo(logo)).resolves.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await expect(coverLogo(logo)).resolves.toEqual(Buffer.from('prepared'));
    await expect(coverLogo(logo)).resolves.toEqual(Buffer.from('prepared'));
    expect(calls).toBe(2);
  });

  it('not ready within the wait (a busy machine): this cover goes without it, the next has it, decoded once', async () => {
    vi.useFakeTimers();
    const logo = png(122, 40);
    answers.push(() => new Promise((resolve) => setTimeout(() => resolve(prepared()), 30_000)));
    const first = coverLogo(logo);
    await vi.advanceTimersByTimeAsync(COVER_LOGO_WAIT_MS);
    await expect(first).resolves.toBeNull();
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(coverLogo(logo)).resolves.toEqual(Buffer.from('prepared'));
    expect(calls).toBe(1);
  });
});
