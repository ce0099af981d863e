import 'server-only';
import type { RequestLimiter } from '../../rate-limit/request-limiter';

// The shapes of what the service's features are handed (ServiceDeps, context.ts): declared here, below every
// feature, so that the context's types import no feature; each feature's own module implements its part, and
// the host builds them once (host/service-host.ts).

export interface TokenClaims {
  userId: string;
  tokenId: string;
}

/** Customer tokens (auth/customer-jwt.ts). */
export interface CustomerJwt {
  sign(claims: TokenClaims & { issuedAt: Date; expiresAt: Date }): Promise<string>;
  /** Verifies signature and claims; throws CredentialError('invalid' | 'expired'). */
  verify(token: string, now: Date): Promise<TokenClaims>;
}

/**
 * Where webhooks may go. The same rules apply twice: when an endpoint is registered (to refuse it with a
 * plain message) and at every connection (webhooks/send-webhook.ts), because a name may resolve elsewhere later.
 */
export interface AddressPolicy {
  /** Production: https only. */
  requireHttps: boolean;
  /** HANDBOOK_WEBHOOK_ALLOW_PRIVATE: loopback and private networks allowed (development and tests). */
  allowPrivate: boolean;
}

export type ResolveHost = (host: string) => Promise<string[]>;

/** Endpoint signing secrets, sealed at rest (webhooks/secret-box.ts). */
export interface SecretBox {
  seal(secret: string): Promise<string>;
  open(sealed: string): Promise<string>;
  /** True when `sealed` was sealed under an older id of the ring. */
  isStale(sealed: string): boolean;
}

/** What the Reseller API's webhook operations need: the address rules and the sealing of new secrets. */
export interface WebhookDeps {
  policy: AddressPolicy;
  secretBox: SecretBox;
  /** Name resolution for the check at registration; tests stand in their own. */
  resolveHost?: ResolveHost;
  /** `sendTestWebhook` calls per endpoint and minute, counted by endpoint id. */
  testSends: RequestLimiter;
  /** `redeliverWebhook` calls per endpoint and minute, counted by the delivery's endpoint id. */
  redeliveries: RequestLimiter;
  /**
   * HANDBOOK_WEBHOOK_RETENTION_DAYS: `recoverWebhookDeliveries` looks no further back. Null where nothing
   * sweeps (tests): every delivery there is is within reach.
   */
  retentionDays: number | null;
}

/** What `updateBranding` needs besides the store (branding/branding-deps.ts). */
export interface BrandingDeps {
  /** Logos given to `updateBranding`, valid or not, per reseller and hour. */
  logoUploads: RequestLimiter;
}
