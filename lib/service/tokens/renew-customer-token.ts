import 'server-only';
import { z } from 'zod';
import { RENEWAL_OVERLAP_SECONDS } from '../../contract/limits';
import { recordChange } from '../activity/record-change';
import type { ChangeOrigin } from '../activity/origin';
import type { Database } from '../db/open-store';
import { insertToken, lockTokenForRenewal, retireToken, type TokenRecord } from '../tokens/token-store';
import type { CustomerJwt } from '../core/dependencies';
import {
  CUSTOMER_NOT_FOUND,
  CUSTOMER_SUSPENDED,
  signToken,
  tokenChange,
  TokenRefusedError,
} from '../tokens/issue-customer-token';

/**
 * The rules for renewing a customer token, beside those for issuing one (issue-customer-token.ts): a new token
 * takes the old one's place, and the old one stops working when the renewal says.
 */

/** How long the old token keeps working after its renewal, in seconds; `name` is what the caller calls it. */
export function renewalOverlap(name: string) {
  const { min, max } = RENEWAL_OVERLAP_SECONDS;
  const message = `${name} must be a whole number of seconds from ${min} to ${max}.`;
  return z.number(message).int(message).min(min, message).max(max, message);
}

export interface RenewalRequest {
  resellerId: string;
  tokenId: string;
  /** Already checked with tokenLifetime; null gives the new token the old one's lifetime. */
  lifetimeSeconds: number | null;
  /** Already checked with renewalOverlap. */
  overlapSeconds: number;
}

/**
 * How the old token ends: revoked now, or its expiry brought forward to the end of the overlap (never pushed
 * back). A token that has already expired stopped working on its own and is left as it was.
 */
function retirement(old: TokenRecord, overlapSeconds: number, now: Date) {
  if (old.expiresAt.getTime() <= now.getTime()) return {};
  if (overlapSeconds === 0) return { revokedAt: now };
  const end = Math.min(old.expiresAt.getTime(), now.getTime() + overlapSeconds * 1000);
  return { expiresAt: new Date(end) };
}

/**
 * Issues a token in place of another, for the same customer and with the same label, in one transaction that
 * holds the old token's row (and records `token.renewed` for the new token): of two renewals of one token, the
 * second waits and then finds it renewed. The new token string is returned here once and never stored.
 */
export async function renewCustomerToken(
  deps: { db: Database; jwt: CustomerJwt },
  request: RenewalRequest,
  origin: ChangeOrigin,
  now: Date,
): Promise<{ token: string; record: TokenRecord }> {
  const record = await deps.db.transaction(async (tx) => {
    const old = await lockTokenForRenewal(tx, request.resellerId, request.tokenId);
    if (!old) throw new TokenRefusedError('not_found', 'Token not found.');
    if (old.renewedById)
      throw new TokenRefusedError(
        'renewed',
        `This token was already renewed: renew ${old.renewedById} instead.`,
      );
    if (old.revokedAt)
      throw new TokenRefusedError('revoked', 'This token was revoked: issue a new token instead.');
    if (old.customerSuspendedAt) throw new TokenRefusedError('suspended', CUSTOMER_SUSPENDED);
    const renewed = await insertToken(
      tx,
      {
        resellerId: old.resellerId,
        customerId: old.customerId,
        lifetimeSeconds: request.lifetimeSeconds ?? old.lifetimeSeconds,
        label: old.label,
        renewedFromId: old.id,
      },
      now,
    );
    // The customer's row is locked: it cannot have been deleted since it was read.
    if (!renewed) throw new TokenRefusedError('not_found', CUSTOMER_NOT_FOUND);
    await retireToken(tx, old.id, {
      renewedById: renewed.id,
      ...retirement(old, request.overlapSeconds, now),
    });
    await recordChange(
      tx,
      tokenChange('token.renewed', renewed, origin, now, {
        renewedFromId: old.id,
        overlapSeconds: request.overlapSeconds,
      }),
    );
    return renewed;
  });
  return { token: await signToken(deps.jwt, record), record };
}
