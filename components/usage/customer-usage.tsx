import { BarChart } from '@/components/overview/bar-chart';
import { Card } from '@/components/ui/card';
import { EmptyState, ErrorState } from '@/components/ui/states';
import type { CustomerUsageQuery } from '@/lib/graphql-client/generated/graphql';
import { dayBars } from './day-bars';
import { OperationsTable, TokensTable } from './usage-breakdown';

const number = new Intl.NumberFormat('en');

/**
 * A customer's Customer API use over the last days, drawn on the server: requests and failures day by day,
 * then the operations and the tokens behind them, each token's failures said in words. `usage` is null when
 * it could not be read.
 */
export function CustomerUsage({
  usage,
  days,
  locale,
}: {
  usage: CustomerUsageQuery['customerUsage'] | null;
  days: number;
  locale: string;
}) {
  return (
    <section aria-labelledby="usage-heading" className="flex flex-col gap-3">
      <h2 id="usage-heading" className="text-lg font-semibold">
        Usage
      </h2>
      {!usage ? (
        <ErrorState title="Usage could not be loaded" message="Reload the page to try again." />
      ) : usage.requests === 0 ? (
        <Card>
          <EmptyState title={`No requests in the last ${days} days`}>
            Requests this customer’s programs make to the Customer API appear here within seconds.
          </EmptyState>
        </Card>
      ) : (
        <>
          <Card className="p-4">
            <BarChart
              id="usage-chart"
              title="Requests, day by day"
              summary={`${number.format(usage.requests)} requests in the last ${days} days (UTC), ${number.format(usage.failed)} of them failed.`}
              columnHeader="Day"
              valueHeader="Requests"
              partHeader="Failed"
              bars={dayBars(usage.buckets, locale)}
              labelStep={5}
            />
          </Card>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <OperationsTable operations={usage.operations} />
            <TokensTable
              tokens={usage.tokens}
              // The range's first bucket (there is one for every day of it): where the counts begin.
              since={new Date(usage.buckets[0]!.start)}
              locale={locale}
            />
          </div>
        </>
      )}
    </section>
  );
}
