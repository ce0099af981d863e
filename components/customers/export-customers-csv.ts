import type { ApolloClient } from '@apollo/client';
import { downloadCsv } from '@/components/data-table/download-csv';
import { fetchEveryPage } from '@/components/data-table/fetch-every-page';
import { accessState } from '@/lib/format/access';
import { toCsv, type CsvColumn } from '@/lib/format/csv';
import { CUSTOMERS_QUERY } from '@/lib/graphql-client/documents/customers';
import {
  CustomerStatus,
  type CustomerFieldsFragment,
  type CustomersQueryVariables,
} from '@/lib/graphql-client/generated/graphql';

const STATE_LABEL = {
  active: 'Active',
  'expiring-soon': 'Expires soon',
  expired: 'Expired',
  suspended: 'Suspended',
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

export async function exportCustomersCsv(
  client: ApolloClient,
  variables: CustomersQueryVariables,
  onProgress: (count: number) => void,
): Promise<void> {
  // A customer that moves between pages meanwhile appears once.
  const customers = await fetchEveryPage(
    async (page) => {
      const { data } = await client.query({
        query: CUSTOMERS_QUERY,
        variables: { ...variables, ...page },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('No data');
      return { rows: data.handbookCustomers.customers, total: data.handbookCustomers.total };
    },
    (customer) => customer.userId,
    onProgress,
  );
  const now = new Date();
  downloadCsv('customers', toCsv(columns(now.getTime()), customers), now);
}
