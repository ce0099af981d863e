'use client';

import { useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { DataTablePagination } from '@/components/data-table/pagination';
import { pageParsers } from '@/components/data-table/table-params';
import { useTableParams } from '@/components/data-table/use-table-params';
import { useTableQuery } from '@/components/data-table/use-table-query';
import { RetryError } from '@/components/ui/retry-error';
import { EmptyState } from '@/components/ui/states';
import { CUSTOMER_TOKENS_QUERY } from '@/lib/graphql/documents/tokens';
import { customerTokenColumns } from './customer-token-columns';
import { NewTokenContext } from './new-token-context';
import { NewTokenPanel, type NewToken } from './new-token-panel';
import { customerTokensVariables } from './tokens-params';
import { useTokenTable } from './use-token-table';

/**
 * A customer's issued tokens with paging in the URL; renewing and revoking happen in the rows, and a
 * renewal's new token shows above them, once.
 */
export function CustomerTokens({ userId }: { userId: string }) {
  const [page, setPage] = useTableParams(pageParsers);
  const { data, error, failed, refetch, variables, stale } = useTableQuery(
    CUSTOMER_TOKENS_QUERY,
    customerTokensVariables(userId, page),
  );
  const [renewed, setRenewed] = useState<NewToken | null>(null);
  const list = data?.customerTokens;
  const { table, pagination } = useTokenTable({ columns: customerTokenColumns, list, page, setPage });

  if (error && (!list || failed))
    return <RetryError error={error} retry={() => refetch()} title="Tokens could not be loaded" />;
  return (
    <NewTokenContext.Provider value={setRenewed}>
      <div className="flex flex-col gap-3">
        {renewed ? <NewTokenPanel token={renewed} onDismiss={() => setRenewed(null)} /> : null}
        <DataTable
          table={table}
          label="Issued tokens"
          stale={stale}
          pageKey={variables.offset}
          empty={<EmptyState title={page.page > 1 ? 'No tokens on this page' : 'No tokens issued yet'} />}
        />
        <DataTablePagination
          table={table}
          pageIndex={pagination.pageIndex}
          pageSize={pagination.pageSize}
          noun="tokens"
          stale={stale}
        />
      </div>
    </NewTokenContext.Provider>
  );
}
