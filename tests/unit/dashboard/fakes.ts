import type { SessionData, SessionHandle } from '@/lib/dashboard/session/session-rules';
import { createUpstream, type Upstream } from '@/lib/dashboard/relay/upstream';

export const KEY = 'hbk_TESTKEYtestkey0123456789abcdefghijABCDEF';
export const NOW = Date.parse('2026-06-01T12:00:00.000Z');

/** A session as the GraphQL relay sees it: data plus save/destroy, counting what was called. */
export interface FakeSession extends SessionHandle {
  saves: SessionData[];
  destroyed: boolean;
}

export function fakeSession(data: SessionData = {}): FakeSession {
  const session: FakeSession = {
    ...data,
    saves: [],
    destroyed: false,
    async save() {
      const { saves: _s, destroyed: _d, save: _sv, destroy: _ds, ...snapshot } = session;
      session.saves.push(snapshot);
    },
    destroy() {
      session.destroyed = true;
      for (const field of [
        'apiKey',
        'resellerId',
        'resellerName',
        'signedInAt',
        'lastSeenAt',
        'sessionId',
      ] as const) {
        delete session[field];
      }
    },
  };
  return session;
}

export function signedIn(overrides: SessionData = {}): FakeSession {
  return fakeSession({
    apiKey: KEY,
    resellerId: 'rsl_1',
    resellerName: 'Acme Payroll',
    signedInAt: NOW - 60 * 60 * 1000,
    lastSeenAt: NOW - 5 * 60 * 1000,
    sessionId: 'sess_test_0123456789abcdef',
    ...overrides,
  });
}

export interface Received {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}

/** An upstream whose every request lands in `received` and is answered by `answer`. */
export function fakeUpstream(
  answer: (request: Request) => Promise<Response> | Response,
  timeoutMs = 1_000,
): { upstream: Upstream; received: Received[] } {
  const received: Received[] = [];
  const upstream = createUpstream({
    baseUrl: 'http://upstream.test',
    timeoutMs,
    fetchHandler: async (request) => {
      const body = await request.clone().text();
      received.push({ url: request.url, method: request.method, headers: request.headers, body });
      return answer(request);
    },
  });
  return { upstream, received };
}

export const graphqlAnswer = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers });

export const invalidToken = () =>
  graphqlAnswer({ errors: [{ message: 'Invalid token', extensions: { code: 'UNAUTHENTICATED' } }] }, 401);

export const html = (status: number) =>
  new Response('<!doctype html><title>Bad gateway</title><h1>Oops</h1>', {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });

export const never = () => new Promise<Response>(() => {});
