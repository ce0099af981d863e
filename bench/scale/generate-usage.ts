/**
 * Usage counts for the scale data (customer_usage and its rollups, as the flush writes them): a year of hourly rows for the
 * measured reseller's busiest customers and a light sprinkle for every other customer with an active token,
 * each statement one `INSERT … SELECT generate_series`, hour after hour, so a customer's rows lie scattered
 * over the table as a year of flushes leaves them.
 *
 * The busiest customers are those whose active token expires soonest: the tokens page (soonest expiry first)
 * then opens on the tokens with the most rows. A busy customer's year counts against its active token (the
 * scale data keeps one token per state); which token an hour counts against changes no range read here.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/service/db/open-store';

const HOURS_IN_A_YEAR = 8_760;
/** The busiest customers: at most this many, and at most a tenth of the measured reseller's. */
export const BUSIEST = 1_000;

export interface UsageData {
  busiest: number;
  /** The busiest customer of all (the one the customer page is measured on). */
  busiestCustomerId: string;
}

/**
 * Writes the counts; the customers' tokens must be in. Busy customers call `listHandbooks` every hour, read a
 * `handbook` in working hours on weekdays and generate one a day; the others call on one day in 14 over the
 * year, one hour that day.
 */
export async function generateUsage(
  db: Database,
  measuredResellerId: string,
  measuredCustomers: number,
  now: Date,
): Promise<UsageData> {
  const thisHour = sql`date_trunc('hour', ${now.toISOString()}::timestamptz, 'UTC')`;
  const busiest = Math.min(BUSIEST, Math.floor(measuredCustomers / 10));
  // The primary key is built after the rows too (its random inserts would take most of the load's time).
  const [key] = (
    (await db.execute(sql`SELECT conname AS name, pg_get_constraintdef(oid) AS definition
      FROM pg_constraint WHERE conrelid = 'customer_usage'::regclass AND contype = 'p'`)) as unknown as {
      rows: { name: string; definition: string }[];
    }
  ).rows;
  await db.execute(sql.raw(`ALTER TABLE customer_usage DROP CONSTRAINT ${key!.name}`));
  await db.execute(sql`CREATE TEMP TABLE bench_busy ON COMMIT DROP AS
    SELECT row_number() OVER (ORDER BY expires_at, id)::int AS n, id AS token_id, customer_id, reseller_id
    FROM customer_tokens
    WHERE reseller_id = ${measuredResellerId} AND revoked_at IS NULL AND expires_at > ${now.toISOString()}::timestamptz
    ORDER BY expires_at, id LIMIT ${busiest}`);
  await db.execute(sql`
    INSERT INTO customer_usage (token_id, customer_id, reseller_id, hour, operation, requests, failed)
    SELECT b.token_id, b.customer_id, b.reseller_id, h.hour, o.operation,
      o.requests, CASE WHEN (b.n + k) % 23 = 0 THEN 1 + k % 3 ELSE 0 END
    FROM generate_series(${HOURS_IN_A_YEAR - 1}::int, 0, -1) AS k
      CROSS JOIN LATERAL (SELECT ${thisHour} - k * interval '1 hour' AS hour) AS h
      CROSS JOIN bench_busy AS b
      CROSS JOIN LATERAL (VALUES
        ('listHandbooks', 5 + (b.n * 31 + k * 17) % 60, true),
        ('handbook', 1 + (b.n + k) % 9,
          extract(hour FROM h.hour AT TIME ZONE 'UTC') BETWEEN 8 AND 18
            AND extract(isodow FROM h.hour AT TIME ZONE 'UTC') < 6),
        ('generateHandbook', 1, extract(hour FROM h.hour AT TIME ZONE 'UTC') = b.n % 24)
      ) AS o(operation, requests, called)
    WHERE o.called`);
  // Everyone else with an active token: one hour on every 14th day, shifted by customer.
  await db.execute(sql`
    INSERT INTO customer_usage (token_id, customer_id, reseller_id, hour, operation, requests, failed)
    SELECT t.id, t.customer_id, t.reseller_id,
      ${thisHour} - (d * 24 + (hashtext(t.id) & 15)) * interval '1 hour', 'listHandbooks',
      1 + (hashtext(t.id) & 7), CASE WHEN d % 5 = 0 THEN 1 ELSE 0 END
    FROM generate_series(${HOURS_IN_A_YEAR / 24 - 1}::int, 0, -1) AS d
      CROSS JOIN customer_tokens AS t
    WHERE t.revoked_at IS NULL AND t.expires_at > ${now.toISOString()}::timestamptz
      AND (d + (hashtext(t.id) & 1023)) % 14 = 0
      AND t.id NOT IN (SELECT token_id FROM bench_busy)`);
  // The rollups the flush keeps beside the hours, summed from them as the migration that made them does.
  await db.execute(sql`INSERT INTO token_usage_days (token_id, day, requests)
    SELECT token_id, date_trunc('day', hour, 'UTC'), sum(requests) FROM customer_usage GROUP BY 1, 2`);
  await db.execute(sql`INSERT INTO reseller_usage_days (reseller_id, day, requests, failed)
    SELECT reseller_id, date_trunc('day', hour, 'UTC'), sum(requests), sum(failed) FROM customer_usage
    GROUP BY 1, 2`);
  await db.execute(sql`INSERT INTO customer_usage_months (reseller_id, month, customer_id, requests, failed)
    SELECT reseller_id, date_trunc('month', hour, 'UTC'), customer_id, sum(requests), sum(failed)
    FROM customer_usage GROUP BY 1, 2, 3`);
  await db.execute(sql.raw(`ALTER TABLE customer_usage ADD CONSTRAINT ${key!.name} ${key!.definition}`));
  const rows = await db.execute(sql`SELECT customer_id FROM bench_busy WHERE n = 1`);
  const [first] = (rows as unknown as { rows: { customer_id: string }[] }).rows;
  return { busiest, busiestCustomerId: first!.customer_id };
}

/** The customer with the most requests in the reseller's last day (a kept database measured again). */
export async function busiestCustomer(db: Database, resellerId: string, now: Date): Promise<string | null> {
  const rows = await db.execute(sql`SELECT customer_id FROM customer_usage
    WHERE reseller_id = ${resellerId} AND hour >= ${now.toISOString()}::timestamptz - interval '1 day'
    GROUP BY 1 ORDER BY sum(requests) DESC, 1 LIMIT 1`);
  return (rows as unknown as { rows: { customer_id: string }[] }).rows[0]?.customer_id ?? null;
}
