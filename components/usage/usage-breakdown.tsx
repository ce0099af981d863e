import { Card } from '@/components/ui/card';
import type { CustomerUsageQuery } from '@/lib/graphql-client/generated/graphql';
import { failureWords } from './failure-words';

type Usage = NonNullable<CustomerUsageQuery['customerUsage']>;

const number = new Intl.NumberFormat('en');
const cell = 'px-4 py-2';
const figure = `${cell} text-right tabular-nums`;

function Heads({ first }: { first: string }) {
  return (
    <thead className="border-b border-line text-xs text-muted">
      <tr>
        <th scope="col" className={`${cell} font-medium`}>
          {first}
        </th>
        <th scope="col" className={`${cell} text-right font-medium`}>
          Requests
        </th>
        <th scope="col" className={`${cell} text-right font-medium`}>
          Failed
        </th>
      </tr>
    </thead>
  );
}

/** The operations (first root fields) the customer called, most first. */
export function OperationsTable({ operations }: { operations: Usage['operations'] }) {
  return (
    <Card labelledBy="usage-operations-heading" className="overflow-x-auto">
      <h3 id="usage-operations-heading" className="px-4 pt-4 font-semibold">
        By operation
      </h3>
      <table className="mt-2 w-full text-left text-sm">
        <Heads first="Operation" />
        <tbody>
          {operations.map((row) => (
            <tr key={row.operation} className="border-b border-line last:border-b-0">
              <th scope="row" className={`${cell} font-normal`}>
                {row.operation ? (
                  <code className="font-mono text-xs">{row.operation}</code>
                ) : (
                  <span className="text-muted">Unreadable or unknown request</span>
                )}
              </th>
              <td className={figure}>{number.format(row.requests)}</td>
              <td className={figure}>{number.format(row.failed)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

/** The tokens the requests came with since `since`, most first, and what their failures mean. */
export function TokensTable({
  tokens,
  since,
  locale,
}: {
  tokens: Usage['tokens'];
  since: Date;
  locale: string;
}) {
  return (
    <Card labelledBy="usage-tokens-heading" className="overflow-x-auto">
      <h3 id="usage-tokens-heading" className="px-4 pt-4 font-semibold">
        By token
      </h3>
      <table className="mt-2 w-full text-left text-sm">
        <Heads first="Token" />
        <tbody>
          {tokens.map((row) => {
            const words = failureWords(row, since, locale);
            return (
              <tr key={row.token.tokenId} className="border-b border-line align-top last:border-b-0">
                <th scope="row" className={`${cell} font-normal`}>
                  <span className="block">{row.token.label ?? 'No label'}</span>
                  <code className="font-mono text-xs break-all text-muted">{row.token.tokenId}</code>
                  {words ? <span className="block text-xs text-danger">{words}</span> : null}
                </th>
                <td className={figure}>{number.format(row.requests)}</td>
                <td className={figure}>{number.format(row.failed)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}
