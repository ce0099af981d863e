import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

// One per process, on globalThis: Next bundles instrumentation.ts (which starts the service, and so the
// outbox that notes) apart from the route handlers (which collect), each with its own copy of this module.
const holder = globalThis as typeof globalThis & { __queuedDeliveries?: AsyncLocalStorage<string[]> };
const queuedInRequest = (holder.__queuedDeliveries ??= new AsyncLocalStorage<string[]>());

/**
 * Runs `respond` and gives, beside its result, the ids of the deliveries queued while it ran (by any change
 * it made): what the after() driver sends once the answer is out. Ids of a transaction that rolled back are
 * among them too; claiming them finds nothing.
 */
export async function collectQueuedDeliveries<T>(
  respond: () => Promise<T>,
): Promise<{ result: T; queued: string[] }> {
  const queued: string[] = [];
  const result = await queuedInRequest.run(queued, respond);
  return { result, queued };
}

/** Called by the outbox's one writer for the deliveries it has just written; nothing outside a collection. */
export function noteQueuedDeliveries(ids: Iterable<string>): void {
  queuedInRequest.getStore()?.push(...ids);
}
