import { afterEach, expect, it, vi } from 'vitest';
import { createWindowLimiter } from '@/lib/rate-limit/request-limiter';
import { instruments } from '@/lib/telemetry/instruments';

afterEach(() => vi.restoreAllMocks());

// Every window limit (PDF downloads, logo uploads, webhook test sends and redeliveries, requests per
// credential) reaches the operators' `handbook.rate_limit.refusals` by its own name, once per refusal.
it('counts each refusal of a window limit by its name, and nothing it lets through', async () => {
  const add = vi.spyOn(instruments().rateLimitRefusals, 'add');
  const limiter = createWindowLimiter({ name: 'pdf_downloads', points: 2, windowSeconds: 60 });
  const now = new Date('2026-12-01T10:00:00Z');
  expect(await limiter.hit('rsl_a', now)).toBe(0);
  expect(await limiter.hit('rsl_a', now)).toBe(0);
  expect(add).not.toHaveBeenCalled();
  expect(await limiter.hit('rsl_a', now)).toBe(60);
  expect(await limiter.hit('rsl_b', now)).toBe(0);
  expect(add).toHaveBeenCalledExactlyOnceWith(1, { limit: 'pdf_downloads' });
});
