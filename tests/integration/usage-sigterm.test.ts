import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, inject, it } from 'vitest';
import { API_PATHS } from '@/lib/contract/api-paths';
import { openStore, type StoreLocation } from '@/lib/service/db/open-store';
import { customerUsage } from '@/lib/service/db/schema';
import { createReseller, issueApiKey, PRIMARY_KEY } from '@/lib/service/resellers/reseller-store';
import { createHandbookService } from '@/lib/service/api/handbook-service';
import { JWT_SECRET } from '../service/harness';
import { bundledEntry, startChild, stop, waitForHealth } from '../support/child-server';
import { freePort } from '../support/free-port';

// The standalone service counts usage in memory and writes it every 10 s; a SIGTERM in between must not lose
// what it counted: its stop writes the counts before the store closes.

const dataDir = mkdtempSync(join(tmpdir(), 'hb-usage-sigterm-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const gql = (query: string, variables?: Record<string, unknown>) => JSON.stringify({ query, variables });

async function seededToken(location: StoreLocation): Promise<string> {
  const store = await openStore(location);
  try {
    const service = createHandbookService({ store, jwtSecrets: { '1': JWT_SECRET }, production: true });
    const now = new Date();
    const reseller = await createReseller(store.db, 'Usage Reseller', now);
    const { key } = await issueApiKey(store.db, reseller.id, PRIMARY_KEY, now);
    const call = async (query: string, variables: Record<string, unknown>) => {
      const response = await service.resellerApi(
        new Request(`http://localhost${API_PATHS.reseller}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-token': key },
          body: gql(query, variables),
        }),
      );
      return ((await response.json()) as { data: Record<string, Record<string, string>> }).data;
    };
    const created = await call(
      'mutation ($email: String!, $name: String!) { createHandbookCustomer(email: $email, name: $name) { userId } }',
      { email: 'ada@example.com', name: 'Ada Lovelace' },
    );
    const issued = await call(
      'mutation ($userId: ID!) { generateCustomerToken(userId: $userId) { token } }',
      {
        userId: created.createHandbookCustomer!.userId,
      },
    );
    return issued.generateCustomerToken!.token!;
  } finally {
    await store.close();
  }
}

it('writes the counts of the last seconds when stopped with SIGTERM', async () => {
  const location: StoreLocation = { dataDir, snapshot: inject('pgliteSnapshot')! };
  const token = await seededToken(location);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // node itself, not npm: the test waits for the process that flushes to end.
  const service = startChild(process.execPath, bundledEntry('start-service'), {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HANDBOOK_DEMO_DATA: 'false',
      HANDBOOK_JWT_SECRET: JWT_SECRET,
      HANDBOOK_DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
    },
  });
  try {
    await waitForHealth(base, service.exited);
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${base}${API_PATHS.customer}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: gql('{ me { userId } }'),
      });
      expect(response.status).toBe(200);
    }
  } finally {
    // At once: the 10 s flush has (almost surely) not come round since the requests.
    stop(service.child);
  }
  expect(await service.exited).toBe(0);
  const store = await openStore(location);
  try {
    const [row] = await store.db
      .select({ requests: sql<number>`coalesce(sum(${customerUsage.requests}), 0)::int` })
      .from(customerUsage);
    expect(row?.requests).toBe(3);
  } finally {
    await store.close();
  }
}, 180_000);
