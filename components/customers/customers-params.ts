import type { CustomerSort, CustomersQueryVariables, SortDirection } from '@/lib/graphql/generated/graphql';
import {
  pageWindow,
  readChoice,
  readPage,
  readParam,
  type SearchParamsInput,
} from '@/components/data-table/url-state';

/** The customers table's sortable columns: URL names (short, readable) to the API's sort keys. */
export const CUSTOMER_SORTS = {
  name: 'NAME',
  email: 'EMAIL',
  created: 'CREATED_AT',
  handbooks: 'HANDBOOK_COUNT',
  tokens: 'ACTIVE_TOKEN_COUNT',
  access: 'ACCESS_EXPIRES_AT',
} as const satisfies Record<string, CustomerSort>;

export type CustomerSortKey = keyof typeof CUSTOMER_SORTS;
const SORT_KEYS = Object.keys(CUSTOMER_SORTS) as CustomerSortKey[];

/** Text reads A→Z first; counts and dates read biggest or latest first. */
export const ASCENDING_FIRST: ReadonlySet<CustomerSortKey> = new Set(['name', 'email']);

export interface CustomersParams {
  q: string;
  /** null: the API's default order, newest customers first. */
  sort: CustomerSortKey | null;
  dir: 'asc' | 'desc';
  page: number;
  size: number;
}

export function parseCustomersParams(params: SearchParamsInput): CustomersParams {
  const sort = readChoice(params, 'sort', SORT_KEYS) ?? null;
  const defaultDir = sort && ASCENDING_FIRST.has(sort) ? 'asc' : 'desc';
  return {
    q: (readParam(params, 'q') ?? '').trim().slice(0, 200),
    sort,
    dir: readChoice(params, 'dir', ['asc', 'desc'] as const) ?? defaultDir,
    ...readPage(params),
  };
}

export function customersVariables(params: CustomersParams): CustomersQueryVariables {
  const direction: SortDirection = params.dir === 'asc' ? 'ASC' : 'DESC';
  return {
    ...(params.q ? { search: params.q } : {}),
    ...pageWindow(params),
    sort: params.sort ? CUSTOMER_SORTS[params.sort] : 'CREATED_AT',
    direction: params.sort ? direction : 'DESC',
  };
}
