import { ATTR } from './attributes';
import { instruments } from './instruments';

/**
 * Which limit refused: failed credentials per client, requests per credential, a reseller's share of the
 * Reseller API operations running at once, dashboard sign-ins, PDF
 * downloads per reseller, logo uploads per reseller, test sends and redeliveries per webhook endpoint.
 */
export type RateLimit =
  | 'failures'
  | 'requests'
  | 'operations'
  | 'sign_in'
  | 'pdf_downloads'
  | 'logo_uploads'
  | 'webhook_tests'
  | 'webhook_redeliveries';

/** `handbook.rate_limit.refusals`: one request refused by `limit`. */
export function countRefusal(limit: RateLimit): void {
  instruments().rateLimitRefusals.add(1, { [ATTR.limit]: limit });
}
