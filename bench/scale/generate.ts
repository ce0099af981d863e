/**
 * Scale data: resellers with many customers, their tokens in every state and their handbooks, loaded with
 * `INSERT … SELECT generate_series` so that PostgreSQL and PGlite both build the rows themselves.
 *
 * Every row derives from (reseller, n): customer `n` of a reseller has the id `cus_` + md5(`<rsl>:<n>`)[0:20],
 * so the benchmark can name customers without reading them back.
 */
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/service/db/open-store';
import { generateHandbook, POLICY_KEYS } from '@/lib/service/handbooks/generate';
import { createReseller, issueApiKey, PRIMARY_KEY } from '@/lib/service/resellers/reseller-store';
import { generateUsage, type UsageData } from './generate-usage';

/** Customers per reseller at full scale: 1,000,000 in all, the first (the one measured) with 100,000. */
export const FULL_SCALE_SIZES = [
  100_000, 300_000, 200_000, 150_000, 80_000, 50_000, 40_000, 30_000, 30_000, 20_000,
] as const;

export interface ScaleReseller {
  resellerId: string;
  key: string;
  customers: number;
}

export interface ScaleData {
  resellers: ScaleReseller[];
  counts: { customers: number; tokens: number; handbooks: number; usageRows: number };
  seconds: { rows: number; usage: number; indexes: number; vacuum: number; total: number };
  /** When usage counts were generated (PostgreSQL only: a year of hours is more than PGlite loads in time). */
  usage?: UsageData;
}

const FIRST = (
  'Ada Alan Alice Amara Ana Anna Arjun Ben Bianca Carla Carlos Chen Chloe Dan Daria David Elena ' +
  'Eli Emma Erik Fatima Felix Grace Hana Hugo Ian Ines Ivan Jack Jade James Jin Julia Kai Kate Leo ' +
  'Lena Liam Lucia Maya Marco Maria Mei Nadia Nico Noah Nora Olga Omar Paul Priya Quinn Rosa Sam ' +
  'Sara Sofia Tariq Tom Uma Vera Wei Yara Yusuf Zoe'
).split(' ');
const LAST = (
  'Abbott Adams Ahmed Alvarez Andersen Baker Banerjee Becker Bell Brooks Brown Castro Chang Clark ' +
  'Cohen Cruz Das Davies Diaz Dubois Edwards Evans Fischer Fontaine Garcia Gomez Gray Gupta Hall ' +
  'Hansen Hughes Ito Jansen Johnson Jones Kaur Kelly Khan Kim Klein Kowalski Larsen Lee Lewis ' +
  'Lopez Martin Meyer Moreau Morgan Murphy Nakamura Nguyen Novak Okafor Olsen Ortiz Park Patel ' +
  'Perez Petrov Quinn Reyes Ricci Rossi Russo Sanders Santos Schmidt Schneider Shah Silva Singh ' +
  'Smith Sousa Suzuki Tanaka Taylor Thomas Torres Tran Turner Vargas Vogel Walker Wang Weber White ' +
  'Wilson Wong Wright Yamada Young Zhang Zimmer Ziegler Lysander'
).split(' ');
const DOMAINS = (
  'acme.example globex.example initech.example umbrella.example hooli.example vandelay.example ' +
  'stark.example wayne.example wonka.example tyrell.example cyberdyne.example soylent.example'
).split(' ');

/** A search term that matches about 3% of customers (Andersen, Sanders, Lysander), like a surname typed in. */
export const COMMON_SEARCH = 'ander';
/** A search term that matches one customer in about 6,000 (an email fragment: first and last name). */
export const RARE_SEARCH = 'tariq.kowalski';

const sqlArray = (values: readonly string[]) => sql.raw(`ARRAY[${values.map((v) => `'${v}'`).join(',')}]`);

export function customerId(resellerId: string, n: number): string {
  return `cus_${createHash('md5').update(`${resellerId}:${n}`).digest('hex').slice(0, 20)}`;
}

