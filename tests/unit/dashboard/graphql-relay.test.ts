import { describe, expect, it } from 'vitest';
import { REQUEST_BODY_BYTES } from '@/lib/contract/limits';
import { handleGraphqlRelay } from '@/lib/dashboard/relay/graphql-relay';
import { SESSION_IDLE_MS } from '@/lib/dashboard/session/session-rules';
import { parseTrustedProxies } from '@/lib/http/client-address';
import { PEER_ADDRESS_HEADER } from '@/lib/http/peer-address.mjs';
import {
  fakeSession,
  fakeUpstream,
  graphqlAnswer,
  html,
  invalidToken,
  KEY,
  never,
  NOW,
  signedIn,
  type FakeSession,
} from './fakes';

const APP = 'http://localhost:3000';
const BODY = JSON.stringify({ query: 'query Me { reseller { resellerId name } }', variables: {} });
const OK = { data: { reseller: { resellerId: 'rsl_1', name: 'Acme Payroll' } } };

// The proxy in front of the dashboard in these tests.
const PROXY = { vercel: false, ranges: parseTrustedProxies('10.0.0.1').ranges };

function browserRequest(
  init: { headers?: Record<string, string | null>; body?: BodyInit; method?: string; url?: string } = {},
) {
  const headers = new Headers();
  const defaults: Record<string, string | null> = {
    origin: APP,
    'sec-fetch-site': 'same-origin',
    'content-type': 'application/json',
    ...init.headers,
  };
  for (const [name, value] of Object.entries(defaults)) if (value !== null) headers.set(name, value);
  const method = init.method ?? 'POST';
  return new Request(init.url ?? `${APP}/api/graphql`, {
    method,
    headers,
    body: method === 'GET' ? undefined : (init.body ?? BODY),
    // Needed for a stream body; harmless otherwise.
    duplex: 'half',
  } as RequestInit);
}

async function run(
  request: Request,
  session: FakeSession = signedIn(),
  answer: () => Promise<Response> | Response = () => graphqlAnswer(OK),
  timeoutMs?: number,
) {
  const { upstream, received } = fakeUpstream(answer, timeoutMs);
  const response = await handleGraphqlRelay(request, { session, upstream, proxyTrust: PROXY, now: NOW });
  const text = await response.text();
  return { response, body: JSON.parse(text) as unknown, text, received, session };
}

function errorBody(message: string, code: string) {
  return { errors: [{ message, extensions: { code } }] };
}

