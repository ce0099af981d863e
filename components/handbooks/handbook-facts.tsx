import { CalendarDate } from '@/components/ui/calendar-date';
import { DetailItem } from '@/components/ui/detail-item';
import { TimeStack } from '@/components/ui/time';
import type { HandbookCountryFieldsFragment } from '@/lib/graphql-client/generated/graphql';
import { placeLabel } from './place-label';

/**
 * What the handbook was written for: company, place (named from `countries`), size, effective date; and
 * when it was made.
 */
export function HandbookFacts({
  handbook,
  countries,
}: {
  countries: readonly HandbookCountryFieldsFragment[];
  handbook: {
    companyName: string;
    country: string;
    region?: string | null;
    employeeCount: number;
    effectiveDate: string;
    createdAt: string;
  };
}) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3 lg:grid-cols-5">
      <DetailItem label="Company" wide>
        <span className="break-words">{handbook.companyName}</span>
      </DetailItem>
      <DetailItem label="Country">{placeLabel(countries, handbook.country, handbook.region)}</DetailItem>
      <DetailItem label="Employees">{handbook.employeeCount.toLocaleString('en')}</DetailItem>
      <DetailItem label="Effective">
        <CalendarDate value={handbook.effectiveDate} />
      </DetailItem>
      <DetailItem label="Created">
        <TimeStack value={handbook.createdAt} />
      </DetailItem>
    </dl>
  );
}
