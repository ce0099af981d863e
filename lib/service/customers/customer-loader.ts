import 'server-only';
import DataLoader from 'dataloader';
import type { ResellerContext } from '../core/context';
import { findCustomers, type CustomerRecord } from '../customers/customer-store';

// One loader per request, keyed by the request's context (a new object for every request): a page of
// tokens loads its customers in one query, and no request sees another's cache.
const loaders = new WeakMap<ResellerContext, DataLoader<string, CustomerRecord | null>>();

/** The reseller's customers by id, batched within one request; null for an id that is not (or no longer) one. */
export function customerLoader(context: ResellerContext): DataLoader<string, CustomerRecord | null> {
  let loader = loaders.get(context);
  if (!loader) {
    const { db, reseller, now } = context;
    loader = new DataLoader(async (ids: readonly string[]) => {
      const found = await findCustomers(db, reseller.resellerId, ids, now);
      const byId = new Map(found.map((customer) => [customer.id, customer]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    loaders.set(context, loader);
  }
  return loader;
}
