import { sql } from 'drizzle-orm';
import { dataOf, send, type TestService } from './harness';

export const ACTIVITY = `query ($subjectId: ID, $action: String, $offset: Int, $limit: Int) {
  activity(subjectId: $subjectId, action: $action, offset: $offset, limit: $limit) {
    total
    events {
      eventId occurredAt action subjectType subjectId userId clientAddress details
      actor { kind keyId keyHint tokenId }
      customer { userId name }
    }
  }
}`;

export interface ActivityEvent {
  eventId: string;
  occurredAt: string;
  action: string;
  subjectType: string;
  subjectId: string;
  userId: string | null;
  clientAddress: string | null;
  details: string;
  actor: { kind: string; keyId: string | null; keyHint: string | null; tokenId: string | null };
  customer: { userId: string; name: string } | null;
}

export async function activity(
  t: TestService,
  key: string,
  variables: { subjectId?: string; action?: string; offset?: number; limit?: number } = {},
): Promise<{ total: number; events: ActivityEvent[] }> {
  return dataOf<{ activity: { total: number; events: ActivityEvent[] } }>(
    await t.reseller(key, ACTIVITY, { limit: 100, ...variables }),
  ).activity;
}

/** A Reseller API call from a given client address, as a proxy in front would forward it. */
export function resellerFrom(
  t: TestService,
  key: string,
  address: string,
  query: string,
  variables?: Record<string, unknown>,
) {
  return send(t.service.resellerApi, {
    headers: { 'x-api-token': key, 'x-forwarded-for': address },
    body: JSON.stringify({ query, variables }),
  });
}

/** Every stored event as text, every column included: what must never hold a secret or a person's email. */
export async function activityTableText(t: TestService): Promise<string> {
  const result = await t.store.db.execute(sql`SELECT row_to_json(a)::text AS row FROM activity_events a`);
  return (result as unknown as { rows: { row: string }[] }).rows.map((r) => r.row).join('\n');
}

export async function activityRowCount(t: TestService): Promise<number> {
  const result = await t.store.db.execute(sql`SELECT count(*)::int AS n FROM activity_events`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}