describe('GraphQL relay: a signed-in same-origin JSON POST', () => {
  it('is forwarded unchanged with the session key, and the answer comes back', async () => {
    const { response, body, received } = await run(browserRequest());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual(OK);
    expect(received).toHaveLength(1);
    expect(received[0]?.body).toBe(BODY);
    expect(received[0]?.headers.get('x-api-token')).toBe(KEY);
  });

  it("never passes on the browser's X-Api-Token, Authorization or Cookie", async () => {
    const request = browserRequest({
      headers: {
        'x-api-token': 'hbk_FROMTHEBROWSER',
        authorization: 'Bearer browser-token',
        cookie: 'hb_session=sealed-session; other=1',
      },
    });
    const { received } = await run(request);
    const headers = received[0]?.headers;
    expect(headers?.get('x-api-token')).toBe(KEY);
    expect(headers?.get('authorization')).toBeNull();
    expect(headers?.get('cookie')).toBeNull();
    expect([...(headers?.keys() ?? [])].sort()).toEqual([
      'accept',
      'accept-encoding',
      'content-type',
      'x-api-token',
      PEER_ADDRESS_HEADER,
    ]);
  });

  it('tells the service which client it is for: one address, the one the trusted proxy saw', async () => {
    const forwarded = { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' };
    const viaProxy = browserRequest({ headers: { [PEER_ADDRESS_HEADER]: '10.0.0.1', ...forwarded } });
    expect((await run(viaProxy)).received[0]?.headers.get(PEER_ADDRESS_HEADER)).toBe('203.0.113.9');
    const direct = browserRequest({ headers: { [PEER_ADDRESS_HEADER]: '198.51.100.20', ...forwarded } });
    expect((await run(direct)).received[0]?.headers.get(PEER_ADDRESS_HEADER)).toBe('198.51.100.20');
  });

  it('pushes the idle timer forward', async () => {
    const { session } = await run(browserRequest(), signedIn({ lastSeenAt: NOW - 10 * 60 * 1000 }));
    expect(session.saves).toHaveLength(1);
    expect(session.saves[0]?.lastSeenAt).toBe(NOW);
  });

  it('accepts the origin a proxy in front forwarded', async () => {
    const request = browserRequest({
      url: 'http://10.0.0.7:3000/api/graphql',
      headers: {
        host: '10.0.0.7:3000',
        'x-forwarded-host': 'console.example.com',
        'x-forwarded-proto': 'https',
        origin: 'https://console.example.com',
      },
    });
    expect((await run(request)).response.status).toBe(200);
  });
});

describe('GraphQL relay: refusals', () => {
  const forbidden = errorBody('Cross-site requests are refused.', 'FORBIDDEN');

  it.each([
    ['no Origin', { origin: null }],
    ['Origin null', { origin: 'null' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['the same host on another port', { origin: 'http://localhost:4000' }],
    ['the same host over another scheme', { origin: 'https://localhost:3000' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
    ['Sec-Fetch-Site none (typed into the address bar, a bookmark)', { 'sec-fetch-site': 'none' }],
    [
      'the internal address once a proxy names the public host',
      { 'x-forwarded-host': 'console.example.com' },
    ],
  ])('%s: 403, nothing forwarded, the session untouched', async (_name, headers) => {
    const session = signedIn({ lastSeenAt: NOW - 10 * 60 * 1000 });
    const { response, body, received } = await run(browserRequest({ headers }), session);
    expect(response.status).toBe(403);
    expect(body).toEqual(forbidden);
    expect(received).toHaveLength(0);
    expect(session.saves).toHaveLength(0);
  });

  it('no session: 401 with the sign-in message', async () => {
    const { response, body, received } = await run(browserRequest(), fakeSession());
    expect(response.status).toBe(401);
    expect(body).toEqual(errorBody('Your session has ended. Sign in again.', 'UNAUTHENTICATED'));
    expect(received).toHaveLength(0);
  });

  it('an idle-expired session: 401, and the cookie is cleared', async () => {
    const { response, received, session } = await run(
      browserRequest(),
      signedIn({ lastSeenAt: NOW - SESSION_IDLE_MS }),
    );
    expect(response.status).toBe(401);
    expect(session.destroyed).toBe(true);
    expect(received).toHaveLength(0);
  });

  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['no type', null],
  ])('%s body: 415', async (_name, contentType) => {
    const { response, body, received } = await run(
      browserRequest({ headers: { 'content-type': contentType } }),
    );
    expect(response.status).toBe(415);
    expect(body).toEqual(errorBody('Content-Type must be application/json.', 'BAD_REQUEST'));
    expect(received).toHaveLength(0);
  });

  it('a body over the Reseller API’s limit (384 KB, room for a logo): 413', async () => {
    const big = JSON.stringify({
      query: `{ reseller { name } } #${'x'.repeat(REQUEST_BODY_BYTES.reseller)}`,
    });
    const { response, body, received } = await run(browserRequest({ body: big }));
    expect(response.status).toBe(413);
    expect(body).toEqual(errorBody('Request body too large.', 'BAD_REQUEST'));
    expect(received).toHaveLength(0);
  });

  it('a streamed body over the limit without Content-Length: 413', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ <= REQUEST_BODY_BYTES.reseller / chunk.length) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const { response, received } = await run(browserRequest({ body: stream }));
    expect(response.status).toBe(413);
    expect(received).toHaveLength(0);
  });

  it('a malformed Content-Length: 400, as the service answers it', async () => {
    const { response, body, received } = await run(
      browserRequest({ headers: { 'content-length': '12abc' } }),
    );
    expect(response.status).toBe(400);
    expect(body).toEqual(errorBody('Malformed Content-Length header.', 'BAD_REQUEST'));
    expect(received).toHaveLength(0);
  });

  it('a body of exactly the limit is still accepted', async () => {
    const prefix = '{"query":"{ reseller { name } }","pad":"';
    const exact = `${prefix}${'x'.repeat(REQUEST_BODY_BYTES.reseller - prefix.length - 2)}"}`;
    expect(Buffer.byteLength(exact)).toBe(REQUEST_BODY_BYTES.reseller);
    const { response, received } = await run(browserRequest({ body: exact }));
    expect(response.status).toBe(200);
    expect(received[0]?.body).toBe(exact);
  });

  it.each(['GET', 'PUT', 'DELETE', 'OPTIONS'])('%s: 405', async (method) => {
    const { response, received } = await run(browserRequest({ method }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(received).toHaveLength(0);
  });
});

describe('GraphQL relay: upstream failures', () => {
  it.each([
    [
      'unreachable',
      () => Promise.reject(new TypeError('fetch failed: ECONNREFUSED 10.0.0.1')),
      502,
      'UPSTREAM_UNREACHABLE',
    ],
    ['slow', never, 504, 'UPSTREAM_TIMEOUT'],
    ['an HTML page', () => html(502), 502, 'UPSTREAM_BAD_RESPONSE'],
    ['a 500', () => graphqlAnswer({ errors: [{ message: 'boom' }] }, 500), 502, 'UPSTREAM_BAD_RESPONSE'],
  ])('%s: a plain error with its own status and code, session kept', async (_name, answer, status, code) => {
    const { response, body, text, session } = await run(browserRequest(), signedIn(), answer, 50);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(body).toEqual({ errors: [{ message: expect.any(String), extensions: { code } }] });
    expect(text).not.toContain(KEY);
    expect(text).not.toMatch(/ECONNREFUSED|TypeError|\bat\s|<html|boom/i);
    expect(session.destroyed).toBe(false);
  });

  it('UNAUTHENTICATED: 401, the session destroyed, and the person told that the key was revoked', async () => {
    const { response, body, text, session } = await run(browserRequest(), signedIn(), invalidToken);
    expect(response.status).toBe(401);
    expect(body).toEqual(
      errorBody('This API key was revoked. Sign in with your current key.', 'UNAUTHENTICATED'),
    );
    expect(text).not.toContain(KEY);
    expect(session.destroyed).toBe(true);
    expect(session.apiKey).toBeUndefined();
  });

  it('rate limited: 429 with Retry-After', async () => {
    const answer = () => graphqlAnswer({ errors: [{ message: 'Slow down.' }] }, 429, { 'retry-after': '30' });
    const { response, body } = await run(browserRequest(), signedIn(), answer);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(body).toMatchObject({ errors: [{ extensions: { code: 'RATE_LIMITED' } }] });
  });

  it('the service’s store down: 503 with Retry-After, a plain message, session kept', async () => {
    const answer = () =>
      graphqlAnswer({ errors: [{ message: 'Down.', extensions: { code: 'SERVICE_UNAVAILABLE' } }] }, 503, {
        'retry-after': '5',
      });
    const { response, body, session } = await run(browserRequest(), signedIn(), answer);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(body).toEqual(
      errorBody(
        'The Handbook service is temporarily unavailable. Try again in a moment.',
        'UPSTREAM_UNAVAILABLE',
      ),
    );
    expect(session.destroyed).toBe(false);
  });
});
