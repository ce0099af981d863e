'use client';

import { useTable, type RowSelectionState, type Updater } from '@tanstack/react-table';
import { resolveUpdater, serverTableFeatures } from '@/components/data-table/features';
import type { PageParams } from '@/components/data-table/table-params';
import type { IssuedTokenFieldsFragment } from '@/lib/graphql/generated/graphql';
import { isRevocable, type TokenColumns } from './token-column-parts';

/**
 * A page of issued tokens as a table: the server pages and orders them (soonest expiry first, no column
 * sorts), and the page lives in the URL. `pagination` is what the pager shows. With `selection`, rows that
 * can still be revoked can be picked (by token id).
 */
export function useTokenTable(options: {
  columns: TokenColumns;
  list: { tokens: IssuedTokenFieldsFragment[]; total: number } | undefined;
  page: PageParams;
  setPage: (page: PageParams) => void;
  selection?: {
    state: RowSelectionState;
    onChange: (updater: Updater<RowSelectionState>) => void;
  };
}) {
  const { columns, list, page, setPage, selection } = options;
  const pagination = { pageIndex: page.page - 1, pageSize: page.size };
  const table = useTable({
    features: serverTableFeatures,
    columns,
    data: list?.tokens ?? NO_ROWS,
    getRowId: (row) => row.tokenId,
    state: { sorting: NO_SORTING, pagination, rowSelection: selection?.state ?? NO_SELECTION },
    enableSorting: false,
    manualSorting: true,
    manualPagination: true,
    enableRowSelection: selection ? (row) => isRevocable(row.original) : false,
    onRowSelectionChange: selection?.onChange,
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
const NO_SELECTION: RowSelectionState = {};
