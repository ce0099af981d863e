/**
 * The operator's own changes (resellers and their keys) with their activity events: each change and its record
 * in one transaction, as the APIs' changes are (lib/service/activity/record-change.ts).
 */
import { OPERATOR_ORIGIN } from '../../lib/service/activity/origin';
import type { Change } from '../../lib/service/activity/change';
import { recordChange } from '../../lib/service/activity/record-change';
import type { Database } from '../../lib/service/db/open-store';

type OperatorEvent = Pick<Change, 'resellerId' | 'action' | 'subjectType' | 'subjectId' | 'details'>;

/** Runs `change`, then records what `describe` says it did; null records nothing (nothing changed). */
export function operatorChange<T>(
  db: Database,
  now: Date,
  change: (tx: Database) => Promise<T>,
  describe: (result: T) => OperatorEvent | null,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await change(tx);
    const event = describe(result);
    if (event)
      await recordChange(tx, { ...event, customerId: null, origin: OPERATOR_ORIGIN, occurredAt: now });
    return result;
  });
}
