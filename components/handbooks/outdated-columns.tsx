import { createColumnHelper } from '@tanstack/react-table';
import Link from 'next/link';
import type { ServerTableFeatures } from '@/components/data-table/features';
import { ClampedText } from '@/components/data-table/clamped-text';
import { BESIDE_SELECT_CLASS, SELECT_COLUMN_CLASS } from '@/components/data-table/selection-layout';
import { Checkbox } from '@/components/ui/checkbox';
import { focusRing } from '@/components/ui/cn';
import { TimeStack } from '@/components/ui/time';
import type { OutdatedHandbookFieldsFragment } from '@/lib/graphql-client/generated/graphql';

const helper = createColumnHelper<ServerTableFeatures, OutdatedHandbookFieldsFragment>();
const linkClass = `rounded font-medium text-accent underline-offset-2 hover:underline ${focusRing}`;

const selectColumn = helper.display({
  id: 'select',
  meta: { className: SELECT_COLUMN_CLASS },
  header: ({ table }) => (
    <Checkbox
      aria-label="Select every handbook on this page"
      checked={table.getIsAllPageRowsSelected()}
      ref={(box) => {
        if (box) box.indeterminate = table.getIsSomePageRowsSelected() && !table.getIsAllPageRowsSelected();
      }}
      onChange={table.getToggleAllPageRowsSelectedHandler()}
    />
  ),
  cell: ({ row }) => (
    <Checkbox
      aria-label={`Select ${row.original.title} of ${row.original.customer.name}`}
      checked={row.getIsSelected()}
      onChange={row.getToggleSelectedHandler()}
    />
  ),
});

/**
 * The handbooks written from an older policy library, oldest library first (the API's order; no column
 * sorts): each with its customer, the library and version it was written from, and since when.
 */
export const outdatedColumns = helper.columns([
  selectColumn,
  helper.accessor('title', {
    header: 'Handbook',
    meta: { className: BESIDE_SELECT_CLASS },
    cell: ({ row }) => (
      <Link
        href={`/handbooks/${encodeURIComponent(row.original.handbookId)}`}
        prefetch={false}
        className={linkClass}
      >
        <ClampedText text={row.original.title} />
      </Link>
    ),
  }),
  helper.accessor((h) => h.customer.name, {
    id: 'customer',
    meta: { label: 'Customer' },
    header: 'Customer',
    cell: ({ row }) => (
      <Link
        href={`/customers/${encodeURIComponent(row.original.customer.userId)}`}
        prefetch={false}
        className={linkClass}
      >
        <ClampedText text={row.original.customer.name} />
      </Link>
    ),
  }),
  helper.accessor('libraryVersion', {
    meta: { label: 'Written from' },
    header: 'Written from',
    cell: ({ row }) => (
      <span className="whitespace-nowrap">
        Library {row.original.libraryVersion} · version {row.original.version}
      </span>
    ),
  }),
  helper.accessor('updatedAt', {
    meta: { label: 'Written' },
    header: 'Written',
    cell: ({ getValue }) => <TimeStack value={getValue()} />,
  }),
]);

/** The same table for a role that may not bring handbooks up to date: nothing to pick. */
export const outdatedColumnsWithoutSelection = outdatedColumns.filter((column) => column !== selectColumn);
