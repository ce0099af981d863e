import 'server-only';
import { z } from 'zod';
import { WEBHOOK_DESCRIPTION_MAX_LENGTH } from '../../contract/limits';
import { isWebhookEventType, WEBHOOK_EVENT_TYPES } from '../../contract/webhook-events';
import type { ResellerContext } from '../core/context';
import { badUserInput } from '../core/errors';
import { checkEndpointUrl, systemResolver, EndpointUrlError } from './address-policy';

// What creating and changing an endpoint check alike, so that both say the same words.

export const ENDPOINT_NOT_FOUND = 'Webhook endpoint not found.';

/** A description, trimmed; empty means none (null). */
export const descriptionArg = z
  .string()
  .trim()
  .max(
    WEBHOOK_DESCRIPTION_MAX_LENGTH,
    `The description must be at most ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters.`,
  )
  .transform((d) => d || null);

/** The event types an endpoint receives, without repeats; empty means every event. */
export const eventTypesArg = z
  .array(z.string())
  .refine(
    (types) => types.every(isWebhookEventType),
    `Choose event types among ${WEBHOOK_EVENT_TYPES.join(', ')}.`,
  )
  .transform((types) => [...new Set(types)]);

/** The endpoint's URL, normalised, or BAD_USER_INPUT on `url` saying which rule it broke. */
export async function checkedUrl(url: string, { webhooks, reseller }: ResellerContext): Promise<string> {
  try {
    const resolve = webhooks.resolveHost ?? systemResolver(reseller.resellerId);
    return await checkEndpointUrl(url, webhooks.policy, resolve);
  } catch (error) {
    if (error instanceof EndpointUrlError) throw badUserInput(error.message, 'url');
    throw error;
  }
}
