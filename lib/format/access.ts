import { CustomerStatus, TokenStatus } from '../graphql-client/generated/graphql';
import { DAY, toDate, type Instant } from './time';

/** "Expires soon" means within this many days: the dashboard's own threshold, matching its shortest filter. */
export const EXPIRES_SOON_DAYS = 7;

export type AccessState =
  | { kind: 'active'; expiresAt: Date }
  | { kind: 'expiring-soon'; expiresAt: Date }
  | { kind: 'expired'; expiredAt: Date }
  | { kind: 'suspended' }
  | { kind: 'none' };

export interface AccessFields {
  /** A suspended customer has no access, whatever its tokens' expiries say: the Customer API refuses them. */
  status: CustomerStatus;
  /** The latest expiry among active tokens; null when there is none. */
  accessExpiresAt: string | null;
  /** When access ran out, when every unrevoked token has expired; otherwise null. */
  accessExpiredAt: string | null;
}

/**
 * A customer's access: suspended, active, expiring within 7 days, expired (and when), or never/no longer
 * issued.
 */
export function accessState(customer: AccessFields, now: Instant): AccessState {
  if (customer.status === CustomerStatus.Suspended) return { kind: 'suspended' };
  const current = toDate(now).getTime();
  if (customer.accessExpiresAt) {
    const expiresAt = toDate(customer.accessExpiresAt);
    // The answer was computed when it was fetched; a page left open may outlive it.
    if (expiresAt.getTime() <= current) return { kind: 'expired', expiredAt: expiresAt };
    const soon = expiresAt.getTime() - current <= EXPIRES_SOON_DAYS * DAY;
    return { kind: soon ? 'expiring-soon' : 'active', expiresAt };
  }
  if (customer.accessExpiredAt) return { kind: 'expired', expiredAt: toDate(customer.accessExpiredAt) };
  return { kind: 'none' };
}

export type TokenState = 'active' | 'expiring-soon' | 'suspended' | 'expired' | 'revoked';

export interface TokenStateFields {
  status: TokenStatus;
  expiresAt: string;
  lifetimeSeconds: number;
  customer: { status: CustomerStatus };
}

/**
 * A token's badge: the server's status, with "expiring soon" for active ones close to expiry: within 7 days
 * and past half their life, so that a token issued for a week or less does not warn from its first minute.
 * An unexpired, unrevoked token of a suspended customer is "suspended": the Customer API refuses it until
 * the customer is reactivated (its status stays ACTIVE, as the contract has it).
 */
export function tokenState(token: TokenStateFields, now: Instant): TokenState {
  if (token.status === TokenStatus.Revoked) return 'revoked';
  const left = toDate(token.expiresAt).getTime() - toDate(now).getTime();
  if (token.status === TokenStatus.Expired || left <= 0) return 'expired';
  if (token.customer.status === CustomerStatus.Suspended) return 'suspended';
  const soon = left <= EXPIRES_SOON_DAYS * DAY && left <= (token.lifetimeSeconds * 1000) / 2;
  return soon ? 'expiring-soon' : 'active';
}
