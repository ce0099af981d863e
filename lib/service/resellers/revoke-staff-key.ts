import 'server-only';
import { ApiKeyRole } from '../../contract/staff-roles';
import { recordChange } from '../activity/record-change';
import type { ChangeOrigin } from '../activity/origin';
import type { Database } from '../db/open-store';
import { ActivitySubjectType } from '../generated/reseller-types';
import { countActiveAdminKeys, lockResellerKey, revokeApiKey, type ApiKeySummary } from './reseller-store';

/** Why a revocation was refused: no such key of this reseller, or the last key that can manage the team. */
export class KeyRevocationRefused extends Error {
  constructor(readonly reason: 'not_found' | 'last_admin') {
    super(
      reason === 'not_found'
        ? 'API key not found.'
        : 'This is the last admin key of your team: issue another admin key before revoking this one.',
    );
    this.name = 'KeyRevocationRefused';
  }
}

/**
 * An admin revokes one of the reseller's keys: the revocation and its `key.revoked` event in one
 * transaction. The reseller's last working ADMIN key is refused, so that a reseller never locks itself out
 * of its own team (support could still issue one, but a day would be lost). A revoked key is returned as it
 * is, and nothing is recorded again.
 */
export function revokeStaffKey(
  db: Database,
  request: { resellerId: string; keyId: string },
  origin: ChangeOrigin,
  now: Date,
): Promise<ApiKeySummary> {
  return db.transaction(async (tx) => {
    const key = await lockResellerKey(tx, request.resellerId, request.keyId);
    if (!key) throw new KeyRevocationRefused('not_found');
    if (key.revokedAt) return key;
    if (key.role === ApiKeyRole.Admin && (await countActiveAdminKeys(tx, request.resellerId)) <= 1)
      throw new KeyRevocationRefused('last_admin');
    const revoked = await revokeApiKey(tx, key.id, now);
    await recordChange(tx, {
      resellerId: request.resellerId,
      action: 'key.revoked',
      subjectType: ActivitySubjectType.ApiKey,
      subjectId: key.id,
      customerId: null,
      details: { keyHint: key.hint },
      origin,
      occurredAt: now,
    });
    const { revokedNow: _revokedNow, ...summary } = revoked!;
    return summary;
  });
}
