import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API_PATHS } from '@/lib/contract/api-paths';
import { REQUEST_BODY_BYTES } from '@/lib/contract/limits';
import { securityHeaders, serviceApiHeaders } from '@/lib/http/static-headers.mjs';
import { openStore, type StoreLocation } from '@/lib/service/db/open-store';
import { createReseller, issueApiKey, PRIMARY_KEY } from '@/lib/service/resellers/reseller-store';
import { createHandbookService } from '@/lib/service/api/handbook-service';
import { DEFAULT_LIMITS, type HandbookService } from '@/lib/service/host/service-host';
import { createTestDatabase, JWT_SECRET } from '../service/harness';
import { bundledEntry, startChild, stop, waitForHealth } from '../support/child-server';
import { freePort } from '../support/free-port';

// `npm run start:service` answers byte for byte what the in-process handlers (the ones the Next routes and
// tests/service call) answer, on the same store, plus the headers next.config.mjs gives the Next app's answers.

const root = process.cwd();
const DAY_MS = 86_400_000;

interface Call {
  name: string;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

const gql = (query: string, variables?: Record<string, unknown>) => JSON.stringify({ query, variables });

function calls(key: string, token: string, expiredToken: string, userId: string): Call[] {
  const json = { 'content-type': 'application/json' };
  const reseller = { ...json, 'x-api-token': key };
  const customer = { ...json, authorization: `Bearer ${token}` };
  return [
    { name: 'no API key', path: API_PATHS.reseller, headers: json, body: gql('{ __typename }') },
    {
      name: 'an expired customer token',
      path: API_PATHS.customer,
      headers: { ...json, authorization: `Bearer ${expiredToken}` },
      body: gql('{ me { userId } }'),
    },
    { name: 'GET', path: API_PATHS.reseller, method: 'GET', headers: reseller },
    {
      name: 'a body too large',
      path: API_PATHS.reseller,
      headers: reseller,
      body: 'x'.repeat(REQUEST_BODY_BYTES.reseller + 1),
    },
    {
      name: 'not JSON by its type',
      path: API_PATHS.reseller,
      headers: { ...reseller, 'content-type': 'text/plain' },
      body: gql('{ __typename }'),
    },
    { name: 'invalid JSON', path: API_PATHS.reseller, headers: reseller, body: '{"query":' },
    {
      name: 'listHandbooks',
      path: API_PATHS.customer,
      headers: customer,
      body: gql(
        '{ listHandbooks(limit: 10) { total handbooks { handbookId title companyName createdAt } } }',
      ),
    },
    {
      name: 'handbookCustomers',
      path: API_PATHS.reseller,
      headers: reseller,
      body: gql('{ handbookCustomers(limit: 10) { total customers { userId email name handbookCount } } }'),
    },
    {
      name: 'a mutation',
      path: API_PATHS.reseller,
      headers: reseller,
      body: gql(
        'mutation ($userId: ID!) { updateHandbookCustomer(userId: $userId, name: "Ada Lovelace") { userId name status } }',
        { userId },
      ),
    },
  ];
}

const HEADERS_THAT_MATTER = ['content-type', 'cache-control', 'www-authenticate', 'allow', 'retry-after'];

async function answerOf(response: Response): Promise<Answer> {
  return { status: response.status, headers: response.headers, body: await response.text() };
}

function inProcess(service: HandbookService, call: Call): Promise<Answer> {
  const handler = call.path === API_PATHS.customer ? service.customerApi : service.resellerApi;
  const { method = 'POST', headers, body } = call;
  return handler(new Request(`http://localhost${call.path}`, { method, headers, body })).then(answerOf);
}

async function overHttp(base: string, call: Call): Promise<Answer> {
  const { method = 'POST', headers, body } = call;
  return answerOf(await fetch(`${base}${call.path}`, { method, headers, body }));
}

/**
 * The standalone service as `npm run start:service` starts it, from this run's bundle of the same sources
 * (tests/support/child-bundles.ts) with node alone: npm, its shell and tsx's two processes would only add
 * seconds of start-up. telemetry-standalone.test.ts starts it with `npm run start:service` itself.
 */
function startService(env: Record<string, string>) {
  return startChild(process.execPath, bundledEntry('start-service'), {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HANDBOOK_DEMO_DATA: 'false',
      HANDBOOK_JWT_SECRET: JWT_SECRET,
      ...env,
    },
  });
}

const kinds = process.env.DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

