import type { ApolloClient } from '@apollo/client';
import { downloadCsv } from '@/components/data-table/download-csv';
import { PAGE_LIMIT } from '@/lib/contract/limits';
import { toCsv, type CsvColumn } from '@/lib/format/csv';
import { ACTIVITY_QUERY } from '@/lib/graphql/documents/activity';
import type { ActivityEventFieldsFragment, ActivityQueryVariables } from '@/lib/graphql/generated/graphql';
import { actionLabel, actorLabel, detailsText } from './activity-labels';

/** The API's largest page: the fewest requests. */
const PAGE = PAGE_LIMIT.max;

const COLUMNS: CsvColumn<ActivityEventFieldsFragment>[] = [
  { header: 'Occurred at (UTC)', value: (e) => e.occurredAt },
  { header: 'Action', value: (e) => e.action },
  { header: 'Description', value: (e) => actionLabel(e.action) },
  { header: 'Subject type', value: (e) => e.subjectType },
  { header: 'Subject ID', value: (e) => e.subjectId },
  { header: 'User ID', value: (e) => e.userId },
  { header: 'Customer', value: (e) => e.customer?.name ?? null },
  { header: 'Actor', value: (e) => e.actor.kind },
  { header: 'Actor description', value: (e) => actorLabel(e.actor) },
  { header: 'Key ID', value: (e) => e.actor.keyId },
  { header: 'Token ID', value: (e) => e.actor.tokenId },
  { header: 'Client address', value: (e) => e.clientAddress },
  { header: 'Details', value: (e) => detailsText(e.details) },
  { header: 'Details (JSON)', value: (e) => e.details },
];

/**
 * Every event of the view (its filters kept), newest first, 100 a request. Events recorded meanwhile push
 * the older ones to later pages: an event seen twice is written once.
 */
export async function exportActivityCsv(
  client: ApolloClient,
  variables: ActivityQueryVariables,
  onProgress: (count: number) => void,
): Promise<void> {
  const rows = new Map<string, ActivityEventFieldsFragment>();
  for (let offset = 0; ; offset += PAGE) {
    const { data } = await client.query({
      query: ACTIVITY_QUERY,
      variables: { ...variables, offset, limit: PAGE },
      fetchPolicy: 'no-cache',
    });
    if (!data) throw new Error('No data');
    for (const event of data.activity.events) rows.set(event.eventId, event);
    onProgress(rows.size);
    if (data.activity.events.length < PAGE || offset + PAGE >= data.activity.total) break;
  }
  downloadCsv('activity', toCsv(COLUMNS, [...rows.values()]));
}
