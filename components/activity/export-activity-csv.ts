import type { ApolloClient } from '@apollo/client';
import { downloadCsv } from '@/components/data-table/download-csv';
import { fetchEveryPage } from '@/components/data-table/fetch-every-page';
import { toCsv, type CsvColumn } from '@/lib/format/csv';
import { ACTIVITY_QUERY } from '@/lib/graphql-client/documents/activity';
import type {
  ActivityEventFieldsFragment,
  ActivityQueryVariables,
} from '@/lib/graphql-client/generated/graphql';
import { actionLabel, actorLabel, detailsText } from './activity-labels';

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
  { header: 'Key holder', value: (e) => e.actor.keyName },
  { header: 'Role', value: (e) => e.actor.role },
  { header: 'Token ID', value: (e) => e.actor.tokenId },
  { header: 'Client address', value: (e) => e.clientAddress },
  { header: 'Details', value: (e) => detailsText(e.details) },
  { header: 'Details (JSON)', value: (e) => e.details },
];

/**
 * Every event of the view (its filters kept), newest first; an event recorded meanwhile is written once.
 */
export async function exportActivityCsv(
  client: ApolloClient,
  variables: ActivityQueryVariables,
  onProgress: (count: number) => void,
): Promise<void> {
  const events = await fetchEveryPage(
    async (page) => {
      const { data } = await client.query({
        query: ACTIVITY_QUERY,
        variables: { ...variables, ...page },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('No data');
      return { rows: data.activity.events, total: data.activity.total };
    },
    (event) => event.eventId,
    onProgress,
  );
  downloadCsv('activity', toCsv(COLUMNS, events));
}
