import 'server-only';
import { recordChange } from '../activity/record-change';
import type { ChangeOrigin } from '../activity/origin';
import type { Database } from '../db/open-store';
import { ActivitySubjectType } from '../generated/reseller-types';
import { setTokenLabel, type TokenRecord } from '../tokens/token-store';

/**
 * Changes what a token is said to be for, after it was issued: the record and its `token.labelled` event in
 * one transaction. A label checked with tokenLabel (null clears it). Setting the label it already has changes
 * nothing and records nothing. Null when the token is unknown or another reseller's.
 */
export async function labelCustomerToken(
  db: Database,
  request: { resellerId: string; tokenId: string; label: string | null },
  origin: ChangeOrigin,
  now: Date,
): Promise<TokenRecord | null> {
  return db.transaction(async (tx) => {
    const result = await setTokenLabel(tx, request.resellerId, request.tokenId, request.label);
    if (!result) return null;
    if (result.changed) {
      await recordChange(tx, {
        resellerId: request.resellerId,
        action: 'token.labelled',
        subjectType: ActivitySubjectType.Token,
        subjectId: result.record.id,
        customerId: result.record.customerId,
        details: { label: result.record.label },
        origin,
        occurredAt: now,
      });
    }
    return result.record;
  });
}
