import 'server-only';
import type { ChangeOrigin } from '../activity/origin';
import { recordChange } from '../activity/record-change';
import type { Database } from '../db/open-store';
import { ActivitySubjectType } from '../generated/reseller-types';
import { deleteHandbook, type HandbookOwner } from './handbook-store';

/**
 * Deletes one handbook of its owner with its `handbook.deleted` event, in one transaction: the one path of both
 * APIs' delete mutations. False when the handbook is unknown or not the owner's.
 */
export async function removeHandbook(
  db: Database,
  owner: HandbookOwner & { resellerId: string },
  handbookId: string,
  origin: ChangeOrigin,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await deleteHandbook(tx, owner, handbookId);
    if (!deleted) return false;
    await recordChange(tx, {
      resellerId: owner.resellerId,
      action: 'handbook.deleted',
      subjectType: ActivitySubjectType.Handbook,
      subjectId: handbookId,
      customerId: deleted.customerId,
      origin,
      occurredAt: now,
    });
    return true;
  });
}
