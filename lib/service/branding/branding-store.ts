import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/open-store';
import { resellerBranding, resellers } from '../db/schema';

/** The values a reseller has set; null where it has set none (or removed one). */
export interface StoredBranding {
  displayName: string | null;
  accentColor: string | null;
  logoDataUrl: string | null;
}

export type BrandingField = keyof StoredBranding;

/** `Branding` as the API answers it: the display name falls back to the reseller's name. */
export interface BrandingRecord extends StoredBranding {
  displayName: string;
}

/** The reseller's branding with its defaults; null when the reseller is gone. */
export async function findBranding(db: Database, resellerId: string): Promise<BrandingRecord | null> {
  const [row] = await db
    .select({
      name: resellers.name,
      displayName: resellerBranding.displayName,
      accentColor: resellerBranding.accentColor,
      logoDataUrl: resellerBranding.logoDataUrl,
    })
    .from(resellers)
    .leftJoin(resellerBranding, eq(resellerBranding.resellerId, resellers.id))
    .where(eq(resellers.id, resellerId));
  if (!row) return null;
  return {
    displayName: row.displayName ?? row.name,
    accentColor: row.accentColor,
    logoDataUrl: row.logoDataUrl,
  };
}

/**
 * The reseller's stored branding, its row created empty if need be and locked until `tx` ends, so that two
 * updates at once each see the other's result and record only what they changed.
 */
export async function lockBranding(tx: Database, resellerId: string, now: Date): Promise<StoredBranding> {
  await tx.insert(resellerBranding).values({ resellerId, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx
    .select({
      displayName: resellerBranding.displayName,
      accentColor: resellerBranding.accentColor,
      logoDataUrl: resellerBranding.logoDataUrl,
    })
    .from(resellerBranding)
    .where(eq(resellerBranding.resellerId, resellerId))
    .for('update');
  return row!;
}

export async function saveBranding(
  tx: Database,
  resellerId: string,
  changes: Partial<StoredBranding>,
  now: Date,
): Promise<void> {
  await tx
    .update(resellerBranding)
    .set({ ...changes, updatedAt: now })
    .where(eq(resellerBranding.resellerId, resellerId));
}
