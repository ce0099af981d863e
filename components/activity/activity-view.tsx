'use client';

import { ROLE_LABELS } from '@/components/auth/role-labels';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { ExportCsvButton } from '@/components/data-table/export-csv-button';
import { ServerTable } from '@/components/data-table/server-table';
import { useServerTable } from '@/components/data-table/use-server-table';
import { lazyQuery } from '@/components/data-table/use-lazy-table-query';
import { ACTIVITY_ACTIONS } from '@/lib/contract/activity-actions';
import { ACTIVITY_QUERY } from '@/lib/graphql-client/documents/activity';
import type {
  ActivityQuery,
  ActivityQueryVariables,
  ApiKeysQuery,
} from '@/lib/graphql-client/generated/graphql';
import { activityColumns } from './activity-columns';
import { ActivityEmpty } from './activity-empty';
import { ACTION_LABELS } from './activity-labels';
import { activityParsers, activityVariables, type ActivityParams } from './activity-params';
import { DateRangeFilter } from './date-range-filter';

const activitySource = lazyQuery(ACTIVITY_QUERY);

/** Whether any filter narrows the view (an empty page then says so, with the way back). */
const isFiltered = (params: ActivityParams) =>
  params.action !== null ||
  params.subject !== '' ||
  params.by !== '' ||
  params.from !== null ||
  params.to !== null;
const NO_FILTERS = { action: null, subject: null, by: null, from: null, to: null };
const ACTION_OPTIONS = ACTIVITY_ACTIONS.map((action) => ({ value: action, label: ACTION_LABELS[action] }));

/**
 * The activity page's live part: filters, the events, paging and export; all of its state is in the URL.
 * `first`: the page of events the server rendered (null data: it could not get them); `keys`: the people to
 * filter by, the team's keys (an admin's view) or the caller's own.
 */
export function ActivityView({
  first,
  keys,
}: {
  first: { variables: ActivityQueryVariables; data: ActivityQuery | null };
  keys: ApiKeysQuery['apiKeys'];
}) {
  const state = useServerTable({
    parsers: activityParsers,
    source: activitySource,
    variables: activityVariables,
    first,
    page: (data) => ({ rows: data.activity.events, total: data.activity.total }),
    columns: activityColumns,
    getRowId: (row) => row.eventId,
  });
  const { params, setParams, setFilters, setSearch, query, list } = state;
  const people = keys.map((key) => ({
    value: key.keyId,
    label: `${key.name} (${ROLE_LABELS[key.role]})`,
  }));

  return (
    <div className="flex flex-col gap-4">
      <DataTableToolbar
        search={{
          id: 'activity-subject',
          label: "Events about an id (a customer's includes its tokens and handbooks)",
          placeholder: 'Filter by id',
          value: params.subject,
          onSearch: (subject) => setSearch({ subject }),
        }}
        filters={[
          {
            id: 'activity-action',
            label: 'Action',
            allLabel: 'All actions',
            value: params.action,
            options: ACTION_OPTIONS,
            // The URL's parser reads the option back: "" (every action) and anything unknown are null.
            onChange: (action) => setFilters({ action: activityParsers.action.parse(action) }),
          },
          {
            id: 'activity-person',
            label: 'Person',
            allLabel: 'Everyone',
            value: params.by || null,
            options: people,
            onChange: (by) => setFilters({ by: by || null }),
          },
        ]}
        actions={
          <ExportCsvButton
            total={list?.total ?? 0}
            exportRows={async (client, onProgress) => {
              const { exportActivityCsv } = await import('./export-activity-csv');
              await exportActivityCsv(client, query.variables, onProgress);
            }}
          />
        }
      >
        <DateRangeFilter from={params.from} to={params.to} onChange={(range) => setFilters(range)} />
      </DataTableToolbar>
      <ServerTable
        state={state}
        label="Activity"
        noun="events"
        errorTitle="Activity could not be loaded"
        empty={
          <ActivityEmpty
            page={params.page}
            filtered={isFiltered(params)}
            onFirstPage={() => setParams({ page: null })}
            onClearFilters={() => setFilters(NO_FILTERS)}
          />
        }
      />
    </div>
  );
}
