import { sql } from 'drizzle-orm';
import { resellerGraphql } from '@/tests/generated/reseller';
import type { ActivityQuery, ActivityQueryVariables } from '@/tests/generated/reseller/graphql';
import { dataOf, post, type GraphqlResult, type ResellerDocument, type TestService } from './harness';

export const ACTIVITY = resellerGraphql(`
  query Activity($subjectId: ID, $action: String, $offset: Int, $limit: Int) {
    activity(subjectId: $subjectId, action: $action, offset: $offset, limit: $limit) {
      total
      events {
        eventId
        occurredAt
        action
        subjectType
        subjectId
        userId
        clientAddress
        details
        actor {
          kind
          keyId
          keyHint
          tokenId
        }
        customer {
          userId
          name
        }
      }
    }
  }
`);

export type ActivityEvent = ActivityQuery['activity']['events'][number];

export async function activity(
  t: TestService,
  key: string,
  variables: ActivityQueryVariables = {},
): Promise<ActivityQuery['activity']> {
  return dataOf(await t.reseller(key, ACTIVITY, { limit: 100, ...variables })).activity;
}

/** A Reseller API call from a given client address, as a proxy in front would forward it. */
export function resellerFrom<TData, TVariables>(
  t: TestService,
  key: string,
  address: string,
  query: ResellerDocument<TData, TVariables> | string,
  variables?: TVariables,
): Promise<GraphqlResult<TData>> {
  return post(t.service.resellerApi, { 'x-api-token': key, 'x-forwarded-for': address }, query, variables);
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
