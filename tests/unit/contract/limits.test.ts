import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ANSWER_BYTES,
  BRANDING_DISPLAY_NAME_LENGTH,
  BRANDING_LOGO,
  CUSTOMER_EMAIL_MAX_LENGTH,
  CUSTOMER_NAME_LENGTH,
  EMPLOYEE_COUNT,
  EXPIRING_WITHIN_DAYS,
  HANDBOOK_TEXT_LENGTH,
  HANDBOOK_VERSIONS,
  HANDBOOKS_PER_CUSTOMER,
  PAGE_LIMIT,
  REGENERATE_AT_ONCE,
  RENEWAL_OVERLAP_SECONDS,
  REVOKE_AT_ONCE,
  SEARCH_MAX_LENGTH,
  TOKEN_LABEL_MAX_LENGTH,
  TOKEN_LIFETIME_SECONDS,
  USAGE_RANGE,
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_URL_MAX_LENGTH,
} from '@/lib/contract/limits';

// The SDL is the published contract; the constants are what the code enforces and offers. They must agree.
const sdl = (api: 'customer' | 'reseller') => readFileSync(`lib/service/schema/${api}.graphql`, 'utf8');
const both = `${sdl('customer')}\n${sdl('reseller')}`;
/** How the SDL's prose writes a number: 31,536,000. */
const prose = (n: number) => n.toLocaleString('en');
const numbers = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m.slice(1));

