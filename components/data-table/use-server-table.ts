'use client';

import type { OperationVariables } from '@apollo/client';
import { useTable, type ColumnSort, type RowData, type TableOptions } from '@tanstack/react-table';
import type { UseQueryStatesKeysMap, Values } from 'nuqs';
import { resolveUpdater, serverTableFeatures, type ServerTableFeatures, type SortingState } from './features';
import { pageParsers } from './table-params';
import type { FirstRows, TableSource } from './table-source';
import { useSelectionOf } from './use-selection-of';
import { useTableParams, type SetTableParams } from './use-table-params';

/** Values for a table's URL state, as its parsers name them (null: back to the default). */
export type TableValues<P extends UseQueryStatesKeysMap> = Parameters<SetTableParams<P>>[0];

/** One page of a list as the API answers it: the rows and how many the whole view has. */
export interface TablePage<TRow> {
  rows: TRow[];
  total: number;
}

/** A column sort in the URL: what the table's sorting state is, and the URL values a new sort writes. */
export interface TableSorting<P extends UseQueryStatesKeysMap> {
  state: (params: Values<P>) => SortingState;
  /** The URL values for a new sort (undefined: the default order). */
  change: (sort: ColumnSort | undefined) => TableValues<P>;
}

/**
 * A server-paged table whose state lives in the URL: the view's filters (`parsers`), its page and size, its
 * sort (`sorting`); the rows of `source` for `variables(params)`, shown once loaded (the rows on screen stay,
 * dimmed, meanwhile). With `selectable`, rows it allows can be picked; the pick belongs to the rows on
 * screen and starts empty whenever they change.
 */
export function useServerTable<
  P extends UseQueryStatesKeysMap,
  TData,
  TVariables extends OperationVariables,
  TRow extends RowData,
>(options: {
  parsers: P;
  source: TableSource<TData, TVariables>;
  variables: (params: Values<P>) => TVariables;
  /** The rows the server page rendered, for a source that starts from them (lazyQuery). */
  first?: FirstRows<TData, TVariables>;
  page: (data: TData) => TablePage<TRow>;
  columns: TableOptions<ServerTableFeatures, TRow>['columns'];
  getRowId: (row: TRow) => string;
  sorting?: TableSorting<P>;
  selectable?: (row: TRow) => boolean;
}) {
  // setParams for what keeps the page (the page itself), setFilters for what starts again from the first.
  const [params, setParams] = useTableParams(options.parsers);
  // The page has parsers of its own (kept in step with the view's by nuqs), so paging needs nothing of theirs.
  const [paging, setPaging] = useTableParams(pageParsers);
  const query = options.source.useRows(options.variables(params), options.first);
  const [selection, setSelection] = useSelectionOf(query.variables);

  const list = query.data === undefined ? undefined : options.page(query.data);
  const pagination = { pageIndex: paging.page - 1, pageSize: paging.size };
  const sorting = options.sorting?.state(params) ?? NO_SORTING;
  const { selectable } = options;

  /** Another filter or order starts at the first page: page 7 of another view is somewhere else entirely. */
  const setFilters: SetTableParams<P> = (values, history) => {
    setParams(values, history);
    setPaging({ page: null }, history);
  };
  /** Typing replaces: Back leaves the search rather than stepping through what was typed. */
  const setSearch = (values: TableValues<P>) => setFilters(values, { history: 'replace' });

  const table = useTable({
    features: serverTableFeatures,
    columns: options.columns,
    data: list?.rows ?? NO_ROWS,
    getRowId: options.getRowId,
    state: { sorting, pagination, rowSelection: selectable ? selection : NO_SELECTION },
    enableSorting: options.sorting !== undefined,
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    enableRowSelection: selectable ? (row) => selectable(row.original) : false,
    onRowSelectionChange: (updater) => setSelection((old) => resolveUpdater(updater, old)),
    rowCount: list?.total ?? 0,
    onSortingChange: (updater) => {
      const [next] = resolveUpdater(updater, sorting);
      if (options.sorting) setFilters(options.sorting.change(next));
    },
    onPaginationChange: (updater) => {
      const next = resolveUpdater(updater, pagination);
      setPaging({ page: next.pageIndex + 1, size: next.pageSize });
    },
  });

  return { params, setParams, setFilters, setSearch, query, list, table, pagination };
}

const NO_ROWS: never[] = [];
const NO_SORTING: SortingState = [];
const NO_SELECTION = {};
