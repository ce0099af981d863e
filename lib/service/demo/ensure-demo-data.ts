import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/open-store';
import { customers, customerTokens, handbooks, resellers } from '../db/schema';
import { generateHandbook, POLICY_KEYS } from '../handbooks/generate';
import { newId } from '../core/ids';
import { POLICY_LIBRARY_VERSION } from '../handbooks/library-version';
import { asWrittenByEarlierLibrary, EARLIER_LIBRARY_VERSION } from './earlier-library';
import { DEMO_STAFF, ensureDemoStaffKeys, recordDemoHistory, type DemoKey } from './demo-staff';
import { demoPerson } from './people';
import { writeUsage } from '../usage/write-usage';
import { demoUsage, lastUsesOf } from './demo-usage';

export const DEMO_RESELLER_NAME = 'Northwind Partners (demo)';
export const DEMO_CUSTOMER_COUNT = 300;
/**
 * The demo admin's key lives only here, in the git-ignored data folder (the repository holds no usable key);
 * the other staff's keys beside it (demo-staff.ts).
 */
export const DEMO_KEY_FILE = DEMO_STAFF[0].file;

const DAY = 86_400_000;
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY);

type TokenRow = typeof customerTokens.$inferInsert;

const LABELS = ['Payroll sync', 'HR portal', 'Intranet', 'Front desk kiosk', 'Onboarding app'];
/** Most tokens say what they are for; every fourth says nothing, as people leave labels out. */
const labelFor = (i: number) => (i % 4 === 3 ? null : LABELS[i % LABELS.length]!);

interface TokenPlan {
  issuedDaysAgo: number;
  lifetimeDays: number;
  revokedDaysAgo?: number;
  /** An expiry other than the lifetime's: a renewal's overlap ended the token early. */
  expiresInDays?: number;
}

/** Tokens in every state: active, expiring within a week, expired only, revoked, renewed, and none at all. */
function demoTokens(i: number, customerId: string, resellerId: string, now: Date): TokenRow[] {
  const label = labelFor(i);
  const token = (plan: TokenPlan): TokenRow => {
    const issuedAt = daysFrom(now, -plan.issuedDaysAgo);
    const expiresAt = daysFrom(now, plan.expiresInDays ?? plan.lifetimeDays - plan.issuedDaysAgo);
    const revokedAt = plan.revokedDaysAgo === undefined ? null : daysFrom(now, -plan.revokedDaysAgo);
    return {
      id: newId('tok'),
      customerId,
      resellerId,
      lifetimeSeconds: plan.lifetimeDays * 86_400,
      label,
      issuedAt,
      expiresAt,
      revokedAt,
    };
  };
  // Renewed `renewedDaysAgo` days ago, 20 days into a 30-day token, which kept working `overlapDays` more.
  const renewal = (renewedDaysAgo: number, overlapDays: number): TokenRow[] => {
    const old = token({
      issuedDaysAgo: renewedDaysAgo + 20,
      lifetimeDays: 30,
      expiresInDays: overlapDays - renewedDaysAgo,
    });
    const renewed = token({ issuedDaysAgo: renewedDaysAgo, lifetimeDays: 30 });
    return [
      { ...old, renewedById: renewed.id },
      { ...renewed, renewedFromId: old.id },
    ];
  };
  // Every 100th customer from the 4th on: the old token still works for 5 more days; from the 54th: it ran
  // out a week ago.
  if (i % 100 === 3) return renewal(2, 7);
  if (i % 100 === 53) return renewal(10, 3);
  if (i % 12 === 11) return [];
  if (i % 12 === 10) return [token({ issuedDaysAgo: 45 + (i % 20), lifetimeDays: 30 })];
  // Issued 0.5 to 29.5 days ago for 30 days: about a quarter of them run out within the week.
  const rows = [token({ issuedDaysAgo: ((i * 7) % 29) + 0.5, lifetimeDays: 30 })];
  if (i % 5 === 0) rows.push(token({ issuedDaysAgo: 75, lifetimeDays: 30 }));
  if (i % 7 === 0) rows.push(token({ issuedDaysAgo: 20, lifetimeDays: 90, revokedDaysAgo: 3 }));
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
    const current = { id: newId('hb'), customerId: customer.id, ...stored, createdAt, updatedAt: createdAt };
    // Half the customers (twenty in every forty) hold handbooks written before the library last changed.
    if (i % 40 >= 20) return { ...current, libraryVersion: POLICY_LIBRARY_VERSION };
    return {
      ...current,
      sections: asWrittenByEarlierLibrary(stored.sections),
      libraryVersion: EARLIER_LIBRARY_VERSION,
    };
  });
}

/**
 * Customer `i` with its tokens. One customer a day joined until yesterday, except that nobody holds a token
 * from before they were a customer: one whose first token is older joined the day before it.
 */
function demoCustomer(i: number, resellerId: string, now: Date) {
  const person = demoPerson(i);
  const id = newId('cus');
  const tokens = demoTokens(i, id, resellerId, now);
  const joined = Math.min(
    daysFrom(now, -(DEMO_CUSTOMER_COUNT - i) - 0.3).getTime(),
    ...tokens.map((token) => token.issuedAt!.getTime() - DAY),
  );
  const customer = {
    id,
    resellerId,
    name: person.name,
    email: person.email,
    createdAt: new Date(joined),
    suspendedAt: isSuspended(i) ? daysFrom(now, -((i % 9) + 1)) : null,
  };
  return { customer, tokens };
}

async function seed(db: Database, now: Date): Promise<string> {
  const { resellerId, usage } = await db.transaction(async (tx) => {
    const resellerId = newId('rsl');
    await tx
      .insert(resellers)
      .values({ id: resellerId, name: DEMO_RESELLER_NAME, createdAt: daysFrom(now, -400) });
    const planned = Array.from({ length: DEMO_CUSTOMER_COUNT }, (_, i) => demoCustomer(i, resellerId, now));
    const customerRows = planned.map((p) => p.customer);
    const tokens = planned.flatMap((p, i) => p.tokens.map((token) => ({ i, token })));
    // Each token's last use is its last answered call in the usage below, so the two never disagree.
    const usage = demoUsage(tokens, now);
    const lastUses = lastUsesOf(tokens, usage);
    for (const { token } of tokens) token.lastUsedAt = lastUses.get(token.id!) ?? null;
    // The stored counts (customers per reseller, suspended ones, handbooks per customer) follow by trigger.
    await tx.insert(customers).values(customerRows);
    await tx.insert(customerTokens).values(planned.flatMap((p) => p.tokens));
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
    return { resellerId, usage };
  });
  // Written as the service writes its counts: the tokens exist by now.
  await writeUsage(db, usage);
  return resellerId;
}

/**
 * Creates the demo reseller with its customers, tokens, handbooks and 60 days of usage on the first start, with its staff's
 * changes in the audit trail, and a key for each staff member whenever theirs is not on file. Returns the
 * keys, to be shown to the person who started the app.
 */
export async function ensureDemoData(db: Database, dataDir: string, now: Date): Promise<DemoKey[]> {
  const [existing] = await db
    .select({ id: resellers.id })
    .from(resellers)
    .where(eq(resellers.name, DEMO_RESELLER_NAME));
  const resellerId = existing?.id ?? (await seed(db, now));
  const keys = await ensureDemoStaffKeys(db, resellerId, dataDir, now);
  if (!existing) await recordDemoHistory(db, resellerId, keys);
  return keys;
}
