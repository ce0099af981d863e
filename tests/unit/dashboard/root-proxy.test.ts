import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest, NextResponse } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nonceOf } from '@/lib/dashboard/security-headers';
import {
  PDF_DOWNLOADS_PER_RESELLER_PER_MINUTE,
  REFUSAL_PAUSE_MS,
} from '@/lib/dashboard/handbook-files/pdf-download-limit';
import { SESSION_IDLE_MS } from '@/lib/dashboard/session/session-rules';
import { KEY } from './fakes';

const config = vi.hoisted(() => ({
  production: true,
  sessionPasswords: { '1': 'first-session-password-of-at-least-32-bytes' } as Record<string, string>,
  databaseUrl: null,
  redisUrl: null,
  dataDir: '',
}));
vi.mock('@/lib/config', () => ({ getConfig: () => config }));

const { config: proxyConfig, proxy } = await import('@/proxy');
const { endSession, openSession, startSession } = await import('@/lib/dashboard/session/session');

const APP = 'http://localhost:3000';
const COOKIE = '__Host-hb_session';
const RESELLER = { apiKey: KEY, resellerId: 'rsl_1', resellerName: 'Acme Payroll' };

/** A sealed session cookie, signed in at `signedInAt`; `end` signs it out on the server first. */
async function sessionCookie(signedInAt = Date.now(), end = false, reseller = RESELLER): Promise<string> {
  const signIn = NextResponse.next();
  const fresh = await openSession({ get: () => undefined, set: signIn.cookies.set.bind(signIn.cookies) });
  await startSession(fresh, reseller, signedInAt);
  const sealed = signIn.cookies.get(COOKIE)!.value;
  if (end) {
    const signOut = NextResponse.next();
    const jar = {
      get: (name: string) => (name === COOKIE ? { name, value: sealed } : undefined),
      set: signOut.cookies.set.bind(signOut.cookies),
    };
    await endSession(await openSession(jar), Date.now());
  }
  return sealed;
}

function get(path: string, cookie?: string, headers: Record<string, string> = {}) {
  return proxy(
    new NextRequest(`${APP}${path}`, {
      headers: { ...headers, ...(cookie === undefined ? {} : { cookie: `${COOKIE}=${cookie}` }) },
    }),
  );
}

/** The policy Next will render with (set on the request) and the one the browser gets. */
function policies(response: Response) {
  return {
    request: response.headers.get('x-middleware-request-content-security-policy'),
    response: response.headers.get('content-security-policy'),
  };
}

beforeEach(() => {
  config.production = true;
  config.dataDir = mkdtempSync(join(tmpdir(), 'hb-root-proxy-'));
  delete (globalThis as { __handbookEndedSessions?: unknown }).__handbookEndedSessions;
});

