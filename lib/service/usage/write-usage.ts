import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/open-store';
import {
  customerTokens,
  customerUsage,
  customerUsageMonths,
  resellerUsageDays,
  tokenUsageDays,
} from '../db/schema';
import type { UsageCount } from './usage-counter';

// Rows per statement: a flush after a busy spell stays a few statements of bounded size.
const ROWS_PER_STATEMENT = 5_000;

/**
 * Adds counts to the stored ones: rows that exist get the counts added (never overwritten), so every instance
 * on one database can write the same hour. The same statement adds them to the token's day, the reseller's day
 * and the customer's month (the rollups the token list, the chart and the report read), so they never disagree. A token deleted
 * meanwhile (with its customer) is left out by the join. Each table's rows go in key order, so two instances
 * writing the same rows wait for each other, never deadlock.
 */
export async function writeUsage(db: Database, counts: readonly UsageCount[]): Promise<void> {
  const u = customerUsage;
  const td = tokenUsageDays;
  const d = resellerUsageDays;
  const m = customerUsageMonths;
  const t = customerTokens;
  for (let i = 0; i < counts.length; i += ROWS_PER_STATEMENT) {
    const rows = counts.slice(i, i + ROWS_PER_STATEMENT).map((c) => ({
      token_id: c.tokenId,
      hour: c.hour.toISOString(),
      operation: c.operation,
      requests: c.requests,
      failed: c.failed,
    }));
    await db.execute(sql`
      with c as materialized (
        select r.token_id, ${t.customerId} as customer_id, ${t.resellerId} as reseller_id, r.hour, r.operation,
          r.requests, r.failed
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as r(token_id text, hour timestamptz, operation text, requests int, failed int)
        join ${t} on ${t.id} = r.token_id
      ), hours as (
        insert into ${u} (token_id, customer_id, reseller_id, hour, operation, requests, failed)
        select token_id, customer_id, reseller_id, hour, operation, requests, failed from c
        order by token_id, hour, operation
        on conflict (token_id, hour, operation) do update
          set requests = ${u}.requests + excluded.requests, failed = ${u}.failed + excluded.failed
      ), token_days as (
        insert into ${td} (token_id, day, requests)
        select token_id, date_trunc('day', hour, 'UTC'), sum(requests) from c group by 1, 2 order by 1, 2
        on conflict (token_id, day) do update set requests = ${td}.requests + excluded.requests
      ), days as (
        insert into ${d} (reseller_id, day, requests, failed)
        select reseller_id, date_trunc('day', hour, 'UTC'), sum(requests), sum(failed) from c
        group by 1, 2 order by 1, 2
        on conflict (reseller_id, day) do update
          set requests = ${d}.requests + excluded.requests, failed = ${d}.failed + excluded.failed
      )
      insert into ${m} (reseller_id, month, customer_id, requests, failed)
      select reseller_id, date_trunc('month', hour, 'UTC'), customer_id, sum(requests), sum(failed) from c
      group by 1, 2, 3 order by 1, 2, 3
      on conflict (reseller_id, month, customer_id) do update
        set requests = ${m}.requests + excluded.requests, failed = ${m}.failed + excluded.failed`);
  }
}
