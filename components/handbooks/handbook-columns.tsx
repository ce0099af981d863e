import { Allowed } from '@/components/auth/permissions';
import { createColumnHelper } from '@tanstack/react-table';
import { ClampedText } from '@/components/data-table/clamped-text';
import Link from 'next/link';
import type { ServerTableFeatures } from '@/components/data-table/features';
import { CalendarDate } from '@/components/ui/calendar-date';
import { focusRing } from '@/components/ui/cn';
import { TimeStack } from '@/components/ui/time';
import { Badge } from '@/components/ui/badge';
import type {
  CustomerHandbooksQuery,
  HandbookCountryFieldsFragment,
} from '@/lib/graphql-client/generated/graphql';
import { DeleteHandbookButton } from './delete-handbook-button';
import { placeLabel } from './place-label';

type HandbookRow = NonNullable<CustomerHandbooksQuery['customerHandbooks']>['handbooks'][number];

const helper = createColumnHelper<ServerTableFeatures, HandbookRow>();

/**
 * A customer's handbooks, newest first (the API's order); no column sorts. `countries` names each place.
 */
export const handbookColumns = (countries: readonly HandbookCountryFieldsFragment[]) =>
  helper.columns([
    helper.accessor('title', {
      header: 'Title',
      cell: ({ row }) => (
        <Link
          href={`/handbooks/${encodeURIComponent(row.original.handbookId)}`}
          // Not prefetched: a page of rows would fetch a handbook each in the background.
          prefetch={false}
          className={`rounded font-medium text-accent underline-offset-2 hover:underline ${focusRing}`}
        >
          <ClampedText text={row.original.title} />
        </Link>
      ),
    }),
    helper.accessor('country', {
      meta: { label: 'Country' },
      header: 'Country',
      cell: ({ row }) => placeLabel(countries, row.original.country, row.original.region),
    }),
    helper.accessor('employeeCount', {
      meta: { label: 'Employees', className: 'sm:text-right' },
      header: 'Employees',
      cell: ({ getValue }) => getValue().toLocaleString('en'),
    }),
    helper.accessor('effectiveDate', {
      meta: { label: 'Effective' },
      header: 'Effective',
      cell: ({ getValue }) => <CalendarDate value={getValue()} />,
    }),
    helper.accessor('version', {
      meta: { label: 'Version' },
      header: 'Version',
      cell: ({ row }) => (
        <span className="flex flex-wrap items-center gap-2">
          {row.original.version}
          {row.original.outdated ? <Badge tone="warning">Out of date</Badge> : null}
        </span>
      ),
    }),
    helper.accessor('createdAt', {
      meta: { label: 'Created' },
      header: 'Created',
      cell: ({ getValue }) => <TimeStack value={getValue()} />,
    }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: 'sm:text-right' },
      cell: ({ row }) => (
        <Allowed mutation="deleteCustomerHandbook">
          <DeleteHandbookButton handbook={row.original} />
        </Allowed>
      ),
    }),
  ]);
