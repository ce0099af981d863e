import type { ApolloClient } from '@apollo/client';
import { downloadCsv } from '@/components/data-table/download-csv';
import { accessState } from '@/lib/format/access';
import { PAGE_LIMIT } from '@/lib/contract/limits';
import { toCsv, type CsvColumn } from '@/lib/format/csv';
import { CUSTOMERS_QUERY } from '@/lib/graphql/documents/customers';
import {
  CustomerStatus,
  type CustomerFieldsFragment,
  type CustomersQueryVariables,
} from '@/lib/graphql/generated/graphql';

/** The API's largest page: the fewest requests. */
const PAGE = PAGE_LIMIT.max;
const STATE_LABEL = {
  active: 'Active',
  'expiring-soon': 'Expires soon',
  expired: 'Expired',
  none: 'No token',
} as const;

const STATUS_LABEL: Record<CustomerStatus, string> = {
  [CustomerStatus.Active]: 'Active',
  [CustomerStatus.Suspended]: 'Suspended',
};

function columns(now: number): CsvColumn<CustomerFieldsFragment>[] {
  return [
    { header: 'Name', value: (c) => c.name },
    { header: 'Email', value: (c) => c.email },
    { header: 'User ID', value: (c) => c.userId },
    { header: 'Status', value: (c) => STATUS_LABEL[c.status] },
    { header: 'Handbooks', value: (c) => c.handbookCount },
    { header: 'Active tokens', value: (c) => c.activeTokenCount },
    { header: 'Access', value: (c) => STATE_LABEL[accessState(c, now).kind] },
    { header: 'Access expires at (UTC)', value: (c) => c.accessExpiresAt },
    { header: 'Access expired at (UTC)', value: (c) => c.accessExpiredAt },
    { header: 'Created at (UTC)', value: (c) => c.createdAt },
  ];
}

/** Every customer of the view, page by page; a customer that moves between pages meanwhile appears once. */
export async function fetchAllCustomers(
  client: ApolloClient,
  variables: CustomersQueryVariables,
  onProgress: (count: number) => void,
): Promise<CustomerFieldsFragment[]> {
  const rows = new Map<string, CustomerFieldsFragment>();
  for (let offset = 0; ; offset += PAGE) {
    const { data } = await client.query({
      query: CUSTOMERS_QUERY,
      variables: { ...variables, offset, limit: PAGE },
      fetchPolicy: 'no-cache',
    });
    if (!data) throw new Error('No data');
    const page = data.handbookCustomers.customers;
    for (const customer of page) rows.set(customer.userId, customer);
    onProgress(rows.size);
    if (page.length < PAGE || offset + PAGE >= data.handbookCustomers.total) break;
  }
  return [...rows.values()];
}

export async function exportCustomersCsv(
  client: ApolloClient,
  variables: CustomersQueryVariables,
  onProgress: (count: number) => void,
): Promise<void> {
  const customers = await fetchAllCustomers(client, variables, onProgress);
  const now = new Date();
  downloadCsv('customers', toCsv(columns(now.getTime()), customers), now);
}
