import 'server-only';
import { and, asc, count, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/open-store';
import { resellers, webhookEndpoints } from '../db/schema';
import { newId } from '../core/ids';
import { EndpointDisabledReason } from '../generated/reseller-types';

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

/** What a reseller may change on an endpoint; an absent field stays as it is. */
export interface EndpointChanges {
  url?: string;
  description?: string | null;
  enabled?: boolean;
  eventTypes?: string[];
}

/**
 * What switching an endpoint on or off does to its health (read against the row as it was): disabling
 * records when, by a person (MANUAL); enabling a disabled endpoint forgets when and why, and its failing
 * state, so that the five-day rule counts afresh. Nothing changes for a switch to the state it is in.
 */
function switchedHealth(enabled: boolean, now: Date) {
  const was = webhookEndpoints.enabled;
  if (!enabled)
    return {
      disabledAt: sql`case when ${was} then ${now}::timestamptz else ${webhookEndpoints.disabledAt} end`,
      disabledReason: sql`case when ${was} then ${EndpointDisabledReason.Manual} else ${webhookEndpoints.disabledReason} end`,
    };
  return {
    disabledAt: null,
    disabledReason: null,
    failingSince: sql`case when ${was} then ${webhookEndpoints.failingSince} end`,
    failedInRow: sql`case when ${was} then ${webhookEndpoints.failedInRow} else 0 end`,
  };
}

/** Changes an endpoint within `tx`; null when it is unknown or another reseller's. */
export async function updateEndpoint(
  tx: Database,
  resellerId: string,
  endpointId: string,
  changes: EndpointChanges,
  now: Date,
): Promise<WebhookEndpointRecord | null> {
  if (Object.keys(changes).length === 0) return findEndpoint(tx, resellerId, endpointId);
  const [row] = await tx
    .update(webhookEndpoints)
    .set({ ...changes, ...(changes.enabled === undefined ? {} : switchedHealth(changes.enabled, now)) })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.resellerId, resellerId)))
    .returning();
  return row ?? null;
}

/**
 * Gives an endpoint a new sealed secret within `tx`, keeping the one it replaces (already sealed) until
 * `overlapEnds`. A second rotation within the overlap drops the oldest: receivers hold at most two.
 * Null when the endpoint is unknown or another reseller's.
 */
export async function rotateSealedSecret(
  tx: Database,
  resellerId: string,
  endpointId: string,
  sealedSecret: string,
  overlapEnds: Date,
): Promise<WebhookEndpointRecord | null> {
  const [row] = await tx
    .update(webhookEndpoints)
    .set({
      // The right-hand side reads the row as it was: the current secret becomes the previous one.
      previousSealedSecret: sql`${webhookEndpoints.sealedSecret}`,
      previousSecretExpiresAt: overlapEnds,
      sealedSecret,
    })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.resellerId, resellerId)))
    .returning();
  return row ?? null;
}

/** Forgets the previous secrets whose overlap has ended (deliveries already ignore them); how many. */
export async function dropEndedPreviousSecrets(db: Database, now: Date): Promise<number> {
  const rows = await db
    .update(webhookEndpoints)
    .set({ previousSealedSecret: null, previousSecretExpiresAt: null })
    .where(
      and(
        isNotNull(webhookEndpoints.previousSealedSecret),
        lte(webhookEndpoints.previousSecretExpiresAt, now),
      ),
    )
    .returning({ id: webhookEndpoints.id });
  return rows.length;
}

/** The two columns that hold a sealed secret. */
export type SealedSecretColumn = 'sealedSecret' | 'previousSealedSecret';

/**
 * Every sealed secret, current and previous, for moving old seals to the ring's current key (see
 * secret-box.ts).
 */
export async function listSealedSecrets(
  db: Database,
): Promise<{ id: string; column: SealedSecretColumn; sealed: string }[]> {
  const rows = await db
    .select({
      id: webhookEndpoints.id,
      sealedSecret: webhookEndpoints.sealedSecret,
      previousSealedSecret: webhookEndpoints.previousSealedSecret,
    })
    .from(webhookEndpoints);
  return rows.flatMap(({ id, sealedSecret, previousSealedSecret }) => [
    { id, column: 'sealedSecret' as const, sealed: sealedSecret },
    ...(previousSealedSecret
      ? [{ id, column: 'previousSealedSecret' as const, sealed: previousSealedSecret }]
      : []),
  ]);
}

/** Replaces a seal, unless the endpoint's secret was replaced (or rotated) in the meantime. */
export async function replaceSealedSecret(
  db: Database,
  { id, column, sealed }: { id: string; column: SealedSecretColumn; sealed: string },
  to: string,
): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ [column]: to })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints[column], sealed)));
}
