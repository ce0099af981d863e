import type { APIRequestContext, Page } from '@playwright/test';
import { demoKey } from './env';
import { dataOf, resellerApiRaw, type ResellerDocument } from './graphql';

/** Endpoints made as the admin, and the words the dashboard says of their health (receivers: webhook-receiver.ts). */

/** A Reseller API call as the demo admin that must succeed. */
export function asAdmin(request: APIRequestContext) {
  return async <T, TVariables>(query: ResellerDocument<T, TVariables>, variables: TVariables) =>
    dataOf(await resellerApiRaw(request, demoKey(), query, variables));
}

// "3 Dec" or "Dec 3": the viewer's English (the test browser's is en-US).
export const DAY = String.raw`(?:\d{1,2} [A-Z][a-z]{2}|[A-Z][a-z]{2} \d{1,2})`;
// Other tests add customers meanwhile: the failing endpoint gets their events too, so its count varies.
export const FAILING_WORDS = new RegExp(
  String.raw`Failing since ${DAY}, (\d+) of \1 attempts? failed in the last 24 hours`,
);
export const GONE_WORDS = new RegExp(String.raw`Disabled on ${DAY}: the receiver answered 410 Gone`);

/** An endpoint's card in Settings, found by its description. */
export const endpointCard = (page: Page, description: string) =>
  page.getByTestId('webhook-endpoint').filter({ hasText: description });
