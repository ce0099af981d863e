import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleGraphqlRelay } from '@/lib/dashboard/relay/graphql-relay';
import { attemptSignIn, SIGN_IN_MESSAGES } from '@/lib/dashboard/session/sign-in';
import { createSignInLimiter } from '@/lib/dashboard/session/sign-in-limiter';
import { createUpstream, type Upstream } from '@/lib/dashboard/relay/upstream';
import {
  createReseller,
  issueApiKey,
  PRIMARY_KEY,
  revokeApiKey,
} from '@/lib/service/resellers/reseller-store';
import { createTestService, type TestService } from '../../service/harness';
import { NOW, signedIn } from '../../unit/dashboard/fakes';

// The dashboard's server side against the real Reseller API handler, in-process as in the embedded default:
// the contract as the service actually speaks it, not as the fakes imagine it.
let t: TestService;
let upstream: Upstream;

beforeAll(async () => {
  t = await createTestService();
  upstream = createUpstream({
    baseUrl: 'http://embedded-handbook.invalid',
    timeoutMs: 5_000,
    fetchHandler: (request) => t.service.resellerApi(request),
  });
});
afterAll(() => t?.close());

async function newKey(name: string): Promise<{ key: string; keyId: string }> {
  const reseller = await createReseller(t.store.db, name, t.now());
  const issued = await issueApiKey(t.store.db, reseller.id, PRIMARY_KEY, t.now());
  return { key: issued.key, keyId: issued.id };
}

const signIn = (apiKey: string) =>
  attemptSignIn({ apiKey, client: '203.0.113.9', upstream, limiter: createSignInLimiter(), now: NOW });

const relayed = (apiKey: string, body: string) => {
  const session = signedIn({ apiKey });
  const request = new Request('http://localhost:3000/api/graphql', {
    method: 'POST',
    headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
    body,
  });
  return { session, response: handleGraphqlRelay(request, { session, upstream, now: NOW }) };
};

describe('against the embedded Reseller API', () => {
  it('a real key signs in as its reseller', async () => {
    const { key } = await newKey('Northwind Payroll');
    const result = await signIn(key);
    expect(result).toMatchObject({ ok: true, reseller: { resellerName: 'Northwind Payroll', apiKey: key } });
  });

  it('a made-up key gets the wrong-key message', async () => {
    const { key } = await newKey('Contoso');
    const wrong = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    await expect(signIn(wrong)).resolves.toEqual({ ok: false, message: SIGN_IN_MESSAGES.invalid });
    await expect(signIn('not-a-key')).resolves.toEqual({ ok: false, message: SIGN_IN_MESSAGES.notAKey });
  });

  it("the relay passes the service's answer through, errors included", async () => {
    const { key } = await newKey('Fabrikam');
    const ok = relayed(key, JSON.stringify({ query: '{ handbookCustomers { total } reseller { name } }' }));
    const response = await ok.response;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: { handbookCustomers: { total: 0 }, reseller: { name: 'Fabrikam' } },
    });

    const invalid = await relayed(key, JSON.stringify({ query: '{ nope }' })).response;
    const body = (await invalid.json()) as { errors: { extensions?: { code?: string } }[] };
    expect(body.errors[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('a key revoked mid-session ends the session with a 401', async () => {
    const { key, keyId } = await newKey('Tailspin');
    await revokeApiKey(t.store.db, keyId, t.now());
    const { session, response } = relayed(key, JSON.stringify({ query: '{ reseller { name } }' }));
    expect((await response).status).toBe(401);
    expect(session.destroyed).toBe(true);
  });
});
