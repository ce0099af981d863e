/**
 * The countries, states and provinces the Handbook service's policy library covers (its README and the
 * `country` and `region` fields of GenerateHandbookInput). The Reseller API lists its policies but not
 * these, so the dashboard keeps them here for its form; should they ever differ, the service still refuses
 * what it does not know, and the form says so under the field.
 */
export interface HandbookRegion {
  code: string;
  name: string;
}

export interface HandbookCountry {
  code: string;
  name: string;
  /** Where rules differ below the country: what a region is called, and which ones the library knows. */
  regions?: { label: 'State' | 'Province'; list: readonly HandbookRegion[] };
}

export const HANDBOOK_COUNTRIES: readonly HandbookCountry[] = [
  { code: 'AU', name: 'Australia' },
  {
    code: 'CA',
    name: 'Canada',
    regions: {
      label: 'Province',
      list: [
        { code: 'BC', name: 'British Columbia' },
        { code: 'ON', name: 'Ontario' },
        { code: 'QC', name: 'Quebec' },
      ],
    },
  },
  { code: 'FR', name: 'France' },
  { code: 'DE', name: 'Germany' },
  { code: 'IN', name: 'India' },
  { code: 'IE', name: 'Ireland' },
  { code: 'IT', name: 'Italy' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'NZ', name: 'New Zealand' },
  { code: 'SG', name: 'Singapore' },
  { code: 'ES', name: 'Spain' },
  { code: 'SE', name: 'Sweden' },
  { code: 'GB', name: 'United Kingdom' },
  {
    code: 'US',
    name: 'United States',
    regions: {
      label: 'State',
      list: [
        { code: 'CA', name: 'California' },
        { code: 'NY', name: 'New York' },
        { code: 'TX', name: 'Texas' },
        { code: 'WA', name: 'Washington' },
      ],
    },
  },
];

export function findCountry(code: string): HandbookCountry | undefined {
  return HANDBOOK_COUNTRIES.find((country) => country.code === code);
}

/** "United States, California" for a handbook's place; codes the list lacks are shown as they are. */
export function placeLabel(countryCode: string, regionCode: string | null | undefined): string {
  const country = findCountry(countryCode);
  const region = regionCode
    ? (country?.regions?.list.find((r) => r.code === regionCode)?.name ?? regionCode)
    : null;
  return [country?.name ?? countryCode, region].filter(Boolean).join(', ');
}
