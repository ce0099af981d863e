/**
 * Handbook regeneration: how long `regenerateHandbooks` takes to bring 100 outdated handbooks (every policy,
 * as library 2026.1 wrote them) up to date in one call, on PostgreSQL, in process at the service's fetch
 * handler. Each round first turns the same 100 handbooks back into 2026.1 handbooks (untimed), so every
 * timed call writes 100 new versions. Target: at most 3 s.
 *
 *   DATABASE_URL=postgresql://… tsx --conditions=react-server bench/handbook-regeneration/run.ts
 */
import { inArray } from 'drizzle-orm';
import { customers, handbooks } from '@/lib/service/db/schema';
import { asWrittenByEarlierLibrary, EARLIER_LIBRARY_VERSION } from '@/lib/service/demo/earlier-library';
import { openStore, type Store } from '@/lib/service/db/open-store';
import { newId } from '@/lib/service/core/ids';
import { generateHandbook } from '@/lib/service/handbooks/generate';
import { createReseller, issueApiKey, PRIMARY_KEY } from '@/lib/service/resellers/reseller-store';
import { createHandbookService } from '@/lib/service/api/handbook-service';
import { graphqlCaller } from '../lib/in-process';
import { createBenchDatabase, postgresUnavailable } from '../lib/postgres';
import { heading, printTargets, table, verdict, writeResults, type TargetResult } from '../lib/report';

const HANDBOOKS = 100;
const TARGET_MS = 3_000;
const ROUNDS = 6;
const REGENERATE = `mutation ($ids: [ID!]!) { regenerateHandbooks(handbookIds: $ids) { handbookId version } }`;

/** 100 handbooks over 25 customers of one reseller, each as library 2026.1 wrote it. */
async function seed(store: Store, now: Date): Promise<{ key: string; ids: string[] }> {
  const reseller = await createReseller(store.db, 'Bench Reseller', now);
  const customerRows = Array.from({ length: 25 }, (_, i) => ({
    id: newId('cus'),
    resellerId: reseller.id,
    name: `Customer ${i}`,
    email: `customer${i}@bench.example`,
    createdAt: now,
  }));
  await store.db.insert(customers).values(customerRows);
  const { markdown: _markdown, ...stored } = generateHandbook({
    companyName: 'Bench Widgets Ltd',
    country: 'US',
    region: 'CA',
    employeeCount: 400,
    effectiveDate: '2026-01-01',
  });
  const rows = Array.from({ length: HANDBOOKS }, (_, i) => ({
    ...stored,
    id: newId('hb'),
    customerId: customerRows[i % customerRows.length]!.id,
    createdAt: now,
    updatedAt: now,
  }));
  await store.db.insert(handbooks).values(rows);
  return {
    key: (await issueApiKey(store.db, reseller.id, PRIMARY_KEY, now)).key,
    ids: rows.map((r) => r.id),
  };
}

/** Turns the handbooks back into 2026.1 handbooks, as they were before the timed call. */
async function makeOutdated(store: Store, ids: string[]): Promise<void> {
  const [first] = await store.db.select().from(handbooks).where(inArray(handbooks.id, ids)).limit(1);
  await store.db
    .update(handbooks)
    .set({ sections: asWrittenByEarlierLibrary(first!.sections), libraryVersion: EARLIER_LIBRARY_VERSION })
    .where(inArray(handbooks.id, ids));
}

async function main() {
  heading(`handbook regeneration: ${HANDBOOKS} outdated handbooks in one call (PostgreSQL)`);
  const unavailable = await postgresUnavailable();
  if (unavailable) {
    const targets: TargetResult[] = [
      { target: `${HANDBOOKS} handbooks regenerated in one call`, measured: unavailable, verdict: 'SKIP' },
    ];
    printTargets(targets);
    writeResults('handbook-regeneration', { targets });
    return;
  }
  const database = await createBenchDatabase('regeneration');
  const store = await openStore({ databaseUrl: database.url }, { poolSize: 10 });
  try {
    const { key, ids } = await seed(store, new Date());
    const service = createHandbookService({
      store,
      jwtSecrets: { '1': 'bench-secret-that-is-at-least-32-bytes-long' },
      production: true,
      limits: { failures: { maxFailures: 1e9, windowSeconds: 60 }, requestsPerMinute: 0 },
    });
    const call = graphqlCaller(service.resellerApi, { 'x-api-token': key });
    // Timed by hand, not with sample(): each call needs an untimed reset before it. The first call warms up.
    const timings: number[] = [];
    for (let round = 0; round <= ROUNDS; round++) {
      await makeOutdated(store, ids);
      const started = performance.now();
      await call(REGENERATE, { ids });
      if (round > 0) timings.push(performance.now() - started);
    }
    const measured = timings.sort((a, b) => a - b);
    const p50 = Math.round(measured[Math.floor(measured.length / 2)]!);
    const max = Math.round(measured.at(-1)!);
    console.log(
      table([
        ['calls', 'p50 ms', 'max ms'],
        [measured.length, p50, max],
      ]),
    );
    const targets: TargetResult[] = [
      {
        target: `${HANDBOOKS} outdated handbooks regenerated in one call within ${TARGET_MS / 1000} s`,
        measured: `${p50} ms median, ${max} ms slowest`,
        verdict: verdict(max <= TARGET_MS),
      },
    ];
    printTargets(targets);
    console.log(
      `JSON: ${writeResults('handbook-regeneration', { p50, max, calls: measured.length, targets })}`,
    );
  } finally {
    await store.close();
    await database.drop();
  }
}

await main();
