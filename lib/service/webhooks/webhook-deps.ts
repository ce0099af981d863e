import 'server-only';
import type { LimitStore } from '../../rate-limit/redis-client';
import { createWindowLimiter } from '../../rate-limit/request-limiter';
import type { ResolveHost, WebhookDeps } from '../core/dependencies';
import { createSecretBox } from './secret-box';

/**
 * Enough to try a receiver a few times while setting it up; more would let one request (aliased calls) or a
 * script fill the outbox with tests.
 */
export const TEST_SENDS_PER_ENDPOINT_PER_MINUTE = 5;

/**
 * Enough to send again, by hand, what a receiver missed while it was down (the retries go on by themselves);
 * without a limit one key sent 820 in 20 s to its endpoint, each a row kept 30 days.
 */
export const REDELIVERIES_PER_ENDPOINT_PER_MINUTE = 10;

export interface WebhookOptions {
  /** HANDBOOK_WEBHOOK_ALLOW_PRIVATE. */
  allowPrivate: boolean;
  /**
   * https only: by default in production, unless private addresses are allowed (receivers on a developer's
   * machine or a private network rarely have certificates).
   */
  requireHttps?: boolean;
  resolveHost?: ResolveHost;
  retentionDays?: number;
}

/**
 * `limitStore` (REDIS_URL): where test sends and redeliveries are counted for every instance, so that N
 * instances do not allow N times the limit; without it, in this instance's memory.
 */
export function createWebhookDeps(
  jwtSecrets: Readonly<Record<string, string>>,
  production: boolean,
  options: WebhookOptions = { allowPrivate: false },
  limitStore: LimitStore | null = null,
): WebhookDeps {
  return {
    policy: {
      requireHttps: options.requireHttps ?? (production && !options.allowPrivate),
      allowPrivate: options.allowPrivate,
    },
    secretBox: createSecretBox(jwtSecrets),
    testSends: createWindowLimiter(
      { name: 'webhook_tests', points: TEST_SENDS_PER_ENDPOINT_PER_MINUTE, windowSeconds: 60 },
      limitStore,
    ),
    redeliveries: createWindowLimiter(
      { name: 'webhook_redeliveries', points: REDELIVERIES_PER_ENDPOINT_PER_MINUTE, windowSeconds: 60 },
      limitStore,
    ),
    retentionDays: options.retentionDays ?? null,
    ...(options.resolveHost ? { resolveHost: options.resolveHost } : {}),
  };
}
