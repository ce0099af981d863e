/** Token lifetimes: the presets the dashboard offers and the custom value's validation. */
import { TOKEN_LIFETIME_SECONDS } from '../contract/limits';

/** The custom lifetime's units, largest first: the API takes anything from one minute. */
export const LIFETIME_UNITS = ['days', 'hours', 'minutes'] as const;
export type LifetimeUnit = (typeof LIFETIME_UNITS)[number];

const UNIT_SECONDS: Record<LifetimeUnit, number> = { days: 86_400, hours: 3_600, minutes: 60 };
const { min: MIN_SECONDS, max: MAX_SECONDS } = TOKEN_LIFETIME_SECONDS;

/** The API's default lifetime in days: the preset chosen until the reseller picks another. */
export const DEFAULT_LIFETIME_DAYS = TOKEN_LIFETIME_SECONDS.default / UNIT_SECONDS.days;
export const LIFETIME_PRESET_DAYS = [7, 30, 90, 365] as const;

export type LifetimeResult = { ok: true; seconds: number } | { ok: false; message: string };

/** Parses the custom lifetime field: a positive number (decimals allowed) of days, hours or minutes, within the API's bounds. */
export function parseLifetime(amount: string, unit: LifetimeUnit): LifetimeResult {
  const trimmed = amount.trim();
  if (trimmed === '') return { ok: false, message: 'Enter a lifetime.' };
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return { ok: false, message: 'Enter a positive number.' };
  const seconds = Math.round(Number(trimmed) * UNIT_SECONDS[unit]);
  if (seconds < MIN_SECONDS)
    return { ok: false, message: `The shortest lifetime is ${formatLifetime(MIN_SECONDS)}.` };
  if (seconds > MAX_SECONDS)
    return { ok: false, message: `The longest lifetime is ${formatLifetime(MAX_SECONDS)}.` };
  return { ok: true, seconds };
}

/** The custom field's hint: "From 1 minute to 365 days." */
export const LIFETIME_RANGE_HINT = `From ${formatLifetime(MIN_SECONDS)} to ${formatLifetime(MAX_SECONDS)}.`;

/** "30 days", "12 hours", "1 day 6 hours", "90 minutes": a lifetime in the largest whole units. */
export function formatLifetime(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.round((seconds % 3_600) / 60);
  if (days > 0) return hours > 0 ? `${plural(days, 'day')} ${plural(hours, 'hour')}` : plural(days, 'day');
  if (hours > 0)
    return minutes > 0 ? `${plural(hours, 'hour')} ${plural(minutes, 'minute')}` : plural(hours, 'hour');
  return plural(Math.max(minutes, 1), 'minute');
}

/**
 * A token of this lifetime, the lifetime as an adjective: "30-day token", "12-hour token"; a lifetime of two
 * units reads better after the noun: "token valid for 1 day 6 hours".
 */
export function tokenOfLifetime(seconds: number): string {
  const words = formatLifetime(seconds).split(' ');
  if (words.length > 2) return `token valid for ${words.join(' ')}`;
  const [count, unit = ''] = words;
  return `${count}-${unit.replace(/s$/, '')} token`;
}
