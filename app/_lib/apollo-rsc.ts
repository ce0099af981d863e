import 'server-only';
import {
  ApolloClient,
  ApolloLink,
  InMemoryCache,
  type OperationVariables,
  type TypedDocumentNode,
} from '@apollo/client';
import { notFound, redirect } from 'next/navigation';
import { cache, cacheSignal } from 'react';
import { Observable } from 'rxjs';
import { requireSession } from '@/lib/dashboard/session/session';
import { UpstreamError } from '@/lib/dashboard/relay/upstream';
import { cacheConfig } from '@/lib/graphql-client/cache';
import { isUnknownId } from '@/lib/graphql-client/errors';
import { signInPath } from '@/lib/http/return-path';
import { getResellerApi } from './reseller-api';

/**
 * Runs server components' operations through the dashboard's upstream client with the session's key: the
 * same path the GraphQL relay takes, minus the HTTP hop. The key stays in this closure; only results leave.
 *
 * Bound to the render that asked (React's `cacheSignal`): when that render is abandoned (the browser left,
 * a prefetch was cancelled) the upstream call is aborted and nothing is emitted.
 */
const upstreamLink = new ApolloLink(
  (operation) =>
    new Observable<ApolloLink.Result>((observer) => {
      const controller = new AbortController();
      const render = cacheSignal();
      const signal = render ? AbortSignal.any([controller.signal, render]) : controller.signal;
      (async () => {
        const { apiKey } = await requireSession();
        const result = await getResellerApi().execute(operation.query, operation.variables, apiKey, signal);
        if (render?.aborted) return;
        observer.next({ data: result.data ?? null, ...(result.errors ? { errors: result.errors } : {}) });
        observer.complete();
      })().catch((error: unknown) => {
        if (!render?.aborted) observer.error(error);
      });
      return () => controller.abort();
    }),
);

/**
 * One client per request's render (React's `cache`), so that no answer outlives its request. Apollo's own
 * client, not the Next integration's registerApolloClient: its PreloadQuery (which no page uses now) made
 * every page that queries on the server ship the integration's client half in its first load.
 */
const getClient = cache(
  () => new ApolloClient({ cache: new InMemoryCache(cacheConfig), link: upstreamLink }),
);

/** A server component's query, settled: a refused key sends the person to sign in again, whatever the caller. */
async function settledQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) {
  const { data, error } = await getClient().query({ query: document, variables, errorPolicy: 'all' });
  if (error instanceof UpstreamError && error.code === 'UNAUTHENTICATED') redirect(signInPath('key-revoked'));
  return error || !data ? { data: null, error } : { data, error: null };
}

/**
 * A server component's query that must succeed. Every failure other than a refused key becomes a plain error
 * for the segment's error page (which offers a retry).
 */
export async function queryOrThrow<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const { data, error } = await settledQuery(document, variables);
  if (!data) throw new Error('The Handbook service could not answer.', { cause: error });
  return data;
}

/**
 * A page's query for the record its URL names: like queryOrThrow, but an id the service says names nothing
 * (unknown, or malformed: `/customers/%00`) is the plain 404 page, not the error page.
 */
export async function queryByUrlId<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const { data, error } = await settledQuery(document, variables);
  if (data) return data;
  if (isUnknownId(error)) notFound();
  throw new Error('The Handbook service could not answer.', { cause: error });
}

/**
 * A server component's query whose failure the page shows in place (null), keeping the rest of it: the
 * browser asks again once it has loaded, as the person would.
 */
export async function queryOrNull<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData | null> {
  return (await settledQuery(document, variables)).data;
}