describe('contract limits match the SDL', () => {
  it('every list defaults to PAGE_LIMIT.default rows', () => {
    const defaults = numbers(both, /\blimit: Int = (\d+)/g);
    expect(defaults.length).toBeGreaterThanOrEqual(3);
    for (const [value] of defaults) expect(Number(value)).toBe(PAGE_LIMIT.default);
  });

  it('every list states PAGE_LIMIT.min to PAGE_LIMIT.max', () => {
    const stated = numbers(both, /`limit` is (\d+) to (\d+)/g);
    expect(stated.length).toBeGreaterThanOrEqual(3);
    for (const range of stated) expect(range.map(Number)).toEqual([PAGE_LIMIT.min, PAGE_LIMIT.max]);
  });

  it('generateCustomerToken states and defaults the token lifetime', () => {
    const reseller = sdl('reseller');
    expect(reseller).toMatch(new RegExp(`\\bexpiresIn: Int = ${TOKEN_LIFETIME_SECONDS.default}\\b`));
    expect(reseller).toContain(
      `\`expiresIn\` is its lifetime in seconds, ${prose(TOKEN_LIFETIME_SECONDS.min)} to ${prose(TOKEN_LIFETIME_SECONDS.max)}`,
    );
    expect(reseller).toContain(`(default ${prose(TOKEN_LIFETIME_SECONDS.default)} =`);
  });

  it('customerTokens states the expiringWithinDays range', () => {
    expect(sdl('reseller')).toMatch(
      new RegExp(
        `\`expiringWithinDays\`[^(]*\\(${EXPIRING_WITHIN_DAYS.min} to ${EXPIRING_WITHIN_DAYS.max}\\)`,
      ),
    );
  });

  it('renewCustomerToken states and defaults the overlap', () => {
    const reseller = sdl('reseller');
    const { min, max } = RENEWAL_OVERLAP_SECONDS;
    expect(reseller).toMatch(new RegExp(`\\boverlapSeconds: Int = ${RENEWAL_OVERLAP_SECONDS.default}\\b`));
    expect(reseller).toContain(`\`overlapSeconds\` from now (${prose(min)} to ${prose(max)},`);
  });

  it('revokeCustomerTokens states how many ids it takes', () => {
    expect(sdl('reseller')).toContain(
      `Revokes ${REVOKE_AT_ONCE.min} to ${REVOKE_AT_ONCE.max} tokens at once`,
    );
  });

  it('regenerateHandbooks states how many ids it takes', () => {
    expect(sdl('reseller')).toContain(
      `Brings ${REGENERATE_AT_ONCE.min} to ${REGENERATE_AT_ONCE.max} handbooks up to date at once`,
    );
  });

  it('both regenerate mutations and Handbook.versions state the versions a handbook keeps', () => {
    const stated = numbers(both, /keeps at most (\d+) versions|newest first \(at most (\d+)\)/g);
    expect(stated).toHaveLength(4);
    for (const match of stated) expect(Number(match.find(Boolean))).toBe(HANDBOOK_VERSIONS.max);
  });

  it('both generate mutations state the handbooks a customer may hold', () => {
    const stated = numbers(both, /holds at most (\d+) handbooks/g);
    expect(stated).toHaveLength(2);
    for (const [value] of stated) expect(Number(value)).toBe(HANDBOOKS_PER_CUSTOMER.max);
  });

  it('both APIs state the answer size bounds', () => {
    const megabytes = (bytes: number) => `${bytes / 1_000_000} MB`;
    for (const api of ['customer', 'reseller'] as const) {
      expect(sdl(api)).toContain(`could be larger than ${megabytes(ANSWER_BYTES.estimate)} (reckoned`);
      expect(sdl(api)).toContain(`an answer larger than ${megabytes(ANSWER_BYTES.max)}.`);
    }
  });

  it('createHandbookCustomer states the email and name lengths', () => {
    expect(sdl('reseller')).toContain(
      `at most ${CUSTOMER_EMAIL_MAX_LENGTH} characters and must be unique among the`,
    );
    expect(sdl('reseller')).toContain(
      `the name is trimmed, ${CUSTOMER_NAME_LENGTH.min} to ${CUSTOMER_NAME_LENGTH.max} characters.`,
    );
  });

  it('generateCustomerToken states the label length', () => {
    expect(sdl('reseller')).toContain(
      `\`label\` says what the token is for: trimmed, at most ${TOKEN_LABEL_MAX_LENGTH} characters`,
    );
  });

  it('customerTokens states the search length', () => {
    expect(sdl('reseller')).toContain(`\`search\` (at most ${SEARCH_MAX_LENGTH} characters)`);
  });

  it('createWebhookEndpoint states the url and description lengths', () => {
    const reseller = sdl('reseller');
    expect(reseller).toContain(`at most ${prose(WEBHOOK_URL_MAX_LENGTH)} characters. \`description\``);
    expect(reseller).toContain(
      `\`description\` is trimmed, at most ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters.`,
    );
  });

  it.each(['customer', 'reseller'] as const)(
    'GenerateHandbookInput states its bounds on the %s API',
    (api) => {
      const { min, max } = HANDBOOK_TEXT_LENGTH;
      const text = `"Trimmed, on one line, ${min} to ${max} characters."\n  companyName: String!`;
      expect(sdl(api)).toContain(text);
      expect(sdl(api)).toContain(`trimmed, on one line, ${min} to ${max} characters."\n  title: String`);
      expect(sdl(api)).toContain(
        `"${EMPLOYEE_COUNT.min} to ${prose(EMPLOYEE_COUNT.max)}."\n  employeeCount: Int!`,
      );
    },
  );

  it('updateBranding states the display name and logo bounds', () => {
    const { min, max } = BRANDING_DISPLAY_NAME_LENGTH;
    // The SDL's prose wraps lines: compare its words.
    const reseller = sdl('reseller').replace(/\s+/g, ' ');
    expect(reseller).toContain(`\`displayName\` is trimmed, ${min} to ${max} characters`);
    const pixels = prose(BRANDING_LOGO.maxPixels);
    expect(reseller).toContain(
      `of at most ${BRANDING_LOGO.maxBytes / 1024} KB and ${pixels} × ${pixels} pixels, checked by its bytes`,
    );
  });

  it('the usage queries state their ranges', () => {
    const reseller = sdl('reseller').replace(/\s+/g, ' ');
    const { maxDays, maxHours, monthsBack, requestsByDay } = USAGE_RANGE;
    expect(reseller).toContain(`at most ${maxDays} days by DAY, ${maxHours / 24} days by HOUR`);
    expect(reseller).toContain(`the current month or one of the ${monthsBack} before it`);
    expect(reseller).toContain(`requestsByDay(days: Int = ${requestsByDay.default})`);
    expect(reseller).toContain(`last \`days\` days (${requestsByDay.min} to ${requestsByDay.max}, UTC)`);
  });
});
