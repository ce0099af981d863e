import 'server-only';
import type { Database } from '../db/open-store';
import { insertActivityEvents } from './activity-store';
import { changeListeners } from './change-listeners';
import type { Change, RecordedChange } from './change';

/**
 * The one hook point of every change: customers, tokens, handbooks, keys (and webhook endpoints), from the
 * Reseller API, the Customer API and the operator's command line alike.
 *
 *   await db.transaction(async (tx) => {
 *     const row = await changeSomething(tx, …);
 *     await recordChange(tx, { resellerId, action: 'token.issued', subjectType: ActivitySubjectType.Token,
 *       subjectId: row.id, customerId: row.customerId, details: { lifetimeSeconds }, origin, occurredAt: now });
 *   });
 *
 * - Call it inside the transaction of the change, after the change, only when something did change (an
 *   idempotent repeat records nothing). The change, its activity row and whatever the listeners write commit
 *   together or not at all.
 * - `origin` says who and from where: resellerOrigin(context) and customerOrigin(context) in resolvers,
 *   OPERATOR_ORIGIN on the command line (origin.ts).
 * - `details` holds non-secret facts only (a lifetime, a label, the NAMES of changed fields): never a token,
 *   a key, a secret, an email or a person's name. They are shown to the reseller as a JSON string.
 * - After writing the activity rows it calls each listener of change-listeners.ts with (tx, change), in
 *   order, one change at a time: add a listener there to do more in the same transaction (an outbox row, say).
 *   A listener reads what else it needs through `tx`: the change has happened, so a deleted subject is gone.
 */

/** Several changes of one transaction (a bulk revocation: one per token), in one insert. */
export async function recordChanges(tx: Database, changes: readonly Change[]): Promise<RecordedChange[]> {
  if (changes.length === 0) return [];
  const recorded = await insertActivityEvents(tx, changes);
  for (const change of recorded) {
    for (const listener of changeListeners) await listener(tx, change);
  }
  return recorded;
}

export async function recordChange(tx: Database, change: Change): Promise<RecordedChange> {
  const [recorded] = await recordChanges(tx, [change]);
  return recorded!;
}
