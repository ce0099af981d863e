import 'server-only';
import { z } from 'zod';
import { resellerOrigin } from '../activity/origin';
import { recordChange } from '../activity/record-change';
import { badUserInput, notFoundError, rateLimited } from '../core/errors';
import {
  ActivitySubjectType,
  type MutationResolvers,
  type QueryResolvers,
  type WebhookDeliveryListResolvers,
  type WebhookDeliveryResolvers,
  type WebhookEndpointResolvers,
} from '../generated/reseller-types';
import { paging, parseResolverArgs } from '../core/resolver-args';
import { checkedUrl, descriptionArg, ENDPOINT_NOT_FOUND } from './endpoint-args';
import { endpointChangeMutations } from './endpoint-change-resolvers';
import { countDeliveries, findSentMessage, listDeliveries, redeliver } from './delivery-store';
import { healthOf } from './endpoint-health';
import { recoverDeliveriesMutation } from './recover-deliveries';
import {
  deleteEndpoint,
  findEndpoint,
  insertEndpoint,
  listEndpoints,
  TooManyEndpointsError,
} from './endpoint-store';
import { EndpointDisabledError, EndpointFullError, messageOf, queueForEndpoint } from './outbox';
import { newEndpointSecret } from './signing';
import { REDELIVERIES_PER_ENDPOINT_PER_MINUTE, TEST_SENDS_PER_ENDPOINT_PER_MINUTE } from './webhook-deps';

export interface WebhookDeliveryListParent {
  endpointId: string;
  offset: number;
  limit: number;
}

const createArgs = z.object({
  url: z.string(),
  description: descriptionArg.nullish().transform((d) => d ?? null),
});

const deliveriesArgs = z.object({ endpointId: z.string(), ...paging });

// What to suggest to a person whose endpoint is full: room comes back only as its waiting deliveries are
// delivered or fail, at the pace of their retries.
const FULL_ENDPOINT_RETRY_SECONDS = 60;

/** Queues a person's request for one endpoint, telling them when the endpoint had no room for it or is disabled. */
const DELIVERY_NOT_FOUND = 'Webhook delivery not found.';

async function whileRoomFor<T>(queue: () => Promise<T>): Promise<T> {
  try {
    return await queue();
  } catch (error) {
    if (error instanceof EndpointFullError) throw rateLimited(error.message, FULL_ENDPOINT_RETRY_SECONDS);
    if (error instanceof EndpointDisabledError) throw badUserInput(error.message);
    throw error;
  }
}

export const webhookQueries: Pick<QueryResolvers, 'webhookEndpoints' | 'webhookDeliveries'> = {
  webhookEndpoints: (_parent, _args, { db, reseller }) => listEndpoints(db, reseller.resellerId),
  webhookDeliveries: async (_parent, args, { db, reseller }) => {
    const { endpointId, offset, limit } = parseResolverArgs(deliveriesArgs, args);
    const endpoint = await findEndpoint(db, reseller.resellerId, endpointId);
    return endpoint ? { endpointId: endpoint.id, offset, limit } : null;
  },
};

export const webhookMutations: Pick<
  MutationResolvers,
  | 'createWebhookEndpoint'
  | 'updateWebhookEndpoint'
  | 'rotateWebhookSecret'
  | 'deleteWebhookEndpoint'
  | 'sendTestWebhook'
  | 'redeliverWebhook'
  | 'recoverWebhookDeliveries'
> = {
  ...endpointChangeMutations,
  ...recoverDeliveriesMutation,
  createWebhookEndpoint: async (_parent, args, context) => {
    const { db, reseller, now, webhooks } = context;
    const { url, description } = parseResolverArgs(createArgs, args);
    // Outside the transaction: name resolution may take a while and needs no row.
    const checked = await checkedUrl(url, context);
    const secret = newEndpointSecret();
    const sealedSecret = await webhooks.secretBox.seal(secret);
    const endpoint = await db.transaction(async (tx) => {
      const row = await insertEndpoint(
        tx,
        { resellerId: reseller.resellerId, url: checked, description, sealedSecret },
        now,
      ).catch((error: unknown) => {
        if (error instanceof TooManyEndpointsError) throw badUserInput(error.message);
        throw error;
      });
      if (!row) throw notFoundError('Reseller not found.');
      await recordChange(tx, {
        resellerId: reseller.resellerId,
        action: 'webhook.created',
        subjectType: ActivitySubjectType.WebhookEndpoint,
        subjectId: row.id,
        customerId: null,
        origin: resellerOrigin(context),
        occurredAt: now,
      });
      return row;
    });
    return { endpoint, secret };
  },
  deleteWebhookEndpoint: async (_parent, { endpointId }, context) => {
    const { db, reseller, now } = context;
    await db.transaction(async (tx) => {
      if (!(await deleteEndpoint(tx, reseller.resellerId, endpointId)))
        throw notFoundError(ENDPOINT_NOT_FOUND);
      await recordChange(tx, {
        resellerId: reseller.resellerId,
        action: 'webhook.deleted',
        subjectType: ActivitySubjectType.WebhookEndpoint,
        subjectId: endpointId,
        customerId: null,
        origin: resellerOrigin(context),
        occurredAt: now,
      });
    });
    return endpointId;
  },
  sendTestWebhook: async (_parent, { endpointId }, { db, reseller, now, webhooks }) => {
    const endpoint = await findEndpoint(db, reseller.resellerId, endpointId);
    if (!endpoint) throw notFoundError(ENDPOINT_NOT_FOUND);
    const wait = await webhooks.testSends.hit(endpoint.id, now);
    if (wait > 0)
      throw rateLimited(
        `At most ${TEST_SENDS_PER_ENDPOINT_PER_MINUTE} test webhooks per endpoint and minute.`,
        wait,
      );
    const event = { type: 'webhook.test', occurredAt: now, data: { endpointId: endpoint.id } } as const;
    const deliveryId = await whileRoomFor(() =>
      db.transaction((tx) => queueForEndpoint(tx, endpoint.id, messageOf(event))),
    );
    // Deleted a moment ago: treated like an unknown id.
    if (!deliveryId) throw notFoundError(ENDPOINT_NOT_FOUND);
    return deliveryId;
  },
  redeliverWebhook: async (_parent, { deliveryId }, { db, reseller, now, webhooks }) => {
    const original = await findSentMessage(db, reseller.resellerId, deliveryId);
    if (!original) throw notFoundError(DELIVERY_NOT_FOUND);
    const wait = await webhooks.redeliveries.hit(original.endpointId, now);
    if (wait > 0)
      throw rateLimited(
        `At most ${REDELIVERIES_PER_ENDPOINT_PER_MINUTE} redeliveries per endpoint and minute.`,
        wait,
      );
    const id = await whileRoomFor(() => redeliver(db, original, now));
    // Its endpoint deleted a moment ago: treated like an unknown id.
    if (!id) throw notFoundError(DELIVERY_NOT_FOUND);
    return id;
  },
};

export const webhookEndpointResolvers: WebhookEndpointResolvers = {
  endpointId: (e) => e.id,
  health: (e, _args, { now }) => healthOf(e, now),
};

export const webhookDeliveryListResolvers: WebhookDeliveryListResolvers = {
  deliveries: (query, _args, { db }) => listDeliveries(db, query.endpointId, query),
  total: (query, _args, { db }) => countDeliveries(db, query.endpointId),
};

export const webhookDeliveryResolvers: WebhookDeliveryResolvers = {
  deliveryId: (d) => d.id,
};
