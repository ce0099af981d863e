import type { Bar } from '@/components/overview/chart-bars';

export interface DayFigures {
  /** The day's first instant (UTC), as the API gives it. */
  start: string;
  requests: number;
  failed?: number;
}

/**
 * Days as the API counts them, in UTC: "1 Dec" under the bar, "1 Dec 2026" in full; failures, when given,
 * are the bar's part.
 */
export function dayBars(days: readonly DayFigures[], locale: string): Bar[] {
  const short = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return days.map((day) => {
    const start = new Date(day.start);
    return {
      label: short.format(start),
      longLabel: long.format(start),
      value: day.requests,
      ...(day.failed === undefined ? {} : { part: day.failed }),
    };
  });
}
