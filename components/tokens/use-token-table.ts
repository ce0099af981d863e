'use client';

import { useTable } from '@tanstack/react-table';
import { resolveUpdater, serverTableFeatures } from '@/components/data-table/features';
import type { PageParams } from '@/components/data-table/table-params';
import type { IssuedTokenFieldsFragment } from '@/lib/graphql/generated/graphql';
import type { TokenColumns } from './token-column-parts';

/**
 * A page of issued tokens as a table: the server pages and orders them (soonest expiry first, no column
 * sorts), and the page lives in the URL. `pagination` is what the pager shows.
 */
export function useTokenTable(options: {
  columns: TokenColumns;
  list: { tokens: IssuedTokenFieldsFragment[]; total: number } | undefined;
  page: PageParams;
  setPage: (page: PageParams) => void;
}) {
  const { columns, list, page, setPage } = options;
  const pagination = { pageIndex: page.page - 1, pageSize: page.size };
  const table = useTable({
    features: serverTableFeatures,
    columns,
    data: list?.tokens ?? NO_ROWS,
    getRowId: (row) => row.tokenId,
    state: { sorting: NO_SORTING, pagination },
    enableSorting: false,
    manualSorting: true,
    manualPagination: true,
    rowCount: list?.total ?? 0,
    onPaginationChange: (updater) => {
      const next = resolveUpdater(updater, pagination);
      setPage({ page: next.pageIndex + 1, size: next.pageSize });
    },
  });
  return { table, pagination };
}

const NO_ROWS: never[] = [];
const NO_SORTING: never[] = [];
