import { describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_SECONDS } from '@/lib/contract/limits';
import {
  DEFAULT_LIFETIME_DAYS,
  formatLifetime,
  tokenOfLifetime,
  LIFETIME_PRESET_DAYS,
  LIFETIME_RANGE_HINT,
  parseLifetime,
} from '@/lib/format/lifetime';

describe('parseLifetime', () => {
  it('converts days and hours to seconds', () => {
    expect(parseLifetime('30', 'days')).toEqual({ ok: true, seconds: 2_592_000 });
    expect(parseLifetime('12', 'hours')).toEqual({ ok: true, seconds: 43_200 });
    expect(parseLifetime(' 1.5 ', 'days')).toEqual({ ok: true, seconds: 129_600 });
  });

  it('takes minutes, so the shortest lifetime the hint names can be typed as it reads', () => {
    expect(parseLifetime('1', 'minutes')).toEqual({ ok: true, seconds: 60 });
    expect(parseLifetime('90', 'minutes')).toEqual({ ok: true, seconds: 5_400 });
    expect(parseLifetime('0.5', 'minutes')).toEqual({
      ok: false,
      message: 'The shortest lifetime is 1 minute.',
    });
  });

  it('accepts the limits: one minute and 365 days', () => {
    expect(parseLifetime('0.0166667', 'hours')).toEqual({ ok: true, seconds: 60 });
    expect(parseLifetime('365', 'days')).toEqual({ ok: true, seconds: 31_536_000 });
    expect(parseLifetime('8760', 'hours')).toEqual({ ok: true, seconds: 31_536_000 });
  });

  it('refuses what the API would refuse, with a message', () => {
    expect(parseLifetime('', 'days')).toEqual({ ok: false, message: 'Enter a lifetime.' });
    expect(parseLifetime('-1', 'days').ok).toBe(false);
    expect(parseLifetime('abc', 'days').ok).toBe(false);
    expect(parseLifetime('1e3', 'days').ok).toBe(false);
    expect(parseLifetime('0', 'hours')).toEqual({ ok: false, message: 'The shortest lifetime is 1 minute.' });
    expect(parseLifetime('366', 'days')).toEqual({ ok: false, message: 'The longest lifetime is 365 days.' });
  });
});

describe('formatLifetime', () => {
  it.each([
    [2_592_000, '30 days'],
    [86_400, '1 day'],
    [93_600, '1 day 2 hours'],
    [3_600, '1 hour'],
    [5_400, '1 hour 30 minutes'],
    [60, '1 minute'],
  ])('%i s → %s', (seconds, expected) => {
    expect(formatLifetime(seconds)).toBe(expected);
  });
});

describe('the choices offered', () => {
  it('are presets the API takes, its default among them', () => {
    for (const days of LIFETIME_PRESET_DAYS) {
      expect(parseLifetime(String(days), 'days')).toEqual({ ok: true, seconds: days * 86_400 });
    }
    expect(DEFAULT_LIFETIME_DAYS * 86_400).toBe(TOKEN_LIFETIME_SECONDS.default);
    expect(LIFETIME_PRESET_DAYS).toContain(DEFAULT_LIFETIME_DAYS);
  });

  it("state the API's bounds in the hint", () => {
    expect(LIFETIME_RANGE_HINT).toBe('From 1 minute to 365 days.');
  });
});

describe('tokenOfLifetime', () => {
  it('hyphenates a one-unit lifetime as an adjective, and puts a two-unit one after the noun', () => {
    expect(tokenOfLifetime(30 * 86_400)).toBe('30-day token');
    expect(tokenOfLifetime(86_400)).toBe('1-day token');
    expect(tokenOfLifetime(12 * 3_600)).toBe('12-hour token');
    expect(tokenOfLifetime(90 * 60)).toBe('token valid for 1 hour 30 minutes');
  });
});
