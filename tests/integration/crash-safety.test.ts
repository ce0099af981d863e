import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '@/lib/service/db/open-store';
import { bundledEntry } from '../support/child-server';
import { seededDataDir } from '../support/seeded-data-dir';

let dataDir = '';
beforeAll(async () => {
  dataDir = await seededDataDir('hb-crash-');
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('a process killed in the middle of writes', () => {
  it('leaves no half-written rows: every count matches its rows after a restart', async () => {
    const writer = spawn(process.execPath, [...bundledEntry('write-until-killed'), dataDir], {
      cwd: process.cwd(),
    });
    await new Promise<void>((resolve, reject) => {
      writer.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      writer.on('exit', (code) => reject(new Error(`writer exited early with ${code}`)));
    });
    await new Promise((r) => setTimeout(r, 1_500));
    writer.kill('SIGKILL');
    await new Promise((resolve) => writer.on('exit', resolve));

    const store = await openStore({ dataDir });
    try {
      const { rows } = (await store.db.execute(sql`
        select
          (select count(*)::int from customers) as customers,
          (select count(*)::int from customer_tokens) as tokens,
          (select count(*)::int from handbooks) as handbooks,
          (select count(*)::int from customers c
             where c.handbook_count <> (select count(*) from handbooks h where h.customer_id = c.id)) as mismatched
      `)) as unknown as {
        rows: { customers: number; tokens: number; handbooks: number; mismatched: number }[];
      };
      const counts = rows[0]!;
      expect(counts.customers).toBeGreaterThan(0);
      expect(counts.mismatched).toBe(0);
      expect(counts.tokens).toBeGreaterThanOrEqual(counts.customers - 1);
      expect(counts.handbooks).toBeGreaterThanOrEqual(counts.tokens - 1);
    } finally {
      await store.close();
    }
  });
});
