import 'server-only';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../db/open-store';
import { resellers, webhookEndpoints } from '../db/schema';
import { newId } from '../core/ids';

export type WebhookEndpointRecord = typeof webhookEndpoints.$inferSelect;

/** Enough for a production receiver, a staging one and a few more; each event is sent to every one. */
export const MAX_ENDPOINTS_PER_RESELLER = 10;

export class TooManyEndpointsError extends Error {
  constructor() {
    super(`A reseller can have at most ${MAX_ENDPOINTS_PER_RESELLER} webhook endpoints.`);
    this.name = 'TooManyEndpointsError';
  }
}

export function listEndpoints(db: Database, resellerId: string): Promise<WebhookEndpointRecord[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.resellerId, resellerId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
}

export async function findEndpoint(
  db: Database,
  resellerId: string,
  endpointId: string,
): Promise<WebhookEndpointRecord | null> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.resellerId, resellerId)));
  return row ?? null;
}

/**
 * Adds an endpoint within `tx`, holding the reseller's row so that two additions at once cannot both pass
 * the limit. Null when the reseller is gone.
 */
export async function insertEndpoint(
  tx: Database,
  endpoint: { resellerId: string; url: string; description: string | null; sealedSecret: string },
  now: Date,
): Promise<WebhookEndpointRecord | null> {
  const [reseller] = await tx
    .select({ id: resellers.id })
    .from(resellers)
    .where(eq(resellers.id, endpoint.resellerId))
    .for('no key update');
  if (!reseller) return null;
  const [existing] = await tx
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.resellerId, endpoint.resellerId));
  if (Number(existing?.n ?? 0) >= MAX_ENDPOINTS_PER_RESELLER) throw new TooManyEndpointsError();
  const [row] = await tx
    .insert(webhookEndpoints)
    .values({ id: newId('whe'), ...endpoint, createdAt: now })
    .returning();
  return row ?? null;
}

/** Deletes an endpoint with its deliveries (foreign key); false when it is unknown or another reseller's. */
export async function deleteEndpoint(tx: Database, resellerId: string, endpointId: string): Promise<boolean> {
  const rows = await tx
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.resellerId, resellerId)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** Every endpoint's sealed secret, for moving old seals to the ring's current key (see secret-box.ts). */
export function listSealedSecrets(db: Database): Promise<{ id: string; sealedSecret: string }[]> {
  return db
    .select({ id: webhookEndpoints.id, sealedSecret: webhookEndpoints.sealedSecret })
    .from(webhookEndpoints);
}

/** Replaces a seal, unless the endpoint's secret was replaced in the meantime. */
export async function replaceSealedSecret(db: Database, id: string, from: string, to: string): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ sealedSecret: to })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.sealedSecret, from)));
}
