import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { handleGraphqlRelay } from '@/lib/dashboard/relay/graphql-relay';
import { attemptSignIn, SIGN_IN_MESSAGES } from '@/lib/dashboard/session/sign-in';
import { createSignInLimiter } from '@/lib/dashboard/session/sign-in-limiter';
import { createUpstream, type Upstream } from '@/lib/dashboard/relay/upstream';
import { fakeUpstream, graphqlAnswer, html, KEY, NOW, signedIn } from '../../unit/dashboard/fakes';

/**
 * The dashboard's half of the faults: the Handbook service down, slow, or answering something
 * that is not a GraphQL answer; and the browser going away while the service is still working.
 */
const APP = 'http://localhost:3000';
const BODY = JSON.stringify({ query: '{ reseller { name } }' });

function browserRequest(signal?: AbortSignal): Request {
  return new Request(`${APP}/api/graphql`, {
    method: 'POST',
    headers: { origin: APP, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
    body: BODY,
    signal,
  });
}

async function relayThrough(upstream: Upstream, signal?: AbortSignal) {
  const session = signedIn();
  const started = performance.now();
  const response = await handleGraphqlRelay(browserRequest(signal), { session, upstream, now: NOW });
  const elapsed = performance.now() - started;
  const text = await response.text();
  return { response, elapsed, text, body: JSON.parse(text) as unknown, session };
}

async function signInThrough(upstream: Upstream) {
  const started = performance.now();
  const result = await attemptSignIn({
    apiKey: KEY,
    client: '203.0.113.9',
    upstream,
    limiter: createSignInLimiter(),
    now: NOW,
  });
  return { result, elapsed: performance.now() - started };
}

const errorWith = (code: string) => ({ errors: [{ message: expect.any(String), extensions: { code } }] });

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

async function listen(handler: (request: IncomingMessage) => void): Promise<string> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A port that was just listening and is now closed: connections are refused. */
async function closedPort(): Promise<string> {
  const baseUrl = await listen(() => {});
  await new Promise((resolve) => server!.close(resolve));
  server = undefined;
  return baseUrl;
}

describe('fault: the Handbook service is down', () => {
  // The production timeout: the answer must come from the refused connection, not from waiting it out.
  const TIMEOUT_MS = 10_000;

  it('the relay answers 502 UPSTREAM_UNREACHABLE with a plain message within 1 s', async () => {
    const upstream = createUpstream({ baseUrl: await closedPort(), timeoutMs: TIMEOUT_MS });
    const { response, elapsed, body, text } = await relayThrough(upstream);
    expect(response.status).toBe(502);
    expect(body).toEqual(errorWith('UPSTREAM_UNREACHABLE'));
    expect(text).toContain('cannot be reached');
    expect(text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|TypeError/);
    expect(elapsed).toBeLessThan(1_000);
  });

  it('sign-in says the service cannot be reached within 1 s', async () => {
    const upstream = createUpstream({ baseUrl: await closedPort(), timeoutMs: TIMEOUT_MS });
    const { result, elapsed } = await signInThrough(upstream);
    expect(result).toEqual({ ok: false, message: SIGN_IN_MESSAGES.unreachable });
    expect(elapsed).toBeLessThan(1_000);
  });
});

describe('fault: the Handbook service is slow', () => {
  const TIMEOUT_MS = 300;

  it('the relay answers 504 UPSTREAM_TIMEOUT at the timeout, and the upstream request is aborted', async () => {
    const seen: AbortSignal[] = [];
    const upstream = createUpstream({
      baseUrl: 'http://upstream.test',
      timeoutMs: TIMEOUT_MS,
      fetchHandler: (request) => {
        seen.push(request.signal);
        return new Promise<Response>(() => {});
      },
    });
    const { response, elapsed, body, session } = await relayThrough(upstream);
    expect(response.status).toBe(504);
    expect(body).toEqual(errorWith('UPSTREAM_TIMEOUT'));
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 10);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 700);
    expect(seen[0]?.aborted).toBe(true);
    expect(session.destroyed).toBe(false);
  });

  it('sign-in gives up at the timeout with its own message', async () => {
    const { upstream } = fakeUpstream(() => new Promise<Response>(() => {}), TIMEOUT_MS);
    const { result, elapsed } = await signInThrough(upstream);
    expect(result).toEqual({ ok: false, message: SIGN_IN_MESSAGES.timeout });
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 700);
  });
});

describe('fault: the browser goes away while the service is working', () => {
  it('the upstream request is aborted at once, long before the timeout', async () => {
    const seen: AbortSignal[] = [];
    const upstream = createUpstream({
      baseUrl: 'http://upstream.test',
      timeoutMs: 10_000,
      fetchHandler: (request) => {
        seen.push(request.signal);
        return new Promise<Response>(() => {});
      },
    });
    const browser = new AbortController();
    setTimeout(() => browser.abort(), 50);
    const { response, elapsed, session } = await relayThrough(upstream, browser.signal);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.aborted).toBe(true);
    expect(elapsed).toBeLessThan(1_000);
    // Nobody reads the answer; it says what happened, and the session is not the browser's fault.
    expect(response.status).toBe(499);
    expect(session.destroyed).toBe(false);
  });

  it('over the network, the upstream server sees its connection closed', async () => {
    let closed: () => void = () => {};
    const upstreamClosed = new Promise<void>((resolve) => (closed = resolve));
    let arrived: () => void = () => {};
    const upstreamReached = new Promise<void>((resolve) => (arrived = resolve));
    const baseUrl = await listen((request) => {
      arrived();
      // Never answers; the only way this request ends is the dashboard hanging up.
      request.socket.on('close', () => closed());
    });
    const upstream = createUpstream({ baseUrl, timeoutMs: 10_000 });

    const browser = new AbortController();
    const pending = relayThrough(upstream, browser.signal);
    await upstreamReached;
    const abortedAt = performance.now();
    browser.abort();
    await upstreamClosed;
    expect(performance.now() - abortedAt).toBeLessThan(1_000);
    expect((await pending).response.status).toBe(499);
  });
});

describe('fault: the service answers something that is not a GraphQL answer', () => {
  it.each([
    ['an HTML error page', () => html(502)],
    ['an HTML page with 200', () => html(200)],
    ['a JSON 500', () => graphqlAnswer({ errors: [{ message: 'boom at db.ts:12' }] }, 500)],
    ['an empty 500', () => new Response(null, { status: 500 })],
  ])('%s: the relay answers 502 UPSTREAM_BAD_RESPONSE, passing nothing of it on', async (_name, answer) => {
    const { upstream } = fakeUpstream(answer);
    const { response, body, text, session } = await relayThrough(upstream);
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(body).toEqual(errorWith('UPSTREAM_BAD_RESPONSE'));
    expect(text).not.toMatch(/<html|<h1|boom|db\.ts/i);
    expect(session.destroyed).toBe(false);
  });

  it.each([
    ['an HTML error page', () => html(502)],
    ['a JSON 500', () => graphqlAnswer({ errors: [{ message: 'boom' }] }, 500)],
  ])('%s: sign-in says the service answered unexpectedly', async (_name, answer) => {
    const { upstream } = fakeUpstream(answer);
    const { result } = await signInThrough(upstream);
    expect(result).toEqual({ ok: false, message: SIGN_IN_MESSAGES.unexpected });
  });
});
