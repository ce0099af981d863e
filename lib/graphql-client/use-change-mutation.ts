'use client';

import type { ApolloCache, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useState } from 'react';
import { changeMade } from './changes-made';
import { loadBrowserClient } from './load-browser-client';
import { usePageRefresh } from './page-refresh';

/**
 * The Reseller API's lists and figures that a change can move: one to tokens, customers or handbooks moves
 * these and queues webhook deliveries; one to webhook endpoints moves those. After a change none of them is
 * trusted: the ones on screen are fetched again at once, the others when next shown.
 */
const CHANGED_BY_ANY_CHANGE = [
  'customerTokens',
  'handbookCustomers',
  'handbookCustomer',
  'customerHandbooks',
  'outdatedHandbooks',
  'overview',
  'activity',
  'webhookEndpoints',
  'webhookDeliveries',
] as const;

function dropChangedLists(cache: ApolloCache): void {
  for (const fieldName of CHANGED_BY_ANY_CHANGE) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/**
 * A mutation after which every count and list is current wherever the user goes next, Back included: the
 * cached answers of the lists it may move are dropped from Apollo's cache, the queries on screen are
 * fetched again, and the page is refreshed (usePageRefresh: router.refresh(), one at a time), which empties
 * Next's client router cache (which Back and Forward read from, whatever staleTimes say) and renders the
 * current page's server components afresh, which brings server-rendered rows (lazyQuery) up to date.
 *
 * It needs no ApolloProvider: the browser's one client (the page provider's, where there is one) loads on
 * the first change, so a page whose rows come from the server ships no Apollo until someone changes
 * something. Like Apollo's useMutation, the returned function rejects with the mutation's error.
 *
 * `loading` lasts from the call until the page rendered after the change has arrived: a button that stays
 * enabled in between could send the same change twice.
 */
export function useChangeMutation<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
) {
  const refreshPage = usePageRefresh();
  const [mutating, setMutating] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const mutate = async ({ variables }: { variables: TVariables }) => {
    setMutating(true);
    try {
      const client = await loadBrowserClient();
      const result = await client.mutate({
        mutation: document,
        variables,
        update: dropChangedLists,
        refetchQueries: 'active',
        awaitRefetchQueries: true,
      });
      changeMade();
      setRefreshing(true);
      void refreshPage().then(() => setRefreshing(false));
      return result;
    } finally {
      setMutating(false);
    }
  };
  return [mutate, { loading: mutating || refreshing }] as const;
}
