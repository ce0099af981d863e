import 'server-only';
import { createRequestLimiter } from '../../rate-limit/request-limiter';
import type { ResolveHost, WebhookDeps } from '../core/dependencies';
import { createSecretBox } from './secret-box';

/**
 * Enough to try a receiver a few times while setting it up; more would let one request (aliased calls) or a
 * script fill the outbox with tests.
 */
export const TEST_SENDS_PER_ENDPOINT_PER_MINUTE = 5;

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

export function createWebhookDeps(
  jwtSecrets: Readonly<Record<string, string>>,
  production: boolean,
  options: WebhookOptions = { allowPrivate: false },
): WebhookDeps {
  return {
    policy: {
      requireHttps: options.requireHttps ?? (production && !options.allowPrivate),
      allowPrivate: options.allowPrivate,
    },
    secretBox: createSecretBox(jwtSecrets),
    testSends: createRequestLimiter(TEST_SENDS_PER_ENDPOINT_PER_MINUTE),
    retentionDays: options.retentionDays ?? null,
    ...(options.resolveHost ? { resolveHost: options.resolveHost } : {}),
  };
}
