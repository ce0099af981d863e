'use client';

import { usePermissions } from '@/components/auth/permissions';
import { useState } from 'react';
import { PhoneSelectAll } from '@/components/data-table/phone-select-all';
import { ServerTable } from '@/components/data-table/server-table';
import { useServerTable } from '@/components/data-table/use-server-table';
import type { FirstRows } from '@/components/data-table/table-source';
import { useLazyTableQuery } from '@/components/data-table/use-lazy-table-query';
import { TOKEN_COUNTS_QUERY } from '@/lib/graphql-client/documents/tokens';
import type {
  TokenCountsQuery,
  TokenCountsQueryVariables,
  TokensQuery,
  TokensQueryVariables,
} from '@/lib/graphql-client/generated/graphql';
import { NewTokenContext } from './new-token-context';
import { NewTokenPanel, type NewToken } from './new-token-panel';
import { RevokeTokensBar } from './revoke-tokens-bar';
import { StatusTabs, TAB_PANEL_ID, tabId } from './status-tabs';
import { isRevocable } from './token-column-parts';
import { tokenRowId, tokensPage, tokensSource } from './token-sources';
import { TokensEmpty } from './tokens-empty';
import { tokenColumns, tokenColumnsWithoutSelection } from './tokens-columns';
import { excludesExpiring, tokenCountsVariables, tokensParsers, tokensVariables } from './tokens-params';
import { TokensToolbar } from './tokens-toolbar';

/**
 * The token fleet: search (customer, token id, label), status tabs with counts, "expiring within", paging,
 * renew per row, and a bulk revoke of the rows picked. Everything but the picked rows lives in the URL; the
 * pick belongs to the rows on screen and starts empty whenever they change. `first` and `firstCounts`: the
 * rows and the tabs' counts the server rendered for the URL it was asked for (null data: it could not).
 */
export function TokensView({
  first,
  firstCounts,
}: {
  first: FirstRows<TokensQuery, TokensQueryVariables>;
  firstCounts: FirstRows<TokenCountsQuery, TokenCountsQueryVariables>;
}) {
  const mayRevoke = usePermissions().can('revokeCustomerTokens');
  const state = useServerTable({
    parsers: tokensParsers,
    source: tokensSource,
    variables: tokensVariables,
    first,
    page: tokensPage,
    columns: mayRevoke ? tokenColumns : tokenColumnsWithoutSelection,
    getRowId: tokenRowId,
    ...(mayRevoke ? { selectable: isRevocable } : {}),
  });
  const { params, setParams, setFilters, setSearch, query, table } = state;
  const totals = useLazyTableQuery(TOKEN_COUNTS_QUERY, tokenCountsVariables(params), firstCounts);
  const [renewed, setRenewed] = useState<NewToken | null>(null);
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
        <TokensToolbar
          params={params}
          setFilters={setFilters}
          setSearch={setSearch}
          variables={query.variables}
          total={state.list?.total ?? 0}
        />
        {params.within && params.renewed !== 'hidden' ? <RenewedListedNote /> : null}
        <StatusTabs
          value={params.status}
          counts={counts}
          stale={totals.stale}
          onChange={(status) => setFilters(excludesExpiring(status) ? { status, within: null } : { status })}
        />
        <div
          role="tabpanel"
          id={TAB_PANEL_ID}
          aria-labelledby={tabId(params.status)}
          className="flex flex-col gap-3"
        >
          <ServerTable
            state={state}
            label="Issued tokens"
            noun="tokens"
            errorTitle="Tokens could not be loaded"
            retry={() => Promise.all([query.refetch(), totals.refetch()])}
            aboveRows={
              <>
                {mayRevoke && (state.list?.rows.length ?? 0) > 0 ? (
                  <PhoneSelectAll table={table} label="Select every token on this page" />
                ) : null}
                <RevokeTokensBar selected={selected} onClear={() => table.resetRowSelection(true)} />
              </>
            }
            empty={
              <TokensEmpty
                params={params}
                onReset={() => setFilters({ q: null, within: null, status: 'all' })}
                onFirstPage={() => setParams({ page: null })}
              />
            }
          />
        </div>
      </div>
    </NewTokenContext.Provider>
  );
}

/** The overview's figures leave renewed tokens out: said where a list of expiring tokens keeps them. */
function RenewedListedNote() {
  return (
    <p className="text-sm text-muted">
      Tokens already renewed are listed too, marked “Replaced by”; the overview counts only those not yet
      renewed (Renewed: Hidden).
    </p>
  );
}
