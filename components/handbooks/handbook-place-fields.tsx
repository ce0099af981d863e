'use client';

import { controlProps, Field, Select } from '@/components/ui/field';
import type { HandbookCountryFieldsFragment } from '@/lib/graphql-client/generated/graphql';
import type { HandbookFormErrors } from './handbook-form-errors';

/**
 * Where the handbook applies: a country of the API's `handbookCountries`, then, where the library has rules
 * below the country, one of its states or provinces (the menu starts again when the country changes).
 */
export function HandbookPlaceFields({
  countries,
  country,
  onCountryChange,
  errors,
}: {
  countries: readonly HandbookCountryFieldsFragment[];
  country: string;
  onCountryChange: (code: string) => void;
  errors: HandbookFormErrors;
}) {
  const chosen = countries.find((c) => c.code === country);
  return (
    <>
      <Field id="handbook-country" label="Country" error={errors.country}>
        <Select
          {...controlProps('handbook-country', { error: errors.country })}
          name="country"
          value={country}
          onChange={(event) => onCountryChange(event.target.value)}
        >
          <option value="">Choose a country</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </Select>
      </Field>
      {chosen && chosen.regions.length > 0 ? (
        <Field
          id="handbook-region"
          label={`${chosen.regionLabel ?? 'Region'} (optional)`}
          error={errors.region}
        >
          <Select
            {...controlProps('handbook-region', { error: errors.region })}
            name="region"
            key={country}
            defaultValue=""
          >
            <option value="">None: the country’s rules only</option>
            {chosen.regions.map((r) => (
              <option key={r.code} value={r.code}>
                {r.name}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
    </>
  );
}