describe('root proxy: response headers', () => {
  it.each(['/sign-in', '/customers', '/api/graphql', '/api/health', '/api/graphql-publicity', '/nowhere'])(
    '%s is matched and answered with a nonce policy, the same one Next renders with',
    async (path) => {
      expect(unstable_doesMiddlewareMatch({ config: proxyConfig, url: path })).toBe(true);
      const { request, response } = policies(await get(path, await sessionCookie()));
      expect(response).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]+={0,2}' 'strict-dynamic'/);
      expect(response).toContain("frame-ancestors 'none'");
      expect(request).toBe(response);
    },
  );

  it.each(['/_next/static/chunks/a.js', '/api/graphql-public', '/api/graphql-reseller'])(
    "%s is left alone: Next's static files, and the service's APIs (next.config.mjs gives them a fixed policy)",
    (path) => {
      expect(unstable_doesMiddlewareMatch({ config: proxyConfig, url: path })).toBe(false);
    },
  );

  it.each([
    ['/customers/', '/customers'],
    ['/tokens/?status=ACTIVE', '/tokens?status=ACTIVE'],
    ['/api/graphql-public/', '/api/graphql-public'],
    ['//customers', '/customers'],
    ['//evil.example/', '/evil.example'],
  ])('%s is redirected (308) to its one form %s, with the policy', async (path, canonical) => {
    expect(unstable_doesMiddlewareMatch({ config: proxyConfig, url: path })).toBe(true);
    const response = await get(path);
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(`${APP}${canonical}`);
    expect(policies(response).response).toContain("frame-ancestors 'none'");
  });

  it.each(['/customers/%ED%A0%80', '/api/graphql-public/%E0%A4', '/%'])(
    '%s does not decode to text: 400 with a plain reason, signed in or not, with the policy',
    async (path) => {
      expect(unstable_doesMiddlewareMatch({ config: proxyConfig, url: path })).toBe(true);
      for (const cookie of [undefined, await sessionCookie()]) {
        const response = await get(path, cookie);
        expect(response.status).toBe(400);
        expect(await response.text()).toBe('Bad request: this address is not valid.');
        expect(policies(response).response).toContain("frame-ancestors 'none'");
      }
    },
  );

  it('every request gets a fresh nonce', async () => {
    const first = nonceOf(policies(await get('/sign-in')).response);
    const second = nonceOf(policies(await get('/sign-in')).response);
    expect(first).toBeDefined();
    expect(first).not.toBe(second);
  });

  it('a policy the browser sends on its request never chooses the nonce', async () => {
    const forged = "script-src 'nonce-chosenbytheattacker'";
    const { request } = policies(await get('/sign-in', undefined, { 'content-security-policy': forged }));
    expect(request).not.toContain('chosenbytheattacker');
  });

  it('a redirect to sign-in carries the policy too', async () => {
    const response = await get('/customers');
    expect(response.headers.get('location')).toBe(`${APP}/sign-in?next=%2Fcustomers`);
    expect(policies(response).response).toContain("object-src 'none'");
  });
});

describe('root proxy: sessions on dashboard pages only', () => {
  it('an active session on a dashboard page passes, its idle timer renewed', async () => {
    const response = await get('/customers', await sessionCookie(Date.now() - 5 * 60_000));
    expect(response.headers.get('location')).toBeNull();
    expect(response.cookies.get(COOKIE)?.value).toBeTruthy();
  });

  it('an API route is not redirected or renewed, whatever its cookie', async () => {
    const response = await get('/api/graphql', await sessionCookie(Date.now() - SESSION_IDLE_MS - 1));
    expect(response.headers.get('location')).toBeNull();
    expect(response.cookies.get(COOKIE)).toBeUndefined();
  });

  it('a cookie with a flipped byte signs out cleanly: to sign-in, the cookie cleared', async () => {
    const sealed = await sessionCookie();
    const flipped = sealed.slice(0, 60) + (sealed[60] === 'a' ? 'b' : 'a') + sealed.slice(61);
    const response = await get('/tokens', flipped);
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(`${APP}/sign-in?next=%2Ftokens`);
    expect(response.cookies.get(COOKIE)?.value).toBe('');
  });

  it('an idle session ends: to sign-in with reason=expired, the cookie cleared', async () => {
    const response = await get('/customers', await sessionCookie(Date.now() - SESSION_IDLE_MS - 1));
    expect(response.headers.get('location')).toBe(`${APP}/sign-in?reason=expired&next=%2Fcustomers`);
    expect(response.cookies.get(COOKIE)?.value).toBe('');
  });

  it('a replayed cookie of a signed-out session is refused: to sign-in, the cookie cleared', async () => {
    const response = await get('/customers', await sessionCookie(Date.now(), true));
    expect(response.headers.get('location')).toBe(`${APP}/sign-in?next=%2Fcustomers`);
    expect(response.cookies.get(COOKIE)?.value).toBe('');
  });
});

