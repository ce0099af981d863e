import 'server-only';
import { z } from 'zod';
import { WEBHOOK_DESCRIPTION_MAX_LENGTH } from '../../contract/limits';
import { resellerOrigin } from '../activity/origin';
import { recordChange } from '../activity/record-change';
import type { ResellerContext } from '../context';
import { badUserInput, notFoundError } from '../errors';
import {
  ActivitySubjectType,
  type MutationResolvers,
  type QueryResolvers,
  type WebhookDeliveryListResolvers,
  type WebhookDeliveryResolvers,
  type WebhookEndpointResolvers,
} from '../generated/reseller-types';
import { paging, parseResolverArgs } from '../resolver-args';
import { hasPgCode, PG_FOREIGN_KEY_VIOLATION } from '../repositories/pg-errors';
import { checkEndpointUrl, EndpointUrlError } from '../webhooks/address-policy';
import { countDeliveries, listDeliveries, redeliver } from '../webhooks/deliveries';
import {
  deleteEndpoint,
  findEndpoint,
  insertEndpoint,
  listEndpoints,
  TooManyEndpointsError,
} from '../webhooks/endpoints';
import { enqueueToEndpoints } from '../webhooks/outbox';
import { newEndpointSecret } from '../webhooks/signing';

export interface WebhookDeliveryListParent {
  endpointId: string;
  offset: number;
  limit: number;
}

const createArgs = z.object({
  url: z.string(),
  description: z
    .string()
    .trim()
    .max(
      WEBHOOK_DESCRIPTION_MAX_LENGTH,
      `description must be at most ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters.`,
    )
    .nullish()
    .transform((d) => d || null),
});

const deliveriesArgs = z.object({ endpointId: z.string(), ...paging });

const ENDPOINT_NOT_FOUND = 'Webhook endpoint not found.';

async function checkedUrl(url: string, { webhooks }: ResellerContext): Promise<string> {
  try {
    return await checkEndpointUrl(url, webhooks.policy, webhooks.resolveHost);
  } catch (error) {
    if (error instanceof EndpointUrlError) throw badUserInput(error.message, 'url');
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
  'createWebhookEndpoint' | 'deleteWebhookEndpoint' | 'sendTestWebhook' | 'redeliverWebhook'
> = {
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
  sendTestWebhook: async (_parent, { endpointId }, { db, reseller, now }) => {
    const endpoint = await findEndpoint(db, reseller.resellerId, endpointId);
    if (!endpoint) throw notFoundError(ENDPOINT_NOT_FOUND);
    try {
      const [deliveryId] = await enqueueToEndpoints(db, [endpoint.id], {
        type: 'webhook.test',
        occurredAt: now,
        data: { endpointId: endpoint.id },
      });
      return deliveryId!;
    } catch (error) {
      // Deleted a moment ago: treated like an unknown id.
      if (hasPgCode(error, PG_FOREIGN_KEY_VIOLATION)) throw notFoundError(ENDPOINT_NOT_FOUND);
      throw error;
    }
  },
  redeliverWebhook: async (_parent, { deliveryId }, { db, reseller, now }) => {
    const id = await redeliver(db, reseller.resellerId, deliveryId, now);
    if (!id) throw notFoundError('Webhook delivery not found.');
    return id;
  },
};

export const webhookEndpointResolvers: WebhookEndpointResolvers = {
  endpointId: (e) => e.id,
};

export const webhookDeliveryListResolvers: WebhookDeliveryListResolvers = {
  deliveries: (query, _args, { db }) => listDeliveries(db, query.endpointId, query),
  total: (query, _args, { db }) => countDeliveries(db, query.endpointId),
};

export const webhookDeliveryResolvers: WebhookDeliveryResolvers = {
  deliveryId: (d) => d.id,
};
