import { lazyQuery } from '@/components/data-table/use-lazy-table-query';
import { CUSTOMERS_QUERY } from '@/lib/graphql-client/documents/customers';

/** The customers page's rows come with its HTML; Apollo loads only when a person asks for others. */
export const customersSource = lazyQuery(CUSTOMERS_QUERY);
