import { describe, expect, it, vi } from 'vitest';
import { png } from '../../support/images';

// sharp, stood in: the first preparation times out (a busy machine), the next succeeds.
let calls = 0;
vi.mock('sharp', () => ({
  default: () => {
    const chain = {
      resize: () => chain,
      png: () => chain,
      timeout: () => chain,
      toBuffer: async () => {
        calls += 1;
        if (calls === 1) throw new Error('timeout: 5s');
        return Buffer.from('prepared');
      },
    };
    return chain;
  },
}));

const { coverLogo } = await import('@/lib/dashboard/handbook-files/cover-logo');

describe('a logo whose preparation failed for a moment', () => {
  it('is left off this cover and prepared again for the next', async () => {
    const logo = png(120, 40);
    await expect(coverLogo(logo)).resolves.toBeNull();
    await new Promise((resolve) => setImmediate(resolve));
    await expect(coverLogo(logo)).resolves.toEqual(Buffer.from('prepared'));
    // Then kept: no third preparation.
    await expect(coverLogo(logo)).resolves.toEqual(Buffer.from('prepared'));
    expect(calls).toBe(2);
  });

  it('bytes that are no logo are remembered as such, never prepared', async () => {
    const before = calls;
    await expect(coverLogo(Buffer.from('not an image'))).resolves.toBeNull();
    await expect(coverLogo(Buffer.from('not an image'))).resolves.toBeNull();
    expect(calls).toBe(before);
  });
});
