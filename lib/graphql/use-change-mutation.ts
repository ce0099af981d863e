'use client';

import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useRouter } from 'next/navigation';

/**
 * The Reseller API's lists and figures that a change to tokens or customers can move. After such a change
 * none of them is trusted: the ones on screen are fetched again at once, the others when next shown.
 */
const CHANGED_BY_ANY_CHANGE = [
  'customerTokens',
  'handbookCustomers',
  'handbookCustomer',
  'overview',
  'activity',
] as const;

/**
 * A mutation after which every count and list is current wherever the user goes next, Back included: the
 * cached answers of the lists it may move are dropped from Apollo's cache, the queries on screen are
 * fetched again, and router.refresh() empties Next's client router cache (which Back and Forward read
 * from, whatever staleTimes say) and renders the current page's server components afresh.
 */
export function useChangeMutation<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
) {
  const router = useRouter();
  return useMutation(document, {
    update: (cache) => {
      for (const fieldName of CHANGED_BY_ANY_CHANGE) cache.evict({ id: 'ROOT_QUERY', fieldName });
      cache.gc();
    },
    refetchQueries: 'active',
    awaitRefetchQueries: true,
    onCompleted: () => router.refresh(),
  });
}
