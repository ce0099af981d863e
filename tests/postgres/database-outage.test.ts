import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleGraphqlRelay } from '@/lib/dashboard/relay/graphql-relay';
import { attemptSignIn, SIGN_IN_MESSAGES } from '@/lib/dashboard/session/sign-in';
import { createSignInLimiter } from '@/lib/dashboard/session/sign-in-limiter';
import type { Upstream } from '@/lib/dashboard/relay/upstream';
import { customerGraphql } from '@/tests/generated/customer';
import { CREATE_CUSTOMER, ISSUE_TOKEN, RESELLER_NAME } from '../service/fixtures';
import {
  createTestDatabase,
  dataOf,
  post,
  type GraphqlResult,
  type ResellerDocument,
} from '../service/harness';
import { NOW, signedIn } from '../unit/dashboard/fakes';
import { tcpRelay } from './tcp-relay';

/**
 * The database of the embedded service goes away and comes back, as a network failure would do it: both
 * APIs, the health check and the dashboard in front of them, through the app's own route handlers and
 * wiring. Only a database server can go away; the embedded store lives inside the process.
 */

type Handler = (request: Request) => Promise<Response>;

const UNAVAILABLE = {
  errors: [
    {
      message: 'The service is temporarily unavailable. Try again shortly.',
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    },
  ],
};
const APP = 'http://localhost:3000';
const ME = customerGraphql(`
  query OutageMe {
    me {
      email
    }
  }
`);

describe('database outage', () => {
  let cut: Awaited<ReturnType<typeof tcpRelay>>;
  let drop: () => Promise<void>;
  let resellerApi: Handler;
  let customerApi: Handler;
  let health: (request: Request) => Promise<Response>;
  let upstream: Upstream;
  // Until the database is up, made-up credentials: well-formed, so that only the database can refuse them.
  let key = 'hbk_' + 'A'.repeat(38);
  let token = 'not-yet-issued';

  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    // The relay starts closed: the database is down when the service first starts.
    cut = await tcpRelay(database.url);
    const viaRelay = new URL(database.url);
    viaRelay.host = `127.0.0.1:${cut.port}`;
    Object.assign(process.env, {
      NODE_ENV: 'production',
      DATABASE_URL: viaRelay.toString(),
      HANDBOOK_JWT_SECRET: 'j'.repeat(32),
      SESSION_SECRET: 's'.repeat(32),
      HANDBOOK_DEMO_DATA: 'false',
      HANDBOOK_API_URL: '',
    });
    resellerApi = (await import('@/app/api/graphql-reseller/route')).POST;
    customerApi = (await import('@/app/api/graphql-public/route')).POST;
    health = (await import('@/app/api/health/route')).GET;
    upstream = (await import('@/app/_lib/reseller-api')).getResellerApi();
  });
  afterAll(async () => {
    const { getHandbookService } = await import('@/lib/service/api/service-responses');
    await (await getHandbookService()).store.close();
    await cut.stop();
    await drop();
  });

  const asReseller = <TData, TVariables>(
    query: ResellerDocument<TData, TVariables>,
    variables?: TVariables,
  ) => post(resellerApi, { 'x-api-token': key }, query, variables);
  const asCustomer = () => post(customerApi, { authorization: `Bearer ${token}` }, ME);

  /** What the dashboard's browser gets from its GraphQL endpoint, and the session after it. */
  async function dashboard() {
    const session = signedIn({ apiKey: key });
    const request = new Request(`${APP}/api/graphql`, {
      method: 'POST',
      headers: { origin: APP, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: JSON.stringify({ query: RESELLER_NAME.toString() }),
    });
    const response = await handleGraphqlRelay(request, { session, upstream, now: NOW });
    const text = await response.text();
    return { status: response.status, text, body: JSON.parse(text) as unknown, session };
  }

  const signIn = () =>
    attemptSignIn({ apiKey: key, client: '203.0.113.9', upstream, limiter: createSignInLimiter(), now: NOW });

  async function healthCheck() {
    const response = await health(new Request('http://app.test/api/health'));
    return { status: response.status, body: (await response.json()) as unknown };
  }

  function expectUnavailable(result: GraphqlResult) {
    expect(result.status).toBe(503);
    expect(result.headers.get('retry-after')).toBe('5');
    expect(result.body).toEqual(UNAVAILABLE);
  }

  /** Both APIs and the health check answer "unavailable"; the dashboard says so plainly and keeps the session. */
  async function expectDown() {
    expectUnavailable(await asReseller(RESELLER_NAME));
    expectUnavailable(await asCustomer());
    await expect(healthCheck()).resolves.toEqual({ status: 503, body: { status: 'unavailable' } });

    const shown = await dashboard();
    expect(shown.status).toBe(503);
    expect(shown.body).toEqual({
      errors: [
        {
          message: 'The Handbook service is temporarily unavailable. Try again in a moment.',
          extensions: { code: 'UPSTREAM_UNAVAILABLE' },
        },
      ],
    });
    expect(shown.text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|\bat \S+:\d+|Error:|SERVICE_UNAVAILABLE/);
    // An outage is nobody's fault: the reseller stays signed in.
    expect(shown.session.destroyed).toBe(false);

    const signedInNow = await signIn();
    expect(signedInNow.ok).toBe(false);
    expect(!signedInNow.ok && signedInNow.message).toBe(SIGN_IN_MESSAGES.unavailable);
  }

  async function expectUp() {
    expect(dataOf(await asReseller(RESELLER_NAME))).toEqual({ reseller: { name: 'Outage Test' } });
    expect(dataOf(await asCustomer())).toEqual({ me: { email: 'outage@example.com' } });
    await expect(healthCheck()).resolves.toEqual({ status: 200, body: { status: 'ok', store: 'postgres' } });
    const shown = await dashboard();
    expect({ status: shown.status, body: shown.body }).toEqual({
      status: 200,
      body: { data: { reseller: { name: 'Outage Test' } } },
    });
    await expect(signIn()).resolves.toMatchObject({ ok: true, reseller: { resellerName: 'Outage Test' } });
  }

  it('answers 503 while the database is down at start, and starts by itself once it is back', async () => {
    await expectDown();
    await cut.start();
    const { getHandbookService } = await import('@/lib/service/api/service-responses');
    const { createReseller, issueApiKey, PRIMARY_KEY } =
      await import('@/lib/service/resellers/reseller-store');
    const service = await getHandbookService();
    const reseller = await createReseller(service.store.db, 'Outage Test', new Date());
    ({ key } = await issueApiKey(service.store.db, reseller.id, PRIMARY_KEY, new Date()));
    const created = dataOf(
      await asReseller(CREATE_CUSTOMER, { email: 'outage@example.com', name: 'Outage Customer' }),
    );
    ({ token } = dataOf(
      await asReseller(ISSUE_TOKEN, { userId: created.createHandbookCustomer.userId }),
    ).generateCustomerToken);
    await expectUp();
  });

  it('answers 503 with a masked message while the database is down, never accepting a credential', async () => {
    await cut.stop();
    await expectDown();
  });

  it('recovers without a restart when the database returns', async () => {
    await cut.start();
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 200; attempt++) {
      status = (await asReseller(RESELLER_NAME)).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
    await expectUp();
  });
});
