import 'server-only';
import { and, count, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { ActivityAction } from '../../contract/activity-actions';
import type { Database } from '../db/open-store';
import { activityEvents } from '../db/schema';
import { newSortableId } from '../core/ids';
import type { Change, RecordedChange } from './change';

export type ActivityEventRecord = typeof activityEvents.$inferSelect;

/** The one writer of the table (through recordChanges): nothing updates a row, and only retention deletes. */
export async function insertActivityEvents(
  tx: Database,
  changes: readonly Change[],
): Promise<RecordedChange[]> {
  const recorded = changes.map((change) => ({
    ...change,
    eventId: newSortableId('evt'),
    details: change.details ?? {},
  }));
  await tx.insert(activityEvents).values(
    recorded.map(({ eventId, origin: { actor, clientAddress }, ...change }) => ({
      id: eventId,
      resellerId: change.resellerId,
      occurredAt: change.occurredAt,
      action: change.action,
      actorKind: actor.kind,
      actorKeyId: 'keyId' in actor ? actor.keyId : null,
      actorKeyHint: 'keyHint' in actor ? actor.keyHint : null,
      actorKeyName: 'keyName' in actor ? actor.keyName : null,
      actorRole: 'role' in actor ? actor.role : null,
      actorTokenId: 'tokenId' in actor ? actor.tokenId : null,
      subjectType: change.subjectType,
      subjectId: change.subjectId,
      customerId: change.customerId,
      clientAddress,
      details: change.details,
    })),
  );
  return recorded;
}

export interface ActivityQuery {
  resellerId: string;
  /** Events about this id; a customer's id also finds its tokens' and handbooks' events. */
  subjectId: string | null;
  action: ActivityAction | null;
  /** Events of the changes made with this API key. */
  actorKeyId: string | null;
  /** Events that occurred in [from, to); either end may be open. */
  from: Date | null;
  to: Date | null;
  offset: number;
  limit: number;
}

// Each condition has its index: (reseller_id, occurred_at, id), (reseller_id, subject_id, …),
// (reseller_id, customer_id, …), (reseller_id, action, …) and (reseller_id, actor_key_id, …).
function activityFilter(query: ActivityQuery): SQL {
  const conditions = [eq(activityEvents.resellerId, query.resellerId)];
  if (query.subjectId !== null)
    conditions.push(
      or(eq(activityEvents.subjectId, query.subjectId), eq(activityEvents.customerId, query.subjectId))!,
    );
  if (query.action !== null) conditions.push(eq(activityEvents.action, query.action));
  if (query.actorKeyId !== null) conditions.push(eq(activityEvents.actorKeyId, query.actorKeyId));
  if (query.from !== null) conditions.push(gte(activityEvents.occurredAt, query.from));
  if (query.to !== null) conditions.push(lt(activityEvents.occurredAt, query.to));
  return and(...conditions)!;
}

export function listActivity(db: Database, query: ActivityQuery): Promise<ActivityEventRecord[]> {
  return db
    .select()
    .from(activityEvents)
    .where(activityFilter(query))
    .orderBy(desc(activityEvents.occurredAt), desc(activityEvents.id))
    .limit(query.limit)
    .offset(query.offset);
}

export async function countActivity(db: Database, query: ActivityQuery): Promise<number> {
  const [row] = await db.select({ total: count() }).from(activityEvents).where(activityFilter(query));
  return Number(row?.total ?? 0);
}
