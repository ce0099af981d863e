'use client';

import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import type { TableValues } from '@/components/data-table/use-server-table';
import { ExpiringFilter } from './expiring-filter';
import { excludesExpiring, type tokensParsers, type TokensParams } from './tokens-params';

/** Above the token tabs: the search and the "expiring within" filter, each back to the first page. */
export function TokensToolbar({
  params,
  setFilters,
  setSearch,
}: {
  params: TokensParams;
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
