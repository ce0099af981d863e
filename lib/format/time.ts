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

/** The locale when the viewer's browser names no English variant: day, month, year and a 24-hour clock. */
export const DEFAULT_LOCALE = 'en-GB';

export function toDate(value: Instant): Date {
  return value instanceof Date ? value : new Date(value);
}

function unitFor(distance: number): [Intl.RelativeTimeFormatUnit, number] {
  // Minutes from 30 seconds: the clock on screen ticks every 30 s (components/ui/clock), so a count of
  // seconds would stand still, and wrong, for half a minute ("47 seconds ago" for 30 s).
  if (distance < HOUR) return ['minute', MINUTE];
  if (distance < DAY) return ['hour', HOUR];
  // Days up to two months: "in 45 days" says more to someone watching expiries than "in 1 month".
  if (distance < 60 * DAY) return ['day', DAY];
  if (distance < YEAR - DAY / 2) return ['month', MONTH];
  return ['year', YEAR];
}

/**
 * "in 5 days", "3 hours ago", "just now", "in a few seconds": rounded to the nearest whole unit (coming days up), in `locale` (the same
 * locale as the absolute time beside it, so the two never mix languages; always an English one, see Zone).
 * Within 30 seconds a past time is "just now" ("Added just now"), a coming one "in a few seconds" ("Next
 * attempt in a few seconds"; a bare "now" read as if it were happening already).
 */
export function formatRelative(target: Instant, now: Instant, locale: string = DEFAULT_LOCALE): string {
  const diff = toDate(target).getTime() - toDate(now).getTime();
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  if (Math.abs(diff) < 30 * SECOND) return diff < 0 ? 'just now' : 'in a few seconds';
  const [unit, size] = unitFor(Math.abs(diff));
  // Coming days count up: "in 2 days" is within 2 days, as the "expiring within" filters and the overview
  // count, and never beyond them (35 hours rounded would read "in 1 day" yet be left out of "within 1 day").
  const amount = unit === 'day' && diff > 0 ? Math.ceil(diff / size) : Math.round(diff / size);
  // Rounding may reach the next unit's size ("in 60 minutes"); that reads fine, and never shows as "in 0".
  return format.format(amount === 0 ? Math.sign(diff) : amount, unit);
}

/**
 * How times are written for one viewer: a locale (always an English one: the dashboard's words are English,
 * and a date in another language beside them reads as a mistake) and the viewer's time zone.
 */
export interface Zone {
  locale: string;
  timeZone: string;
}

/** UTC, written the default way (exports and tests). */
export const UTC_ZONE: Zone = { locale: DEFAULT_LOCALE, timeZone: 'UTC' };

/** The cookie in which the browser tells the server its time zone, for the next pages' first rendering. */
export const TIME_ZONE_COOKIE = 'hb_tz';

/**
 * The viewer's English locale from an `Accept-Language` header: the first English tag with a region
 * ("en-US", "en-AU") in the browser's order of preference; otherwise DEFAULT_LOCALE. Read on the server, so
 * the server's HTML and the browser's rendering format alike.
 */
export function pickLocale(acceptLanguage: string | null | undefined): string {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter((tag) => /^en-[a-z]{2}$/i.test(tag));
  const [supported] = tags.length > 0 ? Intl.DateTimeFormat.supportedLocalesOf(tags) : [];
  return supported ?? DEFAULT_LOCALE;
}

/** Whether `value` names a time zone this runtime knows ("Europe/Berlin"); a cookie may say anything. */
export function isTimeZone(value: string | null | undefined): value is string {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

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

/** "3 Dec": a day of the coming or past few weeks, where the year goes without saying. */
export function formatDayMonth(target: Instant, zone: Zone): string {
  return new Intl.DateTimeFormat(zone.locale, {
    day: 'numeric',
    month: 'short',
    timeZone: zone.timeZone,
  }).format(toDate(target));
}
