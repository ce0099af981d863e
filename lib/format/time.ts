/**
 * Times as people read them: relative ("in 5 days", "3 days ago") and absolute in the viewer's time zone.
 * Pure functions: `now` is a parameter, so the server and the browser agree during hydration and tests
 * need no fake clock.
 */

export type Instant = Date | string | number;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const MONTH = 30.436875 * DAY;
const YEAR = 365.2425 * DAY;

export function toDate(value: Instant): Date {
  return value instanceof Date ? value : new Date(value);
}

function unitFor(distance: number): [Intl.RelativeTimeFormatUnit, number] {
  if (distance < MINUTE) return ['second', SECOND];
  if (distance < HOUR) return ['minute', MINUTE];
  if (distance < DAY) return ['hour', HOUR];
  // Days up to two months: "in 45 days" says more to someone watching expiries than "in 1 month".
  if (distance < 60 * DAY) return ['day', DAY];
  if (distance < YEAR - DAY / 2) return ['month', MONTH];
  return ['year', YEAR];
}

/** "in 5 days", "3 hours ago", "now": rounded to the nearest whole unit. */
export function formatRelative(target: Instant, now: Instant, locale = 'en'): string {
  const diff = toDate(target).getTime() - toDate(now).getTime();
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  if (Math.abs(diff) < 30 * SECOND)
    return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second');
  const [unit, size] = unitFor(Math.abs(diff));
  const amount = Math.round(diff / size);
  // Rounding may reach the next unit's size ("in 60 minutes"); that reads fine, and never shows as "in 0".
  return format.format(amount === 0 ? Math.sign(diff) : amount, unit);
}

export interface Zone {
  locale: string;
  timeZone: string;
}

/** The zone used on the server and during hydration, before the browser's own zone is known. */
export const UTC_ZONE: Zone = { locale: 'en-GB', timeZone: 'UTC' };

/** "21 Nov 2026, 10:30 CET": date, time and the zone's short name, so a UTC rendering is never mistaken. */
export function formatAbsolute(target: Instant, zone: Zone): string {
  return new Intl.DateTimeFormat(zone.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: zone.timeZone,
  })
    .format(toDate(target))
    .concat(' ', zoneName(target, zone));
}

function zoneName(target: Instant, zone: Zone): string {
  const part = new Intl.DateTimeFormat(zone.locale, { timeZone: zone.timeZone, timeZoneName: 'short' })
    .formatToParts(toDate(target))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone.timeZone;
}

/** "21 Nov 2026": a date without the time, for creation dates in dense tables. */
export function formatDate(target: Instant, zone: Zone): string {
  return new Intl.DateTimeFormat(zone.locale, { dateStyle: 'medium', timeZone: zone.timeZone }).format(
    toDate(target),
  );
}
