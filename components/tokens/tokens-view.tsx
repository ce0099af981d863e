'use client';

import { useSuspenseQuery } from '@apollo/client/react';
import { useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { DataTablePagination } from '@/components/data-table/pagination';
import { useDeferredVariables } from '@/components/data-table/use-deferred-variables';
import { useTableParams } from '@/components/data-table/use-table-params';
import { RetryError } from '@/components/ui/retry-error';
import { TOKEN_COUNTS_QUERY, TOKENS_QUERY } from '@/lib/graphql/documents/tokens';
import { ExpiringFilter } from './expiring-filter';
import { NewTokenPanel, type NewToken } from './new-token-panel';
import { RenewedTokenContext } from './renew-token-button';
import { StatusTabs, TAB_PANEL_ID, tabId } from './status-tabs';
import { TokensEmpty } from './tokens-empty';
import { tokenColumns } from './tokens-columns';
import { tokenCountsVariables, tokensParsers, tokensVariables } from './tokens-params';
import { useTokenTable } from './use-token-table';

/** Every issued token: status tabs with counts, an "expiring within" filter, paging, and renew per row. */
export function TokensView() {
  const [params, setParams] = useTableParams(tokensParsers);
  const { variables, stale } = useDeferredVariables(tokensVariables(params));
  const counts = useDeferredVariables(tokenCountsVariables(params));
  const tokens = useSuspenseQuery(TOKENS_QUERY, { variables, errorPolicy: 'all' });
  const totals = useSuspenseQuery(TOKEN_COUNTS_QUERY, { variables: counts.variables, errorPolicy: 'all' });
  const [renewed, setRenewed] = useState<NewToken | null>(null);

  const list = tokens.data?.customerTokens;
  const { table, pagination } = useTokenTable({
    columns: tokenColumns,
    list,
    page: params,
    setPage: setParams,
  });

  const t = totals.data;
  return (
    <RenewedTokenContext.Provider value={setRenewed}>
      <div className="flex flex-col gap-4">
        {renewed ? <NewTokenPanel token={renewed} onDismiss={() => setRenewed(null)} /> : null}
        <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
          <StatusTabs
            value={params.status}
            counts={
              t
                ? {
                    all: t.all.total,
                    active: t.active.total,
                    expired: t.expired.total,
                    revoked: t.revoked.total,
                  }
                : null
            }
            onChange={(status) => setParams({ status, page: null })}
          />
          <ExpiringFilter value={params.within} onChange={(within) => setParams({ within, page: null })} />
        </div>
        <div
          role="tabpanel"
          id={TAB_PANEL_ID}
          aria-labelledby={tabId(params.status)}
          className="flex flex-col gap-3"
        >
          {tokens.error && !list ? (
            <RetryError
              error={tokens.error}
              retry={() => Promise.all([tokens.refetch(), totals.refetch()])}
              title="Tokens could not be loaded"
            />
          ) : (
            <>
              <DataTable
                table={table}
                label="Issued tokens"
                stale={stale || counts.stale}
                empty={
                  <TokensEmpty
                    params={params}
                    onReset={() => setParams({ status: null, within: null, page: null })}
                  />
                }
              />
              <DataTablePagination
                table={table}
                pageIndex={pagination.pageIndex}
                pageSize={pagination.pageSize}
                noun="tokens"
              />
            </>
          )}
        </div>
      </div>
    </RenewedTokenContext.Provider>
  );
}
