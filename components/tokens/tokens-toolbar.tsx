'use client';

import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { ExportCsvButton } from '@/components/data-table/export-csv-button';
import type { TableValues } from '@/components/data-table/use-server-table';
import type { TokensQueryVariables } from '@/lib/graphql-client/generated/graphql';
import { ExpiringFilter } from './expiring-filter';
import { excludesExpiring, tokensParsers, type TokensParams } from './tokens-params';

/**
 * Above the token tabs: the search, the "expiring within" filter and whether tokens already replaced by a
 * renewal are listed (the overview's figures leave them out), each back to the first page.
 */
export function TokensToolbar({
  params,
  setFilters,
  setSearch,
  variables,
  total,
}: {
  params: TokensParams;
  /** The rows shown, whose view the export writes. */
  variables: TokensQueryVariables;
  total: number;
  /** Each back to the first page. */
  setFilters: (values: TableValues<typeof tokensParsers>) => void;
  setSearch: (values: TableValues<typeof tokensParsers>) => void;
}) {
  return (
    <DataTableToolbar
      search={{
        id: 'token-search',
        label: 'Search tokens by customer, token ID or label',
        placeholder: 'Search customer, token ID or label',
        value: params.q,
        onSearch: (q) => setSearch({ q }),
      }}
      actions={
        <ExportCsvButton
          total={total}
          exportRows={async (client, onProgress) => {
            const { exportTokensCsv } = await import('./export-tokens-csv');
            await exportTokensCsv(client, variables, onProgress);
          }}
        />
      }
      filters={[
        {
          id: 'token-renewed',
          label: 'Renewed',
          allLabel: 'Shown',
          value: params.renewed,
          options: [{ value: 'hidden', label: 'Hidden' }],
          onChange: (renewed) => setFilters({ renewed: tokensParsers.renewed.parse(renewed) }),
        },
      ]}
    >
      <ExpiringFilter
        value={params.within}
        onChange={(within) =>
          setFilters(within && excludesExpiring(params.status) ? { within, status: null } : { within })
        }
      />
    </DataTableToolbar>
  );
}
