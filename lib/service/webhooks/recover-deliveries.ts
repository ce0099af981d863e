import 'server-only';
import { z } from 'zod';
import { resellerOrigin } from '../activity/origin';
import { recordChange } from '../activity/record-change';
import { badUserInput, notFoundError } from '../core/errors';
import { parseResolverArgs } from '../core/resolver-args';
import { ActivitySubjectType, type MutationResolvers } from '../generated/reseller-types';
import { findEndpoint } from './endpoint-store';
import { ENDPOINT_NOT_FOUND } from './endpoint-args';
import { EndpointDisabledError, requeueFailed } from './outbox';

const DAY_MS = 86_400_000;

const recoverArgs = z.object({ endpointId: z.string(), since: z.date() });

/**
 * `recoverWebhookDeliveries` (ADMIN): what failed while a receiver was down, sent again once it is back.
 * Refused while the endpoint is disabled: its deliveries would only wait. Looks no further back than the
 * deliveries' retention, so nothing the sweep is about to delete comes back for another 30 days.
 */
export const recoverDeliveriesMutation: Pick<MutationResolvers, 'recoverWebhookDeliveries'> = {
  recoverWebhookDeliveries: async (_parent, args, context) => {
    const { db, reseller, now, webhooks } = context;
    const { endpointId, since } = parseResolverArgs(recoverArgs, args);
    const kept =
      webhooks.retentionDays === null ? since : new Date(now.getTime() - webhooks.retentionDays * DAY_MS);
    const from = since > kept ? since : kept;
    return db.transaction(async (tx) => {
      if (!(await findEndpoint(tx, reseller.resellerId, endpointId))) throw notFoundError(ENDPOINT_NOT_FOUND);
      const count = await requeueFailed(tx, endpointId, from, now).catch((error: unknown) => {
        if (error instanceof EndpointDisabledError)
          throw badUserInput(
            'This endpoint is disabled: enable it before sending its failed deliveries again.',
          );
        throw error;
      });
      if (count === null) throw notFoundError(ENDPOINT_NOT_FOUND);
      if (count > 0)
        await recordChange(tx, {
          resellerId: reseller.resellerId,
          action: 'webhook.recovered',
          subjectType: ActivitySubjectType.WebhookEndpoint,
          subjectId: endpointId,
          customerId: null,
          details: { count },
          origin: resellerOrigin(context),
          occurredAt: now,
        });
      return count;
    });
  },
};