type Rows<T> = { rows: T[] };
const rows = async <T>(db: Database, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

/** Handbooks to copy: real generated text for a few companies, countries and policy choices. */
function handbookTemplates(now: Date) {
  const inputs = [
    { country: 'US', region: 'CA', policies: null },
    { country: 'GB', region: null, policies: POLICY_KEYS.slice(0, 6) },
    { country: 'DE', region: null, policies: POLICY_KEYS.slice(0, 8) },
    { country: 'CA', region: 'ON', policies: null },
    { country: 'AU', region: null, policies: POLICY_KEYS.slice(2, 9) },
    { country: 'FR', region: null, policies: POLICY_KEYS.slice(0, 5) },
  ];
  return inputs.map((input, i) => {
    const { markdown: _markdown, ...stored } = generateHandbook({
      companyName: `Template Company ${i + 1}`,
      employeeCount: 15 + i * 60,
      effectiveDate: now.toISOString().slice(0, 10),
      ...input,
    });
    return stored;
  });
}

async function loadHandbookTemplates(db: Database, now: Date): Promise<number> {
  await db.execute(sql`CREATE TEMP TABLE bench_handbook_templates (
    idx int PRIMARY KEY, title text, company_name text, country text, region text, employee_count int,
    effective_date text, policies jsonb, sections jsonb) ON COMMIT DROP`);
  const templates = handbookTemplates(now);
  for (const [idx, t] of templates.entries()) {
    await db.execute(sql`INSERT INTO bench_handbook_templates VALUES (${idx}, ${t.title}, ${t.companyName},
      ${t.country}, ${t.region}, ${t.employeeCount}, ${t.effectiveDate}, ${JSON.stringify(t.policies)}::jsonb,
      ${JSON.stringify(t.sections)}::jsonb)`);
  }
  return templates.length;
}

/** Customers, tokens and handbooks of one reseller; every statement is one `INSERT … SELECT`. */
async function loadReseller(db: Database, resellerId: string, count: number, now: Date, templates: number) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const cid = sql.raw(`'cus_' || substr(md5('${resellerId}:' || g), 1, 20)`);
  // Customers joined over three years, newest last; 10% have one handbook and 2% two.
  await db.execute(sql`
    INSERT INTO customers (id, reseller_id, email, name, handbook_count, created_at)
    SELECT ${cid}, ${resellerId},
      lower(f) || '.' || lower(l) || g || '@' || d, f || ' ' || l,
      CASE WHEN g % 50 = 0 THEN 2 WHEN g % 10 = 0 THEN 1 ELSE 0 END,
      ${at} - (${count}::int - g) * (94608000.0 / ${count}::int) * interval '1 second' - interval '1 hour'
    FROM generate_series(1, ${count}::int) AS g,
      LATERAL (SELECT (${sqlArray(FIRST)})[1 + g % ${FIRST.length}] AS f,
                      (${sqlArray(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}] AS l,
                      (${sqlArray(DOMAINS)})[1 + g % ${DOMAINS.length}] AS d) AS names`);

  // Tokens in every state, as in the demo data: one in twelve customers has none, one in twelve only an
  // expired one; the rest an active 30-day token issued 0.5 to 29.5 days ago (about 22% of them expire within
  // the week), plus an older expired one (every fifth) and a revoked 90-day one (every seventh).
  const token = (kind: string, where: string, issuedAgo: string, lifetimeDays: number, revokedAgo: string) =>
    db.execute(sql`
      INSERT INTO customer_tokens
        (id, customer_id, reseller_id, lifetime_seconds, issued_at, expires_at, revoked_at, last_used_at)
      SELECT 'tok_' || substr(md5(${`${resellerId}:${kind}:`} || g), 1, 20), ${cid}, ${resellerId},
        ${lifetimeDays * 86_400}::int, i, i + ${`${lifetimeDays} days`}::interval, ${sql.raw(revokedAgo)},
        CASE WHEN g % 3 = 0 THEN NULL ELSE ${at} - (g % 4000) * interval '1 minute' END
      FROM generate_series(1, ${count}::int) AS g,
        LATERAL (SELECT ${at} - (${sql.raw(issuedAgo)}) AS i) AS issued
      WHERE ${sql.raw(where)}`);
  await token(
    'a',
    'g % 12 < 10',
    `((g * 7) % 29 + 0.5) * interval '1 day' - (g % 1440) * interval '1 minute'`,
    30,
    'NULL',
  );
  await token(
    'e',
    'g % 12 = 10',
    `(45 + g % 20) * interval '1 day' + (g % 1440) * interval '1 minute'`,
    30,
    'NULL',
  );
  await token(
    'o',
    'g % 12 < 10 AND g % 5 = 0',
    `interval '75 days' + (g % 1440) * interval '1 minute'`,
    30,
    'NULL',
  );
  await token(
    'r',
    'g % 12 < 10 AND g % 7 = 0',
    `interval '20 days' + (g % 1440) * interval '1 minute'`,
    90,
    `'${now.toISOString()}'::timestamptz - interval '3 days'`,
  );

  await db.execute(sql`
    INSERT INTO handbooks (id, customer_id, title, company_name, country, region, employee_count,
      effective_date, policies, sections, created_at, updated_at)
    SELECT 'hb_' || substr(md5(${`${resellerId}:h`} || k || ':' || g), 1, 20), ${cid},
      t.title, t.company_name, t.country, t.region, t.employee_count, t.effective_date, t.policies, t.sections,
      ${at} - (k * 40 + g % 30) * interval '1 day', ${at} - (k * 40 + g % 30) * interval '1 day'
    FROM generate_series(1, ${count}::int) AS g
      CROSS JOIN LATERAL generate_series(1, CASE WHEN g % 50 = 0 THEN 2 WHEN g % 10 = 0 THEN 1 ELSE 0 END) AS k
      JOIN bench_handbook_templates t ON t.idx = (g / 10) % ${templates}::int`);
}

