import type { Metadata } from 'next';
import { queryOrThrow } from '@/app/_lib/apollo-rsc';
import { requestTime } from '@/app/_lib/request-time';
import { viewerZone } from '@/app/_lib/viewer-zone';
import { PageHeader } from '@/components/layout/page-header';
import { BarChart } from '@/components/overview/bar-chart';
import { monthBars, weekBars } from '@/components/overview/chart-bars';
import { LatestActivity } from '@/components/overview/latest-activity';
import { NeedsAttention } from '@/components/overview/needs-attention';
import { OverviewFigures } from '@/components/overview/overview-figures';
import { Card } from '@/components/ui/card';
import { dayBars } from '@/components/usage/day-bars';
import { requireSession } from '@/lib/dashboard/session/session';
import { PAGE_LIMIT } from '@/lib/contract/limits';
import { OVERVIEW_QUERY } from '@/lib/graphql-client/documents/overview';

export const metadata: Metadata = { title: 'Overview' };

const number = new Intl.NumberFormat('en');

/**
 * The dashboard's home: one query, rendered whole on the server (the charts too, as SVG), so the page adds
 * next to no JavaScript of its own. `?lost=all` opens the whole "access lost" list in place.
 */
export default async function OverviewPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireSession();
  const allLost = (await searchParams).lost === 'all';
  const [{ overview, activity, webhookEndpoints }, zone] = await Promise.all([
    queryOrThrow(OVERVIEW_QUERY, allLost ? { lostLimit: PAGE_LIMIT.max } : {}),
    viewerZone(),
  ]);
  const weeks = weekBars(overview.expiriesByWeek, zone);
  const months = monthBars(overview.customersByMonth, zone.locale);
  const expiring = overview.expiriesByWeek.reduce((sum, week) => sum + week.count, 0);
  const added = overview.customersByMonth.reduce((sum, month) => sum + month.count, 0);
  const requests = dayBars(
    overview.requestsByDay.map((d) => ({ start: d.day, requests: d.count })),
    zone.locale,
  );
  const requested = overview.requestsByDay.reduce((sum, day) => sum + day.count, 0);
  return (
    <>
      <PageHeader title="Overview" />
      <OverviewFigures overview={overview} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card className="p-4">
          <BarChart
            id="expiries-chart"
            title="Tokens expiring, week by week"
            summary={`${number.format(expiring)} active tokens expire in the next ${weeks.length} weeks (a renewed token counts once). Each bar is a week of whole days (UTC) from today, so the first can differ a little from the 7-day figure above, which runs to this time next week.`}
            columnHeader="Week"
            valueHeader="Tokens expiring"
            bars={weeks}
            // "24 Nov" is wider than a twelfth of the card: every other week is named.
            labelStep={2}
          />
        </Card>
        <Card className="p-4">
          <BarChart
            id="customers-chart"
            title="Customers added, month by month"
            summary={`${number.format(added)} customers added in the last ${months.length} months.`}
            columnHeader="Month"
            valueHeader="Customers added"
            bars={months}
          />
        </Card>
      </div>
      <Card className="p-4">
        <BarChart
          id="requests-chart"
          title="Customer API requests, day by day"
          summary={`${number.format(requested)} requests from your customers in the last ${requests.length} days (UTC).`}
          columnHeader="Day"
          valueHeader="Requests"
          bars={requests}
          labelStep={5}
        />
      </Card>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <NeedsAttention
          ending={overview.accessEndingSoon}
          lost={overview.accessLost}
          outdatedHandbooks={overview.outdatedHandbookCount}
          endpoints={webhookEndpoints}
          now={requestTime()}
          zone={zone}
        />
        <LatestActivity events={activity.events} />
      </div>
    </>
  );
}
