import 'server-only';
import { z } from 'zod';
import { isPlainTextLine, PLAIN_LINE_RULE } from '../../contract/free-text';
import { TOKEN_LABEL_MAX_LENGTH, TOKEN_LIFETIME_SECONDS } from '../../contract/limits';
import type { Change } from '../activity/change';
import { recordChange } from '../activity/record-change';
import type { ChangeOrigin } from '../activity/origin';
import type { Database } from '../db/open-store';
import { ActivitySubjectType } from '../generated/reseller-types';
import { findCustomer } from '../customers/customer-store';
import { insertToken, type TokenRecord } from '../tokens/token-store';
import type { CustomerJwt } from '../core/dependencies';

/**
 * The rules for issuing a customer token, whoever issues it: the Reseller API and the operator's command line
 * both come here, so a lifetime, a label or a suspended customer is judged the same way by each.
 */

/** A lifetime in seconds; `name` is what the issuer calls it (`expiresIn`, `--expires-in`). */
export function tokenLifetime(name: string) {
  const { min, max } = TOKEN_LIFETIME_SECONDS;
  const message = `${name} must be a whole number of seconds from ${min} to ${max}.`;
  return z.number(message).int(message).min(min, message).max(max, message);
}

/** What the token is for: trimmed, one line, at most TOKEN_LABEL_MAX_LENGTH characters; empty means none. */
export function tokenLabel(name: string) {
  return z
    .string()
    .trim()
    .max(TOKEN_LABEL_MAX_LENGTH, `${name} must be at most ${TOKEN_LABEL_MAX_LENGTH} characters.`)
    .refine(isPlainTextLine, `${name} ${PLAIN_LINE_RULE}.`)
    .transform((label) => label || null);
}

/**
 * Why a token was not issued or renewed: the customer or the token to renew is unknown (or another
 * reseller's, or just deleted), the customer is suspended, or the token to renew was revoked or renewed.
 */
export class TokenRefusedError extends Error {
  constructor(
    readonly reason: 'not_found' | 'suspended' | 'revoked' | 'renewed',
    message: string,
  ) {
    super(message);
    this.name = 'TokenRefusedError';
  }
}

export const CUSTOMER_NOT_FOUND = 'Customer not found.';
export const CUSTOMER_SUSPENDED = 'The customer is suspended: reactivate it first.';

export interface TokenRequest {
  resellerId: string;
  customerId: string;
  /** Already checked with tokenLifetime. */
  lifetimeSeconds: number;
  /** Already checked with tokenLabel. */
  label: string | null;
}

/**
 * Records and signs a new token, the record and its `token.issued` event in one transaction; the token string
 * is returned here once and never stored.
 */
export async function issueCustomerToken(
  deps: { db: Database; jwt: CustomerJwt },
  request: TokenRequest,
  origin: ChangeOrigin,
  now: Date,
): Promise<{ token: string; record: TokenRecord }> {
  const record = await deps.db.transaction(async (tx) => {
    const customer = await findCustomer(tx, request.resellerId, request.customerId, now);
    if (!customer) throw new TokenRefusedError('not_found', CUSTOMER_NOT_FOUND);
    // A suspension that lands after this check changes nothing: the Customer API refuses a suspended
    // customer's tokens on every request, whenever they were issued.
    if (customer.suspendedAt) throw new TokenRefusedError('suspended', CUSTOMER_SUSPENDED);
    const inserted = await insertToken(tx, request, now);
    if (!inserted) throw new TokenRefusedError('not_found', CUSTOMER_NOT_FOUND);
    await recordChange(tx, tokenChange('token.issued', inserted, origin, now));
    return inserted;
  });
  return { token: await signToken(deps.jwt, record), record };
}

/** The event of a new token (issued, or renewed with `renewedFromId`): its lifetime and label, never itself. */
export function tokenChange(
  action: 'token.issued' | 'token.renewed',
  record: TokenRecord,
  origin: ChangeOrigin,
  now: Date,
  details: Record<string, string | number> = {},
): Change {
  return {
    resellerId: record.resellerId,
    action,
    subjectType: ActivitySubjectType.Token,
    subjectId: record.id,
    customerId: record.customerId,
    details: { lifetimeSeconds: record.lifetimeSeconds, label: record.label, ...details },
    origin,
    occurredAt: now,
  };
}

/** The bearer token of a new record, signed with the record's own times. */
export function signToken(jwt: CustomerJwt, record: TokenRecord): Promise<string> {
  return jwt.sign({
    userId: record.customerId,
    tokenId: record.id,
    issuedAt: record.issuedAt,
    expiresAt: record.expiresAt,
  });
}
