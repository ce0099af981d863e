import 'server-only';
import { deliverDue, type BackgroundDeps } from './background-round';

/**
 * How long the after() driver may deliver once the answer is out: two of the sender's 10 s deadlines one
 * after the other, inside the 60 s vercel.json gives the API routes. A delivery that fails here waits for its
 * retry, which the cron route makes.
 */
const AFTER_RESPONSE_ROUND_MS = 25_000;

/** Sends the deliveries a request has just queued (`cron` mode), once each; others wait for the cron route. */
export async function deliverAfterResponse(deps: BackgroundDeps, queued: readonly string[]): Promise<void> {
  await deliverDue(deps, AFTER_RESPONSE_ROUND_MS, new AbortController().signal, queued);
}
