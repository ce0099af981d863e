import Link from 'next/link';
import { focusRing } from '@/components/ui/cn';

/**
 * Where one token is found by its id: the tokens page searched for it, across every status (a replaced
 * token is usually revoked or expired by now).
 */
export function tokenHref(tokenId: string): string {
  return `/tokens?${new URLSearchParams({ status: 'all', q: tokenId }).toString()}`;
}

/** A token id as a link to that token. Not prefetched: a page of rows would prefetch dozens of pages. */
export function TokenLink({ tokenId, label }: { tokenId: string; label?: string }) {
  return (
    <Link
      href={tokenHref(tokenId)}
      prefetch={false}
      aria-label={label}
      className={`rounded font-mono text-xs text-accent underline-offset-2 hover:underline ${focusRing}`}
    >
      {tokenId}
    </Link>
  );
}

/**
 * "Renewed → tok_…" and "Renewal of tok_…": the two rows of a renewal point at each other. One line each in
 * the table; on a phone's cards the id goes under its words rather than past the card's edge.
 */
export function RenewalLinks({
  token,
}: {
  token: { renewedFromId: string | null; renewedById: string | null };
}) {
  if (!token.renewedById && !token.renewedFromId) return null;
  return (
    <span className="flex flex-col gap-0.5 text-xs text-muted">
      {token.renewedById ? (
        <span className="sm:whitespace-nowrap">
          Renewed <span aria-hidden="true">→</span>{' '}
          <TokenLink tokenId={token.renewedById} label={`Renewed: the new token is ${token.renewedById}`} />
        </span>
      ) : null}
      {token.renewedFromId ? (
        <span className="sm:whitespace-nowrap">
          Renewal of{' '}
          <TokenLink tokenId={token.renewedFromId} label={`Renewal of token ${token.renewedFromId}`} />
        </span>
      ) : null}
    </span>
  );
}
