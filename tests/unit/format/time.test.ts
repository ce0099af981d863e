import { describe, expect, it } from 'vitest';
import {
  formatAbsolute,
  formatDate,
  formatRelative,
  isTimeZone,
  pickLocale,
  UTC_ZONE,
} from '@/lib/format/time';

const now = new Date('2026-11-21T12:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatRelative', () => {
  it.each([
    [at(5 * DAY), 'in 5 days'],
    [at(-3 * DAY), '3 days ago'],
    [at(30 * DAY), 'in 30 days'],
    [at(29 * DAY + 20 * HOUR), 'in 30 days'],
    [at(1 * DAY), 'in 1 day'],
    // Coming days count up, as "expiring within N days" does: 35 hours is within 2 days, not within 1.
    [at(35 * HOUR), 'in 2 days'],
    [at(4 * DAY + HOUR), 'in 5 days'],
    [at(-35 * HOUR), '1 day ago'],
    [at(3 * HOUR), 'in 3 hours'],
    [at(-45 * MIN), '45 minutes ago'],
    [at(90 * 1000), 'in 2 minutes'],
    [at(10 * 1000), 'in a few seconds'],
    [at(-10 * 1000), 'just now'],
    [at(0), 'in a few seconds'],
    // Never a count of seconds, which the 30-second clock would leave standing: a minute from 30 s.
    [at(-47 * 1000), '1 minute ago'],
    [at(30 * 1000), 'in 1 minute'],
    [at(90 * DAY), 'in 3 months'],
    [at(365 * DAY), 'in 1 year'],
    [at(-400 * DAY), '1 year ago'],
  ])('%s → %s', (target, expected) => {
    expect(formatRelative(target, now)).toBe(expected);
  });

  it('writes the relative time in the locale of the absolute one', () => {
    expect(formatRelative(at(DAY), now, 'en-US')).toBe('in 1 day');
    expect(formatRelative(at(-2 * HOUR), now, 'en-GB')).toBe('2 hours ago');
  });

  it('reads a 36-hour expiry the same way from any moment after its issue', () => {
    expect(formatRelative(at(36 * HOUR - 1000), now)).toBe('in 2 days');
    expect(formatRelative(at(36 * HOUR - 25 * 1000), now)).toBe('in 2 days');
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(formatRelative('2026-11-26T12:00:00.000Z', now.getTime())).toBe('in 5 days');
  });
});

describe('formatAbsolute', () => {
  it('shows the time in the given zone with its name', () => {
    const text = formatAbsolute('2026-11-21T09:30:00.000Z', { locale: 'en-GB', timeZone: 'Europe/Berlin' });
    expect(text).toContain('21 Nov 2026');
    expect(text).toContain('10:30');
    expect(text).toMatch(/CET|GMT\+1/);
  });

  it("names UTC when rendering before the viewer's zone is known", () => {
    expect(formatAbsolute('2026-11-21T09:30:00.000Z', UTC_ZONE)).toBe('21 Nov 2026, 09:30 UTC');
  });

  it('crosses the date line with the zone', () => {
    expect(formatDate('2026-11-21T23:30:00.000Z', { locale: 'en-GB', timeZone: 'Asia/Tokyo' })).toBe(
      '22 Nov 2026',
    );
  });
});

describe('pickLocale', () => {
  it.each([
    ['en-US,en;q=0.9', 'en-US'],
    ['de-DE,de;q=0.9,en-GB;q=0.8,en;q=0.7', 'en-GB'],
    ['de-DE,de;q=0.9,en;q=0.8', 'en-GB'],
    ['en-AU', 'en-AU'],
    ['', 'en-GB'],
    [null, 'en-GB'],
    ['*', 'en-GB'],
  ])('%s → %s: English always, the viewer’s variant when named', (header, expected) => {
    expect(pickLocale(header)).toBe(expected);
  });
});

describe('isTimeZone', () => {
  it('accepts zones the runtime knows and refuses anything else', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(undefined)).toBe(false);
    expect(isTimeZone('x'.repeat(100))).toBe(false);
  });
});
