import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/open-store';
import { customerTokens, customerUsage } from '../db/schema';
import type { UsageCount } from './usage-counter';

// Rows per statement: a flush after a busy spell stays a few statements of bounded size.
const ROWS_PER_STATEMENT = 5_000;

/**
 * Adds counts to the stored ones: rows that exist get the counts added (never overwritten), so every instance
 * on one database can write the same hour. A token deleted meanwhile (with its customer) is left out by the
 * join. Rows go in key order, so two instances writing the same rows wait for each other, never deadlock.
 */
export async function writeUsage(db: Database, counts: readonly UsageCount[]): Promise<void> {
  const u = customerUsage;
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
      insert into ${u} (token_id, customer_id, reseller_id, hour, operation, requests, failed)
      select c.token_id, ${t.customerId}, ${t.resellerId}, c.hour, c.operation, c.requests, c.failed
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as c(token_id text, hour timestamptz, operation text, requests int, failed int)
      join ${t} on ${t.id} = c.token_id
      order by c.token_id, c.hour, c.operation
      on conflict (token_id, hour, operation) do update
        set requests = ${u}.requests + excluded.requests, failed = ${u}.failed + excluded.failed`);
  }
}
