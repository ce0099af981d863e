'use client';

import { SearchInput } from '@/components/data-table/search-input';
import type { SetTableParams } from '@/components/data-table/use-table-params';
import { ExpiringFilter } from './expiring-filter';
import type { tokensParsers, TokensParams } from './tokens-params';

/** Above the token tabs: the search and the "expiring within" filter, each back to the first page. */
export function TokensToolbar({
  params,
  setParams,
}: {
  params: TokensParams;
  setParams: SetTableParams<typeof tokensParsers>;
}) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
      <SearchInput
        id="token-search"
        label="Search tokens by customer, token ID or label"
        placeholder="Search customer, token ID or label"
        value={params.q}
        // Typing replaces: Back leaves the search rather than stepping through what was typed.
        onSearch={(q) => setParams({ q, page: null }, { history: 'replace' })}
      />
      <ExpiringFilter
        value={params.within}
        onChange={(within) =>
          // Only active tokens expire within some days: the filter moves off the expired and revoked tabs.
          setParams(
            within && (params.status === 'expired' || params.status === 'revoked')
              ? { within, status: null, page: null }
              : { within, page: null },
          )
        }
      />
    </div>
  );
}
