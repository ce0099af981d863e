import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BRANDING_LOGO } from '@/lib/contract/limits';
import { LOGO_UPLOADS_PER_RESELLER_PER_HOUR } from '@/lib/service/branding/branding-deps';
import { resellerGraphql } from '@/tests/generated/reseller';
import type { UpdateBrandingMutationVariables } from '@/tests/generated/reseller/graphql';
import { base64, jpeg, png, pngChunk, pngClaiming, SCRIPT_TAIL, SVG_LOGO } from '@/tests/support/images';
import { activity } from './activity-fixtures';
import { errorOf } from './fixtures';
import { createTestService, dataOf, type TestService } from './harness';

const BRANDING = resellerGraphql(`
  query Branding {
    branding {
      displayName
      accentColor
      logoDataUrl
    }
  }
`);

const UPDATE_BRANDING = resellerGraphql(`
  mutation UpdateBranding($displayName: String, $accentColor: String, $logo: String) {
    updateBranding(displayName: $displayName, accentColor: $accentColor, logo: $logo) {
      displayName
      accentColor
      logoDataUrl
    }
  }
`);

let t: TestService;
let key: string;
let resellerId: string;
let otherKey: string;

const branding = async (k = key) => dataOf(await t.reseller(k, BRANDING)).branding;
const update = (variables: UpdateBrandingMutationVariables, k = key) =>
  t.reseller(k, UPDATE_BRANDING, variables);
const brandingEvents = async (k = key) =>
  (await activity(t, k, { action: 'branding.updated' })).events.map((e) => ({
    subjectType: e.subjectType,
    subjectId: e.subjectId,
    userId: e.userId,
    details: JSON.parse(e.details) as unknown,
  }));

beforeAll(async () => {
  t = await createTestService();
  ({ key, resellerId } = await t.newReseller('Northwind Partners'));
  ({ key: otherKey } = await t.newReseller('Other Partners'));
});
afterAll(() => t.close());

describe('branding (Reseller API)', () => {
  it('starts at its defaults: the reseller’s name, no colour, no logo', async () => {
    expect(await branding()).toEqual({
      displayName: 'Northwind Partners',
      accentColor: null,
      logoDataUrl: null,
    });
  });

  it('sets every value, records one branding.updated with the fields’ names, and reads them back', async () => {
    const logo = png(64, 32);
    const set = await update({ displayName: '  Northwind HR  ', accentColor: '#1d4ed8', logo: base64(logo) });
    const expected = {
      displayName: 'Northwind HR',
      accentColor: '#1D4ED8',
      logoDataUrl: `data:image/png;base64,${base64(logo)}`,
    };
    expect(dataOf(set).updateBranding).toEqual(expected);
    expect(await branding()).toEqual(expected);
    expect(await brandingEvents()).toEqual([
      {
        subjectType: 'RESELLER',
        subjectId: resellerId,
        userId: null,
        details: { fields: ['displayName', 'accentColor', 'logo'] },
      },
    ]);
  });

  it('keeps what an update leaves out, and records nothing for a repeat', async () => {
    const before = await branding();
    const jpegLogo = base64(jpeg(120, 40));
    expect(dataOf(await update({ logo: jpegLogo })).updateBranding).toEqual({
      ...before,
      logoDataUrl: `data:image/jpeg;base64,${jpegLogo}`,
    });
    const events = (await brandingEvents()).length;
    await update({ displayName: before.displayName, accentColor: before.accentColor?.toLowerCase() });
    await update({});
    expect(await brandingEvents()).toHaveLength(events);
  });

  it('removes a value given null: the display name falls back to the reseller’s name', async () => {
    const removed = dataOf(await update({ displayName: null, logo: null })).updateBranding;
    expect(removed).toEqual({ displayName: 'Northwind Partners', accentColor: '#1D4ED8', logoDataUrl: null });
    expect((await brandingEvents())[0]?.details).toEqual({ fields: ['displayName', 'logo'] });
    expect(dataOf(await update({ accentColor: null })).updateBranding.accentColor).toBeNull();
  });

  it('is each reseller’s own: another reseller neither sees nor changes it', async () => {
    await update({ displayName: 'Northwind HR', accentColor: '#112233' });
    expect(await branding(otherKey)).toEqual({
      displayName: 'Other Partners',
      accentColor: null,
      logoDataUrl: null,
    });
    await update({ displayName: 'Theirs', accentColor: '#FFFFFF' }, otherKey);
    expect(await branding()).toMatchObject({ displayName: 'Northwind HR', accentColor: '#112233' });
    expect(await brandingEvents(otherKey)).toHaveLength(1);
    expect((await brandingEvents()).every((e) => e.subjectId === resellerId)).toBe(true);
  });

  it('takes a logo of exactly 256 KB, in a request body well over 100 KB', async () => {
    const base = png(8, 8);
    const filler = pngChunk('zzZz', Buffer.alloc(BRANDING_LOGO.maxBytes - base.length - 12));
    const largest = png(8, 8, { extraChunks: [filler] });
    expect(largest).toHaveLength(BRANDING_LOGO.maxBytes);
    const set = dataOf(await update({ logo: base64(largest) })).updateBranding;
    expect(set.logoDataUrl).toBe(`data:image/png;base64,${base64(largest)}`);
  });
});

