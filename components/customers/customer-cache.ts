import type { ApolloCache } from '@apollo/client';

/**
 * After a customer changes, every cached page of the customers list may be wrong (its order, its status
 * filter, its totals): they are dropped, and fetched afresh when next shown.
 */
export function evictCustomerLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'handbookCustomers' });
  cache.gc();
}
