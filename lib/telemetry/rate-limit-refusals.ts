import { ATTR } from './attributes';
import { instruments } from './instruments';

/** Which limit refused: failed credentials per client, requests per credential, dashboard sign-ins. */
export type RateLimit = 'failures' | 'requests' | 'sign_in';

/** `handbook.rate_limit.refusals`: one request refused by `limit`. */
export function countRefusal(limit: RateLimit): void {
  instruments().rateLimitRefusals.add(1, { [ATTR.limit]: limit });
}
