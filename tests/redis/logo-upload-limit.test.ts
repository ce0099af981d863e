import { describe, expect, it } from 'vitest';
import { createBrandingDeps, LOGO_UPLOADS_PER_RESELLER_PER_HOUR } from '@/lib/service/branding/branding-deps';
import { sharedRedis } from './limit-stores';

const NOW = new Date('2026-06-01T12:00:00.000Z');

describe('logo uploads on one Redis', () => {
  it('count at every instance: the (limit + 1)th logo of the hour is refused whichever instance takes it', async () => {
    const redis = sharedRedis();
    const [a, b] = [createBrandingDeps(redis.instance()), createBrandingDeps(redis.instance())];
    const waits = [];
    for (let i = 0; i <= LOGO_UPLOADS_PER_RESELLER_PER_HOUR; i++)
      waits.push(await (i % 2 === 0 ? a : b).logoUploads.hit('reseller_1', NOW));
    expect(waits.slice(0, -1).every((wait) => wait === 0)).toBe(true);
    expect(waits.at(-1)).toBeGreaterThan(60 * 59);
    expect(waits.at(-1)).toBeLessThanOrEqual(60 * 60);
    expect(await b.logoUploads.hit('reseller_2', NOW)).toBe(0);
  });
});
