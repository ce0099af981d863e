import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { getConfig, type ServiceConfig } from '../../config';
import { errorResponse } from '../../http/error-response';
import { getBackgroundWork } from './runtime';
import { serviceUnavailable } from './service-unavailable';
import { runBackgroundRound, type BackgroundDeps } from './background-round';
import { resealSecrets } from '../webhooks/reseal-secrets';
import { errorFields, log } from '../../http/log';

/** The contract's bound on one round; the route's function may run 60 s (vercel.json). */
export const CRON_ROUND_MS = 50_000;

// Digests of equal length, so the comparison takes the same time whatever the header holds.
const digest = (value: string) => createHash('sha256').update(value).digest();

function authorized(request: Request, secret: string): boolean {
  return timingSafeEqual(digest(request.headers.get('authorization') ?? ''), digest(`Bearer ${secret}`));
}

// Once per function instance: a long-lived process does it when its worker starts (webhook-worker.ts).
let resealed: Promise<void> | undefined;
function resealOnce(deps: BackgroundDeps): Promise<void> {
  resealed ??= resealSecrets(deps.db, deps.secretBox).catch((error: unknown) => {
    resealed = undefined;
    log('error', 'webhook.reseal_failed', errorFields(error));
  });
  return resealed;
}

/**
 * `GET /api/cron/background` (what Vercel Cron calls, with `Authorization: Bearer <CRON_SECRET>`): one bounded
 * round of background work, answered with its counts. 404 without CRON_SECRET; 401, with nothing run, without the right secret.
 */
export async function cronBackgroundResponse(
  request: Request,
  config: ServiceConfig = getConfig(),
): Promise<Response> {
  const secret = config.background.cronSecret;
  if (secret === null) return errorResponse(404, 'Not found.', 'NOT_FOUND');
  if (!authorized(request, secret))
    return errorResponse(401, 'A valid cron secret is required.', 'UNAUTHENTICATED', {
      'www-authenticate': 'Bearer realm="handbook-cron"',
    });
  let deps: BackgroundDeps;
  try {
    ({ deps } = await getBackgroundWork(config));
  } catch (error) {
    return serviceUnavailable(error);
  }
  await resealOnce(deps);
  const counts = await runBackgroundRound(deps, CRON_ROUND_MS, request.signal);
  if (counts.delivered + counts.failed + counts.queuedNotices > 0)
    log('info', 'background.round', { ...counts });
  return Response.json(counts, { headers: { 'cache-control': 'no-store' } });
}
