import { Fragment } from 'react';

/**
 * A URL that wraps after its separators (`/`, `?`, `&`, `.`), not in the middle of a word, on a narrow screen;
 * one very long segment still wraps where it must.
 */
export function EndpointUrl({ url, className }: { url: string; className?: string }) {
  const parts = url.split(/(?<=[/?&.])/);
  return (
    <span className={className}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </span>
  );
}
