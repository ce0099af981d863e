import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/states';
import { PastLastPage } from '@/components/data-table/past-last-page';
import { excludesExpiring, type TokensParams } from './tokens-params';

const WHAT = { all: 'tokens', active: 'active tokens', expired: 'expired tokens', revoked: 'revoked tokens' };

/** Why no token is listed, in the terms of the search and filters that are set, and the way out. */
export function TokensEmpty({
  params,
  onReset,
  onFirstPage,
}: {
  params: TokensParams;
  onReset: () => void;
  onFirstPage: () => void;
}) {
  if (params.page > 1) {
    return <PastLastPage page={params.page} noun="token" onFirstPage={onFirstPage} />;
  }
  const what = WHAT[params.status];
  const narrowed = params.q || params.within;
  if (!narrowed && params.status === 'all') {
    return <EmptyState title="No tokens issued yet">Issue one from a customer’s page.</EmptyState>;
  }
  const title = [
    `No ${what}`,
    params.q ? `match “${params.q}”` : null,
    params.within
      ? `${params.q ? 'and ' : ''}expire within ${params.within} ${params.within === 1 ? 'day' : 'days'}`
      : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <EmptyState title={title}>
      {params.within && excludesExpiring(params.status) ? (
        <p className="mb-2">Only active tokens can expire within a number of days.</p>
      ) : null}
      <Button size="sm" onClick={onReset}>
        Show every token
      </Button>
    </EmptyState>
  );
}
