import 'server-only';
import { z } from 'zod';
import { WEBHOOK_SECRET_OVERLAP_HOURS } from '../../contract/limits';
import { resellerOrigin } from '../activity/origin';
import { recordChange } from '../activity/record-change';
import type { ResellerContext } from '../core/context';
import { notFoundError } from '../core/errors';
import { parseResolverArgs } from '../core/resolver-args';
import { ActivitySubjectType, type MutationResolvers } from '../generated/reseller-types';
import type { Database } from '../db/open-store';
import type { ActivityDetails } from '../db/schema';
import { checkedUrl, descriptionArg, ENDPOINT_NOT_FOUND, eventTypesArg } from './endpoint-args';
import { rotateSealedSecret, updateEndpoint, type EndpointChanges } from './endpoint-store';
import { newEndpointSecret } from './signing';

// Changes to an endpoint after its creation: its settings, and its signing secret.
// Both are for ADMIN keys only (contract, third edition); the role check belongs to the roles' work.

// `null` for url, enabled and eventTypes says nothing (they cannot be cleared); for description it removes it.
const updateArgs = z.object({
  endpointId: z.string(),
  url: z.string().nullish(),
  description: descriptionArg.nullish(),
  enabled: z.boolean().nullish(),
  eventTypes: eventTypesArg.nullish(),
});

const OVERLAP_MS = WEBHOOK_SECRET_OVERLAP_HOURS * 3_600_000;

function recordEndpointChange(
  tx: Database,
  context: ResellerContext,
  action: 'webhook.updated' | 'webhook.secret_rotated',
  endpointId: string,
  details?: ActivityDetails,
) {
  return recordChange(tx, {
    resellerId: context.reseller.resellerId,
    action,
    subjectType: ActivitySubjectType.WebhookEndpoint,
    subjectId: endpointId,
    customerId: null,
    details,
    origin: resellerOrigin(context),
    occurredAt: context.now,
  });
}

/** The changes asked for, the URL checked (outside any transaction: name resolution may take a while). */
async function changesOf(
  args: z.infer<typeof updateArgs>,
  context: ResellerContext,
): Promise<EndpointChanges> {
  const changes: EndpointChanges = {};
  if (args.url != null) changes.url = await checkedUrl(args.url, context);
  if (args.description !== undefined) changes.description = args.description;
  if (args.enabled != null) changes.enabled = args.enabled;
  if (args.eventTypes != null) changes.eventTypes = args.eventTypes;
  return changes;
}

export const endpointChangeMutations: Pick<
  MutationResolvers,
  'updateWebhookEndpoint' | 'rotateWebhookSecret'
> = {
  updateWebhookEndpoint: async (_parent, args, context) => {
    const parsed = parseResolverArgs(updateArgs, args);
    const changes = await changesOf(parsed, context);
    return context.db.transaction(async (tx) => {
      const { resellerId } = context.reseller;
      const row = await updateEndpoint(tx, resellerId, parsed.endpointId, changes, context.now);
      if (!row) throw notFoundError(ENDPOINT_NOT_FOUND);
      // The trail names the fields given and whether the endpoint now receives anything, not the URL.
      const fields = Object.keys(changes);
      if (fields.length > 0)
        await recordEndpointChange(tx, context, 'webhook.updated', row.id, { fields, enabled: row.enabled });
      return row;
    });
  },
  rotateWebhookSecret: async (_parent, { endpointId }, context) => {
    const secret = newEndpointSecret();
    const sealedSecret = await context.webhooks.secretBox.seal(secret);
    const overlapEnds = new Date(context.now.getTime() + OVERLAP_MS);
    const endpoint = await context.db.transaction(async (tx) => {
      const { resellerId } = context.reseller;
      const row = await rotateSealedSecret(tx, resellerId, endpointId, sealedSecret, overlapEnds);
      if (!row) throw notFoundError(ENDPOINT_NOT_FOUND);
      await recordEndpointChange(tx, context, 'webhook.secret_rotated', row.id, {
        previousSecretValidUntil: overlapEnds.toISOString(),
      });
      return row;
    });
    return { endpoint, secret };
  },
};
