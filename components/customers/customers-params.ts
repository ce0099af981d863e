import { createLoader, parseAsStringLiteral, type inferParserType } from 'nuqs/server';
import type { SortingState } from '@/components/data-table/features';
import { pageParsers, pageWindow, parseAsSearch } from '@/components/data-table/table-params';
import type { TableSorting } from '@/components/data-table/use-server-table';
import {
  CustomerAccess,
  CustomerSort,
  CustomerStatus,
  SortDirection,
  type CustomersQueryVariables,
} from '@/lib/graphql-client/generated/graphql';

/** The customers table's sortable columns: URL names (short, readable) to the API's sort keys. */
export const CUSTOMER_SORTS = {
  name: CustomerSort.Name,
  email: CustomerSort.Email,
  created: CustomerSort.CreatedAt,
  handbooks: CustomerSort.HandbookCount,
  tokens: CustomerSort.ActiveTokenCount,
  access: CustomerSort.AccessExpiresAt,
} as const satisfies Record<string, CustomerSort>;

export type CustomerSortKey = keyof typeof CUSTOMER_SORTS;
const SORT_KEYS = Object.keys(CUSTOMER_SORTS) as CustomerSortKey[];

export const SORT_DIRS = ['asc', 'desc'] as const;
export type SortDir = (typeof SORT_DIRS)[number];

/** Text reads A→Z first; counts and dates read biggest or latest first. */
export const ASCENDING_FIRST: ReadonlySet<CustomerSortKey> = new Set(['name', 'email']);

/** The status filter's URL values (null: every customer) to the API's statuses. */
export const CUSTOMER_STATUSES = {
  active: CustomerStatus.Active,
  suspended: CustomerStatus.Suspended,
} as const satisfies Record<string, CustomerStatus>;

export type CustomerStatusKey = keyof typeof CUSTOMER_STATUSES;
const STATUS_KEYS = Object.keys(CUSTOMER_STATUSES) as CustomerStatusKey[];

/**
 * The access filter's URL values (null: every customer) to the API's `CustomerAccess`: the lists the
 * overview's figures open (`?access=none` is "Customers without access").
 */
export const CUSTOMER_ACCESS = {
  active: CustomerAccess.Active,
  'ending-soon': CustomerAccess.EndingSoon,
  none: CustomerAccess.None,
} as const satisfies Record<string, CustomerAccess>;

export type CustomerAccessKey = keyof typeof CUSTOMER_ACCESS;
const ACCESS_KEYS = Object.keys(CUSTOMER_ACCESS) as CustomerAccessKey[];

/**
 * The customers page's URL: `q`, `status` (null: every customer), `access` (null: with access or not), `sort` (null: the API's default order, newest customers first), `dir`
 * (null: the column's own first direction, see sortDirection), `page` and `size`.
 */
export const customersParsers = {
  q: parseAsSearch,
  status: parseAsStringLiteral(STATUS_KEYS),
  access: parseAsStringLiteral(ACCESS_KEYS),
  sort: parseAsStringLiteral(SORT_KEYS),
  dir: parseAsStringLiteral(SORT_DIRS),
  ...pageParsers,
};

export type CustomersParams = inferParserType<typeof customersParsers>;

export const loadCustomersParams = createLoader(customersParsers);

export function sortDirection({ sort, dir }: Pick<CustomersParams, 'sort' | 'dir'>): SortDir {
  return dir ?? (sort && ASCENDING_FIRST.has(sort) ? 'asc' : 'desc');
}

export function customersVariables(params: CustomersParams): CustomersQueryVariables {
  const direction = sortDirection(params) === 'asc' ? SortDirection.Asc : SortDirection.Desc;
  return {
    ...(params.q ? { search: params.q } : {}),
    ...(params.status ? { status: CUSTOMER_STATUSES[params.status] } : {}),
    ...(params.access ? { access: CUSTOMER_ACCESS[params.access] } : {}),
    ...pageWindow(params),
    sort: params.sort ? CUSTOMER_SORTS[params.sort] : CustomerSort.CreatedAt,
    direction: params.sort ? direction : SortDirection.Desc,
  };
}

/** The table's sorting is the URL's `sort` and `dir`: column ids are the URL's sort names (customers-columns.tsx). */
export const customersSorting: TableSorting<typeof customersParsers> = {
  state: (params): SortingState =>
    params.sort ? [{ id: params.sort, desc: sortDirection(params) === 'desc' }] : [],
  change: (next) => ({
    // The parser keeps the type honest: an id that is no sort name is the default order.
    sort: next ? customersParsers.sort.parse(next.id) : null,
    dir: next ? (next.desc ? 'desc' : 'asc') : null,
  }),
};
