import { createLoader, parseAsString } from 'nuqs/server';
import { pageParsers, pageWindow, type PageParams } from '@/components/data-table/table-params';
import type { WebhookDeliveriesQueryVariables } from '@/lib/graphql-client/generated/graphql';

/**
 * The settings page's URL: `endpoint` (whose deliveries show) and the deliveries' page. Read by the server
 * page, which preloads those deliveries, and by the browser, with the same parsers.
 */
export const webhookSettingsParsers = {
  endpoint: parseAsString.withDefault(''),
  ...pageParsers,
};

export const loadWebhookSettingsParams = createLoader(webhookSettingsParsers);

/** The endpoint the URL names, or the first one when it names none (or one that is gone). */
export function selectedEndpoint<E extends { endpointId: string }>(
  endpoints: readonly E[],
  id: string,
): E | null {
  return endpoints.find((e) => e.endpointId === id) ?? endpoints[0] ?? null;
}

export function deliveriesVariables(endpointId: string, page: PageParams): WebhookDeliveriesQueryVariables {
  return { endpointId, ...pageWindow(page) };
}