/**
 * Secondary indexes of the bulk-loaded tables: dropped during the load and rebuilt after (much faster). The
 * indexes of constraints (primary keys, unique) stay.
 */
async function secondaryIndexes(db: Database): Promise<{ name: string; definition: string }[]> {
  return rows(
    db,
    sql`SELECT indexname AS name, indexdef AS definition FROM pg_indexes
        WHERE schemaname = 'public'
          AND tablename IN ('customers', 'customer_tokens', 'handbooks', 'customer_usage')
          AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
  );
}

/**
 * Loads resellers with the given customer counts into an empty, migrated database: one transaction (so a
 * pool hands it one connection throughout), then VACUUM ANALYZE.
 */
export async function generateScaleData(
  db: Database,
  sizes: readonly number[],
  now: Date,
  progress: (message: string) => void = () => {},
  options: { usage: boolean } = { usage: false },
): Promise<ScaleData> {
  const t0 = performance.now();
  const resellers: ScaleReseller[] = [];
  let usage: UsageData | undefined;
  let t1 = 0;
  let tUsage = 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL maintenance_work_mem = '512MB'`);
    const templates = await loadHandbookTemplates(tx, now);
    const indexes = await secondaryIndexes(tx);
    for (const index of indexes) await tx.execute(sql.raw(`DROP INDEX ${index.name}`));
    for (const [i, count] of sizes.entries()) {
      const joined = new Date(now.getTime() - 86_400_000 * 1200);
      const reseller = await createReseller(tx, `Scale Reseller ${i + 1}`, joined);
      const { key } = await issueApiKey(tx, reseller.id, PRIMARY_KEY, now);
      const started = performance.now();
      await loadReseller(tx, reseller.id, count, now, templates);
      const took = ((performance.now() - started) / 1000).toFixed(1);
      progress(`reseller ${i + 1}/${sizes.length}: ${count.toLocaleString('en')} customers in ${took} s`);
      resellers.push({ resellerId: reseller.id, key, customers: count });
    }
    tUsage = performance.now();
    if (options.usage) {
      usage = await generateUsage(tx, resellers[0]!.resellerId, sizes[0]!, now);
      const took = ((performance.now() - tUsage) / 1000).toFixed(1);
      progress(
        `usage: a year of hours for the ${usage.busiest.toLocaleString('en')} busiest customers in ${took} s`,
      );
    }
    t1 = performance.now();
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
  });
  const t2 = performance.now();
  progress(`indexes rebuilt in ${((t2 - t1) / 1000).toFixed(1)} s`);
  // What autovacuum would have done by the time such a table serves traffic: statistics and visibility map.
  await db.execute(sql`VACUUM ANALYZE`);
  const t3 = performance.now();

  const [counts] = await rows<ScaleData['counts']>(
    db,
    sql`SELECT (SELECT count(*)::int FROM customers) AS customers,
               (SELECT count(*)::int FROM customer_tokens) AS tokens,
               (SELECT count(*)::int FROM handbooks) AS handbooks,
               (SELECT count(*)::int FROM customer_usage) AS "usageRows"`,
  );
  const s = (ms: number) => Math.round(ms / 100) / 10;
  return {
    resellers,
    counts: counts!,
    seconds: {
      rows: s(tUsage - t0),
      usage: s(t1 - tUsage),
      indexes: s(t2 - t1),
      vacuum: s(t3 - t2),
      total: s(t3 - t0),
    },
    ...(usage ? { usage } : {}),
  };
}
