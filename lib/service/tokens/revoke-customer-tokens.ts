import 'server-only';
import type { Change } from '../activity/change';
import { recordChanges } from '../activity/record-change';
import type { ChangeOrigin } from '../activity/origin';
import type { Database } from '../db/open-store';
import { ActivitySubjectType } from '../generated/reseller-types';
import { revokeTokens, type TokenRecord } from '../tokens/token-store';

/**
 * Revoking customer tokens, whoever revokes them (the Reseller API, the operator's command line): all or none,
 * in one transaction with one `token.revoked` event per token this call revoked (a token revoked already
 * records nothing again). Null, with nothing revoked, when any id is unknown or another reseller's.
 */
export async function revokeCustomerTokens(
  db: Database,
  request: { resellerId: string; tokenIds: readonly string[] },
  origin: ChangeOrigin,
  now: Date,
): Promise<TokenRecord[] | null> {
  return db.transaction(async (tx) => {
    const result = await revokeTokens(tx, request.resellerId, request.tokenIds, now);
    if (!result) return null;
    const byId = new Map(result.records.map((record) => [record.id, record]));
    await recordChanges(
      tx,
      result.revokedIds.map((tokenId): Change => ({
        resellerId: request.resellerId,
        action: 'token.revoked',
        subjectType: ActivitySubjectType.Token,
        subjectId: tokenId,
        customerId: byId.get(tokenId)!.customerId,
        origin,
        occurredAt: now,
      })),
    );
    return result.records;
  });
}

/** Revokes one token; null when unknown or another reseller's. Idempotent. */
export async function revokeCustomerToken(
  db: Database,
  request: { resellerId: string; tokenId: string },
  origin: ChangeOrigin,
  now: Date,
): Promise<TokenRecord | null> {
  const [record] =
    (await revokeCustomerTokens(
      db,
      { resellerId: request.resellerId, tokenIds: [request.tokenId] },
      origin,
      now,
    )) ?? [];
  return record ?? null;
}
