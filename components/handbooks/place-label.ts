import type { HandbookCountryFieldsFragment } from '@/lib/graphql-client/generated/graphql';

/**
 * "United States, California" for a handbook's place, in the names the API's `handbookCountries` gives;
 * codes the list lacks (a country the library no longer covers) are shown as they are.
 */
export function placeLabel(
  countries: readonly HandbookCountryFieldsFragment[],
  countryCode: string,
  regionCode: string | null | undefined,
): string {
  const country = countries.find((c) => c.code === countryCode);
  const region = regionCode
    ? (country?.regions.find((r) => r.code === regionCode)?.name ?? regionCode)
    : null;
  return [country?.name ?? countryCode, region].filter(Boolean).join(', ');
}
