import 'server-only';
import DataLoader from 'dataloader';
import type { Database } from '../db/open-store';
import { listVersions, type HandbookVersionSummary } from './handbook-versions-store';

// One loader per request, keyed by the request's context (a new object for every request): a page of
// handbooks loads its histories in one round, and no request sees another's cache.
const loaders = new WeakMap<object, DataLoader<string, HandbookVersionSummary[]>>();

/** Handbooks' histories by id, batched within one request (of either API). */
export function versionsLoader(context: { db: Database }): DataLoader<string, HandbookVersionSummary[]> {
  let loader = loaders.get(context);
  if (!loader) {
    const { db } = context;
    loader = new DataLoader(async (ids: readonly string[]) => {
      const found = await listVersions(db, ids);
      return ids.map((id) => found.get(id) ?? []);
    });
    loaders.set(context, loader);
  }
  return loader;
}
