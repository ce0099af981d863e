'use client';

import { useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { resolveUpdater } from '@/components/data-table/features';
import { DataTablePagination } from '@/components/data-table/pagination';
import { useTableParams } from '@/components/data-table/use-table-params';
import { useTableQuery } from '@/components/data-table/use-table-query';
import { RetryError } from '@/components/ui/retry-error';
import { TOKEN_COUNTS_QUERY, TOKENS_QUERY } from '@/lib/graphql/documents/tokens';
import { NewTokenContext } from './new-token-context';
import { NewTokenPanel, type NewToken } from './new-token-panel';
import { RevokeTokensBar } from './revoke-tokens-bar';
import { StatusTabs, TAB_PANEL_ID, tabId } from './status-tabs';
import { TokensEmpty } from './tokens-empty';
import { tokenColumns } from './tokens-columns';
import { tokenCountsVariables, tokensParsers, tokensVariables } from './tokens-params';
import { TokensToolbar } from './tokens-toolbar';
import { useSelectionOf } from './use-selection-of';
import { useTokenTable } from './use-token-table';

/**
 * The token fleet: search (customer, token id, label), status tabs with counts, "expiring within", paging,
 * renew per row, and a bulk revoke of the rows picked. Everything but the picked rows lives in the URL; the
 * pick belongs to the rows on screen and starts empty whenever they change.
 */
export function TokensView() {
  const [params, setParams] = useTableParams(tokensParsers);
  const tokens = useTableQuery(TOKENS_QUERY, tokensVariables(params));
  const totals = useTableQuery(TOKEN_COUNTS_QUERY, tokenCountsVariables(params));
  const [renewed, setRenewed] = useState<NewToken | null>(null);
  const [selection, setSelection] = useSelectionOf(tokens.variables);

  const list = tokens.data?.customerTokens;
  const { table, pagination } = useTokenTable({
    columns: tokenColumns,
    list,
    page: params,
    setPage: setParams,
    selection: {
      state: selection,
      onChange: (updater) => setSelection((old) => resolveUpdater(updater, old)),
    },
  });
  const selected = table.getSelectedRowModel().rows.map((row) => row.original);

  const t = totals.data;
  const counts =
    t && !totals.failed
      ? { all: t.all.total, active: t.active.total, expired: t.expired.total, revoked: t.revoked.total }
      : null;
  return (
    <NewTokenContext.Provider value={setRenewed}>
      <div className="flex flex-col gap-4">
        {renewed ? <NewTokenPanel token={renewed} onDismiss={() => setRenewed(null)} /> : null}
        <TokensToolbar params={params} setParams={setParams} />
        <StatusTabs
          value={params.status}
          counts={counts}
          stale={totals.stale}
          onChange={(status) => setParams({ status, page: null })}
        />
        <div
          role="tabpanel"
          id={TAB_PANEL_ID}
          aria-labelledby={tabId(params.status)}
          className="flex flex-col gap-3"
        >
          {tokens.error && (!list || tokens.failed) ? (
            <RetryError
              error={tokens.error}
              retry={() => Promise.all([tokens.refetch(), totals.refetch()])}
              title="Tokens could not be loaded"
            />
          ) : (
            <>
              <RevokeTokensBar selected={selected} onClear={() => setSelection({})} />
              <DataTable
                table={table}
                label="Issued tokens"
                stale={tokens.stale}
                pageKey={tokens.variables.offset}
                empty={
                  <TokensEmpty
                    params={params}
                    onReset={() => setParams({ q: null, within: null, status: 'all', page: null })}
                    onFirstPage={() => setParams({ page: null })}
                  />
                }
              />
              <DataTablePagination
                table={table}
                pageIndex={pagination.pageIndex}
                pageSize={pagination.pageSize}
                noun="tokens"
                stale={tokens.stale}
              />
            </>
          )}
        </div>
      </div>
    </NewTokenContext.Provider>
  );
}