describe('branding in the answer-size estimate', () => {
  it('counts a logo at its largest: ten of them (3.5 MB) are refused before anything runs', async () => {
    const aliases = Array.from({ length: 10 }, (_, i) => `b${i}: branding { logoDataUrl }`).join(' ');
    const result = await t.reseller(key, `{ ${aliases} }`);
    expect(result.body.data).toBeUndefined();
    expect(errorOf(result)?.code).toBe('BAD_USER_INPUT');
    expect(result.body.errors?.[0]?.message).toMatch(/could answer about 3\.5 MB; at most 3 MB/);
    expect(dataOf(await t.reseller(key, `{ ${aliases.slice(0, aliases.indexOf(' b8'))} }`))).toBeTruthy();
  });
});

describe('updateBranding refuses invalid values, naming the field, and changes nothing', () => {
  const refusals: [string, UpdateBrandingMutationVariables, string, RegExp][] = [
    ['an empty display name', { displayName: '   ' }, 'displayName', /displayName must not be empty/],
    ['a display name of 101 characters', { displayName: 'x'.repeat(101) }, 'displayName', /at most 100/],
    ['a display name of two lines', { displayName: 'Two\nlines' }, 'displayName', /single line/],
    ['a colour name', { accentColor: 'red' }, 'accentColor', /#RRGGBB/],
    ['a short hex colour', { accentColor: '#12345' }, 'accentColor', /#RRGGBB/],
    ['a colour with a non-hex digit', { accentColor: '#12345G' }, 'accentColor', /#RRGGBB/],
    ['a colour with alpha', { accentColor: '#11223344' }, 'accentColor', /#RRGGBB/],
    ['a truncated PNG', { logo: base64(png(20, 20).subarray(0, 60)) }, 'logo', /not a complete PNG/],
    ['a renamed SVG', { logo: base64(SVG_LOGO) }, 'logo', /must be a PNG or JPEG image/],
    ['a 10,000 × 10,000 image', { logo: base64(pngClaiming(10_000, 10_000)) }, 'logo', /2,000 × 2,000/],
    [
      'a PNG with HTML after IEND',
      { logo: base64(Buffer.concat([png(4, 4), SCRIPT_TAIL])) },
      'logo',
      /after the end/,
    ],
    [
      'a JPEG with a script after EOI',
      { logo: base64(Buffer.concat([jpeg(4, 4), SCRIPT_TAIL])) },
      'logo',
      /after the end/,
    ],
    [
      'a PNG signature followed by HTML',
      { logo: base64(Buffer.concat([png(1, 1).subarray(0, 8), SCRIPT_TAIL])) },
      'logo',
      /not a valid PNG/,
    ],
    [
      'a data URL instead of base64',
      { logo: `data:image/png;base64,${base64(png(2, 2))}` },
      'logo',
      /base64/,
    ],
    [
      'a logo over 256 KB',
      { logo: base64(png(4, 4, { extraChunks: [pngChunk('zzZz', Buffer.alloc(BRANDING_LOGO.maxBytes))] })) },
      'logo',
      /at most 256 KB/,
    ],
  ];
  // Each case in an hour of its own: the limit on logos given (below) counts refused ones too.
  beforeEach(() => t.advance(60 * 60_000));

  it.each(refusals)('%s', async (_case, variables, field, message) => {
    const before = await branding();
    const events = (await brandingEvents()).length;
    // A valid value beside the invalid one is not applied either.
    const other = field === 'displayName' ? { accentColor: '#ABCDEF' } : { displayName: 'Changed Name' };
    const result = await update({ ...other, ...variables });
    expect(result.body.data ?? null).toBeNull();
    expect(errorOf(result)).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(result.body.errors?.[0]?.message).toMatch(message);
    expect(result.body.errors?.[0]?.message).toMatch(new RegExp(`^${field}\\b`));
    expect(await branding()).toEqual(before);
    expect(await brandingEvents()).toHaveLength(events);
  });
});

describe('logos given are limited per reseller', () => {
  it(`takes ${LOGO_UPLOADS_PER_RESELLER_PER_HOUR} an hour, refused ones included, then RATE_LIMITED until the hour ends`, async () => {
    t.advance(60 * 60_000);
    const { key: busy } = await t.newReseller('Busy Partners');
    for (let i = 0; i < LOGO_UPLOADS_PER_RESELLER_PER_HOUR; i++)
      expect(errorOf(await update({ logo: base64(SVG_LOGO) }, busy))?.code).toBe('BAD_USER_INPUT');
    const limited = await update({ logo: base64(png(4, 4)) }, busy);
    expect(limited.status).toBe(429);
    expect(errorOf(limited)?.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Nothing else of the update is limited, nor any other reseller's logo.
    expect(dataOf(await update({ displayName: 'Busy HR' }, busy)).updateBranding.displayName).toBe('Busy HR');
    expect(dataOf(await update({ logo: base64(png(4, 4)) }, otherKey)).updateBranding.logoDataUrl).toMatch(
      /^data:image\/png;/,
    );
    t.advance(60 * 60_000);
    expect(dataOf(await update({ logo: base64(png(4, 4)) }, busy)).updateBranding.logoDataUrl).toMatch(
      /^data:image\/png;/,
    );
  });
});