describe('root proxy: PDF downloads over the reseller’s limit', () => {
  beforeEach(() => {
    delete (globalThis as { __handbookPdfDownloads?: unknown }).__handbookPdfDownloads;
    // One fixed minute of the limit's window, its first second: the test never runs into the next one.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'], now: Date.UTC(2026, 0, 5, 9, 30, 1) });
  });
  afterEach(() => vi.useRealTimers());

  const pdf = '/handbooks/hb_1/download?format=pdf';

  /** A refused download: answered only once its pause is over. */
  async function refusedAfterPause(cookie: string) {
    let answered = false;
    const response = get(pdf, cookie).finally(() => (answered = true));
    await vi.advanceTimersByTimeAsync(REFUSAL_PAUSE_MS - 1);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    return response;
  }

  it('are refused with 429 and Retry-After after a pause, before the session is renewed, all of its keys together', async () => {
    // Signed in five minutes ago: every request that passes renews (re-seals) the cookie.
    const staff = [
      await sessionCookie(Date.now() - 5 * 60_000),
      await sessionCookie(Date.now() - 5 * 60_000),
    ];
    for (let n = 0; n < PDF_DOWNLOADS_PER_RESELLER_PER_MINUTE; n++) {
      const passed = await get(pdf, staff[n % 2]);
      expect(passed.headers.get('x-middleware-next')).toBe('1');
      expect(passed.cookies.get(COOKIE)?.value).toBeTruthy();
    }
    const refused = await refusedAfterPause(staff[0]!);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('59');
    expect(await refused.text()).toBe(
      `Too many PDFs were downloaded this minute (at most ${PDF_DOWNLOADS_PER_RESELLER_PER_MINUTE} for your account). Try again in 59 seconds.`,
    );
    expect(refused.cookies.get(COOKIE)).toBeUndefined();
    expect(policies(refused).response).toContain("frame-ancestors 'none'");
    // The next minute counts afresh.
    vi.setSystemTime(Date.now() + 60_000);
    expect((await get(pdf, staff[1])).headers.get('x-middleware-next')).toBe('1');
  });

  it('leave other resellers, Markdown downloads and pages alone', async () => {
    const cookie = await sessionCookie();
    for (let n = 0; n < PDF_DOWNLOADS_PER_RESELLER_PER_MINUTE; n++) await get(pdf, cookie);
    expect((await refusedAfterPause(cookie)).status).toBe(429);
    const other = await sessionCookie(Date.now(), false, { ...RESELLER, resellerId: 'rsl_2' });
    expect((await get(pdf, other)).headers.get('x-middleware-next')).toBe('1');
    for (const path of ['/handbooks/hb_1/download?format=markdown', '/handbooks/hb_1', '/'])
      expect((await get(path, cookie)).headers.get('x-middleware-next'), path).toBe('1');
  });

  it('without a session, send to sign-in as before and count nothing', async () => {
    for (let n = 0; n <= PDF_DOWNLOADS_PER_RESELLER_PER_MINUTE; n++) {
      const response = await get(pdf);
      expect(response.headers.get('location')).toBe(
        `${APP}/sign-in?next=%2Fhandbooks%2Fhb_1%2Fdownload%3Fformat%3Dpdf`,
      );
    }
  });
});

describe('pages whose visits renew the session', () => {
  it('are every page of the signed-in dashboard, the settings page included', async () => {
    const { isDashboardPage } = await import('@/proxy');
    // Every section under app/(dashboard): /usage was left out when it came, so its visits renewed nothing.
    const sections = readdirSync(join(process.cwd(), 'app/(dashboard)'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('['))
      .map((entry) => `/${entry.name}`);
    expect(sections).toContain('/usage');
    for (const path of ['/', '/customers/cus_1', '/handbooks/hb_1', ...sections])
      expect(isDashboardPage(path), path).toBe(true);
    for (const path of ['/sign-in', '/api/graphql', '/settingsx'])
      expect(isDashboardPage(path), path).toBe(false);
  });
});
