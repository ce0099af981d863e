import 'server-only';
import { recordChange } from '../activity/record-change';
import type { ChangeOrigin } from '../activity/origin';
import type { Database } from '../db/open-store';
import { ActivitySubjectType } from '../generated/reseller-types';
import { issueApiKey, type ApiKeyHolder, type IssuedApiKey } from './reseller-store';

/**
 * An admin issues a key to a colleague: the key and its `key.issued` event in one transaction, the event
 * naming the admin (origin) and the new key by its hint and role, never the key itself.
 */
export function issueStaffKey(
  db: Database,
  resellerId: string,
  holder: ApiKeyHolder,
  origin: ChangeOrigin,
  now: Date,
): Promise<IssuedApiKey> {
  return db.transaction(async (tx) => {
    const issued = await issueApiKey(tx, resellerId, holder, now);
    await recordChange(tx, {
      resellerId,
      action: 'key.issued',
      subjectType: ActivitySubjectType.ApiKey,
      subjectId: issued.id,
      customerId: null,
      details: { keyHint: issued.hint, role: issued.role },
      origin,
      occurredAt: now,
    });
    return issued;
  });
}
