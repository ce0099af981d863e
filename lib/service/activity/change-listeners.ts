import 'server-only';
import { enqueueWebhookOfChange } from '../webhooks/webhook-of-change';
import type { ChangeListener } from './change';

/**
 * What else must happen, in the same transaction, whenever anything changes (see record-change.ts). A listener
 * listed here runs for every change from either API and from the operator's command line; if it throws, the
 * change and its record are rolled back with it.
 */
export const changeListeners: readonly ChangeListener[] = [enqueueWebhookOfChange];
