import type { Zone } from '@/lib/format/time';
import type { OverviewQuery } from '@/lib/graphql-client/generated/graphql';

/** One bar of a chart (BarChart): what it counts and how it is named. */
export interface Bar {
  /** Under the bar: short ("24 Nov"). */
  label: string;
  /** A second line under the label, where one is due (a month's year). */
  sublabel?: string;
  /** In the text alternative and the bar's tooltip: unambiguous ("Week of 24 Nov 2026"). */
  longLabel: string;
  value: number;
  /** The part of `value` drawn apart at the bar's foot (failed requests), where the chart has one. */
  part?: number;
  /** The list the bar counts, when there is one to open. */
  href?: string;
  /** Where `href` opens more than the bar counts: what it opens, said in the bar's tooltip. */
  opens?: string;
}

type Overview = OverviewQuery['overview'];

/**
 * Weeks as the day each begins, in the viewer's zone: "24 Nov", and "Week from 24 Nov 2026" in full; each leads to
 * the tokens expiring by its end, not yet renewed.
 */
export function weekBars(weeks: Overview['expiriesByWeek'], zone: Zone): Bar[] {
  const short = new Intl.DateTimeFormat(zone.locale, {
    day: 'numeric',
    month: 'short',
    timeZone: zone.timeZone,
  });
  const long = new Intl.DateTimeFormat(zone.locale, { dateStyle: 'medium', timeZone: zone.timeZone });
  return weeks.map((week, i) => ({
    label: short.format(new Date(week.weekStart)),
    longLabel: i === 0 ? 'The next 7 days' : `The week from ${long.format(new Date(week.weekStart))}`,
    value: week.count,
    // The tokens list filters by "expiring within N days": this week's tokens are the last of that list. The
    // bars leave out tokens a renewal replaced, as the figures do: so does the list they open.
    href: `/tokens?within=${7 * (i + 1)}&renewed=hidden`,
    // The API filters by "within N days" only: a later week's bar opens the weeks before it too.
    ...(i === 0 ? {} : { opens: `every token expiring within ${7 * (i + 1)} days, this week’s last` }),
  }));
}

/** Months are calendar months in UTC (the API's): "Nov", with the year under January and the first bar. */
export function monthBars(months: Overview['customersByMonth'], locale: string): Bar[] {
  const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return months.map((m, i) => {
    const start = new Date(m.monthStart);
    return {
      label: month.format(start),
      ...(i === 0 || start.getUTCMonth() === 0 ? { sublabel: String(start.getUTCFullYear()) } : {}),
      longLabel: long.format(start),
      value: m.count,
    };
  });
}