describe.each(kinds)('npm run start:service on %s', (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-standalone-'));
  let location: StoreLocation;
  let dropDatabase = async () => {};
  let base = '';
  let service: ReturnType<typeof startService> | undefined;
  const expected = new Map<string, Answer>();
  let requests: Call[] = [];

  beforeAll(async () => {
    if (kind === 'postgres') {
      const database = await createTestDatabase();
      location = { databaseUrl: database.url.toString() };
      dropDatabase = database.drop;
    } else {
      location = { dataDir, snapshot: inject('pgliteSnapshot')! };
    }
    const store = await openStore(location);
    const now = Date.now();
    const at = (ms: number) => () => new Date(ms);
    const options = { store, jwtSecrets: { '1': JWT_SECRET }, production: true, limits: DEFAULT_LIMITS };
    const past = createHandbookService({ ...options, clock: at(now - 3 * DAY_MS) });
    const live = createHandbookService(options);

    const reseller = await createReseller(store.db, 'Standalone Reseller', new Date(now - 3 * DAY_MS));
    const { key } = await issueApiKey(store.db, reseller.id, PRIMARY_KEY, new Date(now - 3 * DAY_MS));
    const reseller$ = (s: HandbookService, query: string, variables: Record<string, unknown>) =>
      inProcess(s, {
        name: '',
        path: API_PATHS.reseller,
        headers: { 'content-type': 'application/json', 'x-api-token': key },
        body: gql(query, variables),
      }).then((a) => JSON.parse(a.body) as { data: Record<string, Record<string, string>> });
    const created = await reseller$(
      past,
      'mutation ($email: String!, $name: String!) { createHandbookCustomer(email: $email, name: $name) { userId } }',
      { email: 'ada@example.com', name: 'Ada Lovelace' },
    );
    const userId = created.data.createHandbookCustomer!.userId!;
    const issue =
      'mutation ($userId: ID!, $expiresIn: Int) { generateCustomerToken(userId: $userId, expiresIn: $expiresIn) { token } }';
    const expiredToken = (await reseller$(past, issue, { userId, expiresIn: DAY_MS / 1000 })).data
      .generateCustomerToken!.token!;
    const token = (await reseller$(live, issue, { userId })).data.generateCustomerToken!.token!;
    for (const companyName of ['Acme Ltd', 'Brightwork', 'Cobalt & Co']) {
      await reseller$(
        live,
        'mutation ($userId: ID!, $input: GenerateHandbookInput!) { generateCustomerHandbook(userId: $userId, input: $input) { handbookId } }',
        { userId, input: { companyName, country: 'GB', employeeCount: 40 } },
      );
    }

    requests = calls(key, token, expiredToken, userId);
    for (const call of requests) expected.set(call.name, await inProcess(live, call));
    // The embedded store has one process at a time: the service opens it once the test has let it go.
    await store.close();

    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    service = startService({
      PORT: String(port),
      HOST: '127.0.0.1',
      HANDBOOK_DATA_DIR: dataDir,
      DATABASE_URL: 'databaseUrl' in location ? location.databaseUrl : '',
    });
    await waitForHealth(base, service.exited);
  }, 180_000);

  afterAll(async () => {
    if (service) {
      stop(service.child);
      await service.exited;
    }
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every request as the in-process handlers do: status, headers that matter and body, to the byte', async () => {
    for (const call of requests) {
      const want = expected.get(call.name)!;
      const got = await overHttp(base, call);
      expect({ call: call.name, status: got.status, body: got.body }).toEqual({
        call: call.name,
        status: want.status,
        body: want.body,
      });
      for (const name of HEADERS_THAT_MATTER) {
        expect([call.name, name, got.headers.get(name)]).toEqual([call.name, name, want.headers.get(name)]);
      }
    }
    // The cases are what they say they are.
    const status = (name: string) => expected.get(name)!.status;
    expect(requests.map((c) => status(c.name))).toEqual([401, 401, 405, 413, 415, 400, 200, 200, 200]);
    expect(expected.get('an expired customer token')!.body).toContain('Token has expired');
    expect(JSON.parse(expected.get('listHandbooks')!.body).data.listHandbooks.total).toBe(3);
  });

  it("gives the APIs' answers the Next app's static headers, the API policy included", async () => {
    const got = await overHttp(base, requests[0]!);
    for (const { key, value } of [
      ...securityHeaders({ production: true }),
      ...serviceApiHeaders({ production: true }),
    ]) {
      expect([key, got.headers.get(key)]).toEqual([key, value]);
    }
  });

  it('answers health with the store it uses', async () => {
    const health = await fetch(`${base}${API_PATHS.health}`);
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(health.headers.get('x-frame-options')).toBe('DENY');
    expect(await health.json()).toEqual({ status: 'ok', store: kind });
  });
});

describe('npm run start:service beside a process that has the embedded store open', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-standalone-locked-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start, naming the holder, and leaves the store alone', async () => {
    const store = await openStore({ dataDir, snapshot: inject('pgliteSnapshot')! });
    try {
      const refused = startService({
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        HANDBOOK_DATA_DIR: dataDir,
        DATABASE_URL: '',
      });
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toContain(`in use by another process (pid ${process.pid})`);
      await store.ping();
    } finally {
      await store.close();
    }
  }, 120_000);
});
