import 'server-only';
import { COUNTRIES, type CountryInfo } from './countries';

export interface HandbookCountryView {
  code: string;
  name: string;
  regionLabel: 'State' | 'Province' | null;
  regions: { code: string; name: string }[];
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

const REGION_LABEL = { state: 'State', province: 'Province' } as const;

function view(country: CountryInfo): HandbookCountryView {
  return {
    code: country.code,
    name: country.name,
    regionLabel: country.regionLabel && REGION_LABEL[country.regionLabel],
    regions: Object.values(country.regions ?? {})
      .map(({ code, name }) => ({ code, name }))
      .sort(byName),
  };
}

/** `handbookCountries` on both APIs: what a form offers for `country` and `region`, sorted as a reader scans. */
export function listHandbookCountries(): HandbookCountryView[] {
  return Object.values(COUNTRIES).map(view).sort(byName);
}
