import 'server-only';
import type { LimitStore } from '../../rate-limit/redis-client';
import { createWindowLimiter } from '../../rate-limit/request-limiter';
import type { BrandingDeps } from '../core/dependencies';

/**
 * A reseller changes its logo a few times a year, and tries a few files when it does; each logo given is
 * decoded once, out of the process but on one of the machine's cores. Ten an hour is room for that and
 * nothing like the review's 16 a second.
 */
export const LOGO_UPLOADS_PER_RESELLER_PER_HOUR = 10;

export function createBrandingDeps(shared: LimitStore | null = null): BrandingDeps {
  return {
    logoUploads: createWindowLimiter(
      { name: 'logo_uploads', points: LOGO_UPLOADS_PER_RESELLER_PER_HOUR, windowSeconds: 3_600 },
      shared,
    ),
  };
}
