import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { placeLabel } from '@/components/handbooks/place-label';
import { COUNTRIES } from '@/lib/service/handbooks/countries';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** The dashboard's own code: its components, pages and browser-side GraphQL, not what codegen writes. */
const dashboardSources = ['components', 'app', 'lib/graphql-client', 'lib/dashboard'].flatMap((folder) =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !path.startsWith('generated'))
    .map((path) => ({ path: `${folder}/${path}`, text: readFileSync(join(ROOT, folder, path), 'utf8') })),
);

const COUNTRY_LIST = [
  {
    code: 'US',
    name: 'United States',
    regionLabel: 'State',
    regions: [{ code: 'CA', name: 'California' }],
  },
  { code: 'GB', name: 'United Kingdom', regionLabel: null, regions: [] },
];

describe('handbook places', () => {
  it('the dashboard keeps no copy of the library’s countries and regions: it asks handbookCountries', () => {
    const places = Object.values(COUNTRIES).flatMap((country) => [
      country.name,
      ...Object.values(country.regions ?? {}).map((region) => region.name),
    ]);
    const copies = dashboardSources.flatMap(({ path, text }) =>
      places.filter((place) => text.includes(`'${place}'`)).map((place) => `${path}: ${place}`),
    );
    expect(copies).toEqual([]);
  });

  it('names a place from the list the API gave', () => {
    expect(placeLabel(COUNTRY_LIST, 'US', 'CA')).toBe('United States, California');
    expect(placeLabel(COUNTRY_LIST, 'GB', null)).toBe('United Kingdom');
  });

  it('shows a code the list lacks as it is', () => {
    expect(placeLabel(COUNTRY_LIST, 'US', 'OR')).toBe('United States, OR');
    expect(placeLabel(COUNTRY_LIST, 'ZZ', undefined)).toBe('ZZ');
    expect(placeLabel([], 'DE', null)).toBe('DE');
  });
});
