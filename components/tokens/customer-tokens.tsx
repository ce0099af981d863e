'use client';

import { useState } from 'react';
import { ServerTable } from '@/components/data-table/server-table';
import { pageParsers, type PageParams } from '@/components/data-table/table-params';
import { useServerTable } from '@/components/data-table/use-server-table';
import { streamedQuery } from '@/components/data-table/use-table-query';
import { EmptyState } from '@/components/ui/states';
import { CUSTOMER_TOKENS_QUERY } from '@/lib/graphql/documents/tokens';
import { customerTokenColumns } from './customer-token-columns';
import { NewTokenContext } from './new-token-context';
import { NewTokenPanel, type NewToken } from './new-token-panel';
import { tokenRowId, tokensPage } from './token-sources';
import { customerTokensVariables } from './tokens-params';

const customerTokensSource = streamedQuery(CUSTOMER_TOKENS_QUERY);

/**
 * A customer's issued tokens with paging in the URL; renewing and revoking happen in the rows, and a
 * renewal's new token shows above them, once.
 */
export function CustomerTokens({ userId }: { userId: string }) {
  const state = useServerTable({
    parsers: pageParsers,
    source: customerTokensSource,
    variables: (page: PageParams) => customerTokensVariables(userId, page),
    page: tokensPage,
    columns: customerTokenColumns,
    getRowId: tokenRowId,
  });
  const [renewed, setRenewed] = useState<NewToken | null>(null);
  return (
    <NewTokenContext.Provider value={setRenewed}>
      <div className="flex flex-col gap-3">
        {renewed ? <NewTokenPanel token={renewed} onDismiss={() => setRenewed(null)} /> : null}
        <ServerTable
          state={state}
          label="Issued tokens"
          noun="tokens"
          errorTitle="Tokens could not be loaded"
          empty={
            <EmptyState title={state.params.page > 1 ? 'No tokens on this page' : 'No tokens issued yet'} />
          }
        />
      </div>
    </NewTokenContext.Provider>
  );
}
