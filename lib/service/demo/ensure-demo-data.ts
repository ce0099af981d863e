import 'server-only';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/open-store';
import { customers, customerTokens, handbooks, resellers } from '../db/schema';
import { generateHandbook, POLICY_KEYS } from '../handbooks/generate';
import { newId } from '../ids';
import { issueApiKey } from '../repositories/resellers';
import { demoPerson } from './people';

export const DEMO_RESELLER_NAME = 'Northwind Partners (demo)';
export const DEMO_CUSTOMER_COUNT = 300;
/** The demo key lives only here, in the git-ignored data folder: the repository holds no usable key. */
export const DEMO_KEY_FILE = 'demo-key.txt';

const DAY = 86_400_000;
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY);

type TokenRow = typeof customerTokens.$inferInsert;

/** Tokens in every state: active, expiring within a week, expired only, revoked, and none at all. */
function demoTokens(i: number, customerId: string, resellerId: string, now: Date): TokenRow[] {
  const token = (issuedDaysAgo: number, lifetimeDays: number, revokedDaysAgo?: number): TokenRow => ({
    id: newId('tok'),
    customerId,
    resellerId,
    lifetimeSeconds: lifetimeDays * 86_400,
    issuedAt: daysFrom(now, -issuedDaysAgo),
    expiresAt: daysFrom(now, lifetimeDays - issuedDaysAgo),
    revokedAt: revokedDaysAgo === undefined ? null : daysFrom(now, -revokedDaysAgo),
    lastUsedAt: issuedDaysAgo > 1 ? daysFrom(now, -((i % 3) + 0.5)) : null,
  });
  if (i % 12 === 11) return [];
  if (i % 12 === 10) return [token(45 + (i % 20), 30)];
  // Issued 0.5 to 29.5 days ago for 30 days: about a quarter of them run out within the week.
  const rows = [token(((i * 7) % 29) + 0.5, 30)];
  if (i % 5 === 0) rows.push(token(75, 30));
  if (i % 7 === 0) rows.push(token(20, 90, 3));
  return rows;
}

/** Every 20th customer has 2 to 4 handbooks, every other 4th one; the rest none. */
function demoHandbookCount(i: number): number {
  if (i % 20 === 0) return 2 + ((i / 20) % 3);
  return i % 4 === 0 ? 1 : 0;
}

/** Every 30th customer, from the 18th on, is suspended (its tokens stay as they were). */
const isSuspended = (i: number) => i % 30 === 17;

function demoHandbooks(i: number, customer: { id: string; createdAt: Date }, now: Date) {
  const count = demoHandbookCount(i);
  const person = demoPerson(i);
  // Spread over the customer's life, oldest first, none before the customer existed.
  const lifeMs = now.getTime() - customer.createdAt.getTime();
  return Array.from({ length: count }, (_, n) => {
    const createdAt = new Date(customer.createdAt.getTime() + (lifeMs * (n + 1)) / (count + 1));
    const generated = generateHandbook({
      companyName: person.company,
      country: person.country,
      employeeCount: 12 + ((i * 37) % 400),
      effectiveDate: createdAt.toISOString().slice(0, 10),
      policies: n === 0 ? null : POLICY_KEYS.slice(0, 6 + n),
    });
    const { markdown: _markdown, ...stored } = generated;
    return { id: newId('hb'), customerId: customer.id, ...stored, createdAt, updatedAt: createdAt };
  });
}

async function seed(db: Database, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const resellerId = newId('rsl');
    await tx
      .insert(resellers)
      .values({ id: resellerId, name: DEMO_RESELLER_NAME, createdAt: daysFrom(now, -400) });
    const customerRows = Array.from({ length: DEMO_CUSTOMER_COUNT }, (_, i) => {
      const person = demoPerson(i);
      return {
        id: newId('cus'),
        resellerId,
        name: person.name,
        email: person.email,
        createdAt: daysFrom(now, -(DEMO_CUSTOMER_COUNT - i) - 0.3),
        suspendedAt: isSuspended(i) ? daysFrom(now, -((i % 9) + 1)) : null,
      };
    });
    // The stored counts (customers per reseller, suspended ones, handbooks per customer) follow by trigger.
    await tx.insert(customers).values(customerRows);
    await tx
      .insert(customerTokens)
      .values(customerRows.flatMap((c, i) => demoTokens(i, c.id, resellerId, now)));
    await tx.insert(handbooks).values(customerRows.flatMap((c, i) => demoHandbooks(i, c, now)));

    // A second tenant, so that isolation can be seen: its customers never show up for the demo key.
    const otherId = newId('rsl');
    await tx
      .insert(resellers)
      .values({ id: otherId, name: 'Contoso Resellers (demo)', createdAt: daysFrom(now, -200) });
    await tx.insert(customers).values(
      Array.from({ length: 5 }, (_, i) => ({
        id: newId('cus'),
        resellerId: otherId,
        name: `Contoso Client ${i + 1}`,
        email: `client${i + 1}@contoso.example`,
        createdAt: daysFrom(now, -100 + i),
      })),
    );
    return resellerId;
  });
}

function readDemoKey(dataDir: string): string | null {
  try {
    return readFileSync(join(dataDir, DEMO_KEY_FILE), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/**
 * Creates the demo reseller with its customers, tokens and handbooks on the first start, and a key for it
 * whenever none is on file. Returns the demo key, to be shown to the person who started the app.
 */
export async function ensureDemoData(db: Database, dataDir: string, now: Date): Promise<string> {
  const [existing] = await db
    .select({ id: resellers.id })
    .from(resellers)
    .where(eq(resellers.name, DEMO_RESELLER_NAME));
  const resellerId = existing?.id ?? (await seed(db, now));
  const known = existing ? readDemoKey(dataDir) : null;
  if (known) return known;
  const { key } = await issueApiKey(db, resellerId, now);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, DEMO_KEY_FILE), `${key}\n`, { mode: 0o600 });
  return key;
}
