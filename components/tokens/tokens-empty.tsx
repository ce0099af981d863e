import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/states';
import type { TokensParams } from './tokens-params';

/** Why no token is listed, in the terms of the filters that are set. */
export function TokensEmpty({ params, onReset }: { params: TokensParams; onReset: () => void }) {
  if (params.page > 1) return <EmptyState title={`Page ${params.page} is past the last token`} />;
  if (params.status === 'all' && params.within === null) {
    return <EmptyState title="No tokens issued yet">Issue one from a customer’s page.</EmptyState>;
  }
  const what = params.status === 'all' ? 'tokens' : `${params.status} tokens`;
  return (
    <EmptyState title={params.within ? `No ${what} expire within ${params.within} days` : `No ${what}`}>
      {params.within && (params.status === 'expired' || params.status === 'revoked') ? (
        <p className="mb-2">Only active tokens can expire within a number of days.</p>
      ) : null}
      <Button size="sm" onClick={onReset}>
        Show all tokens
      </Button>
    </EmptyState>
  );
}
