'use client';

import { useSuspenseQuery } from '@apollo/client/react';
import { DataTable } from '@/components/data-table/data-table';
import { DataTablePagination } from '@/components/data-table/pagination';
import { useDeferredVariables } from '@/components/data-table/use-deferred-variables';
import { pageParsers } from '@/components/data-table/table-params';
import { useTableParams } from '@/components/data-table/use-table-params';
import { RetryError } from '@/components/ui/retry-error';
import { EmptyState } from '@/components/ui/states';
import { CUSTOMER_TOKENS_QUERY } from '@/lib/graphql/documents/tokens';
import { customerTokenColumns } from './customer-token-columns';
import { customerTokensVariables } from './tokens-params';
import { useTokenTable } from './use-token-table';

/** A customer's issued tokens with paging in the URL; revoking happens in the rows. */
export function CustomerTokens({ userId }: { userId: string }) {
  const [page, setPage] = useTableParams(pageParsers);
  const { variables, stale } = useDeferredVariables(customerTokensVariables(userId, page));
  const { data, error, refetch } = useSuspenseQuery(CUSTOMER_TOKENS_QUERY, { variables, errorPolicy: 'all' });
  const list = data?.customerTokens;
  const { table, pagination } = useTokenTable({ columns: customerTokenColumns, list, page, setPage });

  if (error && !list)
    return <RetryError error={error} retry={() => refetch()} title="Tokens could not be loaded" />;
  return (
    <div className="flex flex-col gap-3">
      <DataTable
        table={table}
        label="Issued tokens"
        stale={stale}
        empty={<EmptyState title={page.page > 1 ? 'No tokens on this page' : 'No tokens issued yet'} />}
      />
      <DataTablePagination
        table={table}
        pageIndex={pagination.pageIndex}
        pageSize={pagination.pageSize}
        noun="tokens"
      />
    </div>
  );
}
