import { describe, expect, it } from 'vitest';
import { returnPath, signInPath } from '@/lib/http/return-path';

const APP = 'https://dashboard.example';

/** Where a browser on the dashboard lands when it follows `location`. */
const landsOn = (location: string) => new URL(location, APP);

describe('returnPath: only pages of this site, checked after parsing', () => {
  it.each([
    '/.//evil.example/x',
    '/..//evil.example/x',
    '/%2e//evil.example/x',
    '/%2E%2E//evil.example/x',
    '/a/..//evil.example/x',
    '/a/./..//evil.example/x',
    '\\\\evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\/evil.example',
    '%2F%2Fevil.example',
    'https://evil.example',
    'https:/evil.example',
    'http:evil.example',
    '//evil.example',
    '///evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    ' //evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'customers',
    '',
    '/sign-in',
    '/sign-in?next=/sign-in',
    '/./sign-in',
    '/api/graphql',
    '/api',
  ])('refuses %j', (raw) => {
    expect(returnPath(raw)).toBeNull();
  });

  it.each([
    ['/customers?search=ann&page=2', '/customers?search=ann&page=2'],
    ['/customers/cus_1', '/customers/cus_1'],
    ['/tokens#soon', '/tokens#soon'],
    ['/', '/'],
    // Normalised, and the normalised form is what is both checked and used.
    ['/customers/../tokens', '/tokens'],
    ['/./customers', '/customers'],
    // Encoded slashes, backslashes and tabs stay encoded: a browser reads them as one path segment.
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%5C%5Cevil.example', '/%5C%5Cevil.example'],
    ['/%09/evil.example', '/%09/evil.example'],
    ['/customers?next=//evil.example', '/customers?next=//evil.example'],
  ])('keeps %j as %j', (raw, expected) => {
    expect(returnPath(raw)).toBe(expected);
  });

  it('refuses a path longer than any page of the dashboard', () => {
    expect(returnPath(`/customers?search=${'a'.repeat(5000)}`)).toBeNull();
  });

  it('gives nothing for no value', () => {
    expect(returnPath(undefined)).toBeNull();
    expect(returnPath(null)).toBeNull();
  });

  it('never gives a path that leaves the site, whatever it is given', () => {
    const parts = [
      '/',
      '//',
      '\\',
      '.',
      '..',
      '%2e',
      '%2f',
      '%5c',
      '\t',
      '\n',
      'evil.example',
      ':',
      '@',
      '?',
      '#',
    ];
    for (const a of parts)
      for (const b of parts)
        for (const c of parts) {
          const path = returnPath(`/${a}${b}${c}`);
          if (path !== null) expect(landsOn(path).origin, JSON.stringify(`/${a}${b}${c}`)).toBe(APP);
        }
  });
});

describe('signInPath', () => {
  it('says why only when a sign-in ran out, and where to come back to', () => {
    expect(signInPath('none')).toBe('/sign-in');
    expect(signInPath('expired')).toBe('/sign-in?reason=expired');
    expect(signInPath('key-revoked', '/tokens')).toBe('/sign-in?reason=key-revoked&next=%2Ftokens');
    expect(signInPath('none', '/customers?search=ann')).toBe('/sign-in?next=%2Fcustomers%3Fsearch%3Dann');
    expect(signInPath('expired', '/')).toBe('/sign-in?reason=expired');
  });

  it('leaves out a return path that would leave the site', () => {
    expect(signInPath('expired', '/.//evil.example/x')).toBe('/sign-in?reason=expired');
    expect(signInPath('none', '//evil.example')).toBe('/sign-in');
  });
});
