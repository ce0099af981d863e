import 'server-only';
import type { CustomerPrincipal, ResellerPrincipal, ServiceDeps } from '../core/context';
import { CredentialError } from '../core/errors';
import { findActiveKeyByHash, touchApiKey } from '../resellers/reseller-store';
import { findTokenHolder, touchToken } from '../tokens/token-store';
import { digestsEqual, hashApiKey, isWellFormedApiKey } from '../resellers/api-keys';

// Recording every use would turn each read into a write; a minute's precision is what people need.
const LAST_USED_RESOLUTION_MS = 60_000;

const isStale = (lastUsedAt: Date | null, now: Date) =>
  lastUsedAt === null || now.getTime() - lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS;

/** The bearer credential of an Authorization header; null when the header holds no credential at all. */
export function bearerToken(header: string | null): string | null {
  const value = header?.trim() ?? '';
  if (value === '') return null;
  const match = /^(\S+)(?:\s+(.*))?$/.exec(value);
  const scheme = match?.[1] ?? '';
  const credential = match?.[2]?.trim() ?? '';
  if (scheme.toLowerCase() !== 'bearer') throw new CredentialError('invalid');
  return credential === '' ? null : credential;
}

export async function authenticateCustomer(
  deps: ServiceDeps,
  authorization: string | null,
  now: Date,
): Promise<CustomerPrincipal> {
  const token = bearerToken(authorization);
  if (token === null) throw new CredentialError('missing');
  const claims = await deps.jwt.verify(token, now);
  const holder = await findTokenHolder(deps.db, claims.tokenId, claims.userId);
  if (!holder) throw new CredentialError('invalid');
  // The record's expiry counts as the JWT's own: a renewal with an overlap brings it before the signed `exp`,
  // and a token past either is expired, revoked or not, as the published rule has it.
  if (holder.expiresAt.getTime() <= now.getTime()) throw new CredentialError('expired', holder.tokenId);
  // A suspended customer's tokens are refused like revoked ones, and work again once it is reactivated.
  if (holder.revokedAt || holder.suspendedAt) throw new CredentialError('invalid', holder.tokenId);
  if (isStale(holder.lastUsedAt, now)) await touchToken(deps.db, holder.tokenId, now);
  return {
    userId: holder.customerId,
    tokenId: holder.tokenId,
    resellerId: holder.resellerId,
    handbookCount: holder.handbookCount,
  };
}

export async function authenticateReseller(
  deps: ServiceDeps,
  apiKey: string | null,
  now: Date,
): Promise<ResellerPrincipal> {
  if (apiKey === null || apiKey.trim() === '') throw new CredentialError('missing');
  if (!isWellFormedApiKey(apiKey)) throw new CredentialError('invalid');
  const hash = hashApiKey(apiKey);
  const key = await findActiveKeyByHash(deps.db, hash);
  if (!key || !digestsEqual(key.keyHash, hash)) throw new CredentialError('invalid');
  if (isStale(key.lastUsedAt, now)) await touchApiKey(deps.db, key.keyId, now);
  return {
    resellerId: key.resellerId,
    keyId: key.keyId,
    keyHint: key.keyHint,
    keyName: key.keyName,
    role: key.role,
    customerCount: key.customerCount,
    suspendedCustomerCount: key.suspendedCustomerCount,
  };
}
