'use client';

import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { CopyButton } from '@/components/ui/copy-button';
import { TimeStack } from '@/components/ui/time';
import { API_PATHS } from '@/lib/contract/api-paths';
import { useRevoked } from './revoked-tokens';

export interface NewToken {
  token: string;
  /** Its record's id: once it is revoked from this page, the panel stops offering the token. */
  tokenId: string;
  expiresAt: string;
  /** Who it is for, by name: the panel's heading. */
  customerName: string;
  /** What became of the token it replaced, after a renewal ("tok_… stops working in 1 day."). */
  note?: string;
}

/** What the panel shows of a token just issued or renewed (the API's `GeneratedToken`). */
export function newTokenFrom(
  generated: { token: string; expiresAt: string; issuedToken: { tokenId: string } },
  customerName: string,
  note?: string,
): NewToken {
  const { token, expiresAt, issuedToken } = generated;
  return { token, tokenId: issuedToken.tokenId, expiresAt, customerName, ...(note ? { note } : {}) };
}

/** A ready-to-run request to the Customer API with the new token, for the reseller to hand over. */
export function curlExample(origin: string, token: string): string {
  const body = JSON.stringify({ query: '{ listHandbooks { handbooks { handbookId createdAt } } }' });
  return [
    `curl -X POST ${origin}${API_PATHS.customer}`,
    `  -H 'Content-Type: application/json'`,
    `  -H 'Authorization: Bearer ${token}'`,
    `  -d '${body}'`,
  ].join(' \\\n');
}

/**
 * The token, shown this once: it is not stored in clear anywhere, so closing the panel loses it. Focus
 * moves here when it appears so that screen-reader and keyboard users land on it. Once the token is revoked
 * (its row, the bulk bar), the panel stops offering it: a secret that no longer works is not worth copying.
 */
export function NewTokenPanel({ token, onDismiss }: { token: NewToken; onDismiss: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A page may show two at once (a token issued, then another renewed): ids of their own.
  const id = useId();
  const revoked = useRevoked(token.tokenId);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, [token.token]);
  if (revoked) {
    return (
      <RevokedTokenNotice tokenId={token.tokenId} customerName={token.customerName} onDismiss={onDismiss} />
    );
  }
  const example = curlExample(window.location.origin, token.token);

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4 rounded-lg border-2 border-success/50 bg-surface p-4 sm:p-5"
    >
      <div>
        <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
          New token for {token.customerName}
        </h2>
        {/* The id its row in the tokens table shows: two panels on one page are told apart by it. */}
        <p className="mt-0.5 text-xs text-muted">
          Token <code className="font-mono">{token.tokenId}</code>
        </p>
        {token.note ? <p className="mt-1 text-sm text-muted">{token.note}</p> : null}
        <p className="mt-1 text-sm">
          <strong>Copy it now: it is shown only this once.</strong> Hand it to the customer through a channel
          you trust.
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <span className="text-sm font-medium" id={`${id}-label`}>
            Bearer token
          </span>
          <CopyButton value={token.token} label="Copy token" variant="primary" />
        </div>
        <code
          aria-labelledby={`${id}-label`}
          data-testid="new-token"
          className="block rounded-md border border-line bg-canvas p-3 font-mono text-xs break-all select-all"
        >
          {token.token}
        </code>
      </div>
      <div className="flex flex-wrap items-baseline gap-2 text-sm">
        <span className="font-medium">Expires</span>
        <TimeStack value={token.expiresAt} />
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <span className="text-sm font-medium" id={`${id}-curl-label`}>
            Try it: list the customer’s handbooks
          </span>
          <CopyButton value={example} label="Copy command" />
        </div>
        <pre
          tabIndex={0}
          aria-labelledby={`${id}-curl-label`}
          className="overflow-x-auto rounded-md border border-line bg-canvas p-3 font-mono text-xs"
        >
          {example}
        </pre>
      </div>
      <div>
        <Button onClick={onDismiss}>Done: I have stored it</Button>
      </div>
    </section>
  );
}

/** What is left of the panel once its token was revoked: no secret, and why it went. */
function RevokedTokenNotice({
  tokenId,
  customerName,
  onDismiss,
}: {
  tokenId: string;
  customerName: string;
  onDismiss: () => void;
}) {
  return (
    <Notice
      action={
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          Dismiss
        </Button>
      }
    >
      {customerName}’s token <code className="font-mono">{tokenId}</code> was revoked: it no longer works, and
      its value is no longer shown.
    </Notice>
  );
}
