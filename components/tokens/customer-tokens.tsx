'use client';

import { ServerTable } from '@/components/data-table/server-table';
import { pageParsers, type PageParams } from '@/components/data-table/table-params';
import type { FirstRows } from '@/components/data-table/table-source';
import { useServerTable } from '@/components/data-table/use-server-table';
import { EmptyState } from '@/components/ui/states';
import type {
  CustomerTokensQuery,
  CustomerTokensQueryVariables,
} from '@/lib/graphql-client/generated/graphql';
import { customerTokenColumns } from './customer-token-columns';
import { customerTokensSource, tokenRowId, tokensPage } from './token-sources';
import { customerTokensVariables } from './tokens-params';

/**
 * A customer's issued tokens with paging in the URL; renewing and revoking happen in the rows, and a
 * renewal's new token shows in the page's one place for new tokens (NewTokenSlot), once. `first`: the page of tokens the server rendered (null data:
 * it could not get them).
 */
export function CustomerTokens({
  userId,
  first,
}: {
  userId: string;
  first: FirstRows<CustomerTokensQuery, CustomerTokensQueryVariables>;
}) {
  const state = useServerTable({
    parsers: pageParsers,
    source: customerTokensSource,
    variables: (page: PageParams) => customerTokensVariables(userId, page),
    first,
    page: tokensPage,
    columns: customerTokenColumns,
    getRowId: tokenRowId,
  });
  return (
    <ServerTable
      state={state}
      label="Issued tokens"
      noun="tokens"
      errorTitle="Tokens could not be loaded"
      empty={<EmptyState title={state.params.page > 1 ? 'No tokens on this page' : 'No tokens issued yet'} />}
    />
  );
}
