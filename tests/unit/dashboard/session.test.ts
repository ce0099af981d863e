import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  needsRenewal,
  SESSION_IDLE_MS,
  SESSION_MAX_AGE_MS,
  sessionState,
  touchSession,
  type SessionData,
} from '@/lib/dashboard/session/session-rules';
import { fakeSession, KEY, NOW, signedIn } from './fakes';

const config = vi.hoisted(() => ({
  production: false,
  sessionPasswords: { '1': 'first-session-password-of-at-least-32-bytes' } as Record<string, string>,
  databaseUrl: null,
  dataDir: '',
}));

/** The cookie jar of the current request, as `cookies()` from next/headers would give it. */
const jar = vi.hoisted(() => {
  const values = new Map<string, string>();
  const written: { name: string; value: string; options: Record<string, unknown> }[] = [];
  return {
    values,
    written,
    get: (name: string) => (values.has(name) ? { name, value: values.get(name)! } : undefined),
    set: (name: string, value: string, options: Record<string, unknown> = {}) => {
      written.push({ name, value, options });
      values.set(name, value);
    },
  };
});

vi.mock('@/lib/config', () => ({ getConfig: () => config }));
// The real unsealing, counted.
vi.mock(import('iron-session'), async (importOriginal) => {
  const real = await importOriginal();
  return { ...real, unsealData: vi.fn(real.unsealData) as typeof real.unsealData };
});
vi.mock('next/headers', () => ({ cookies: async () => jar }));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirect:${to}`);
  },
}));

const { getSession, requireSession, sessionOptions, startSession } =
  await import('@/lib/dashboard/session/session');
const { unsealData } = await import('iron-session');

const RESELLER = { apiKey: KEY, resellerId: 'rsl_1', resellerName: 'Acme Payroll' };
const active = (data: SessionData, now = NOW) => sessionState(data, now).status;

describe('session rules', () => {
  const fresh = { ...RESELLER, signedInAt: NOW, lastSeenAt: NOW, sessionId: 'sess_1' };

  it('a fresh sign-in is active', () => {
    expect(sessionState(fresh, NOW)).toEqual({ status: 'active', session: fresh });
  });

  it('ends after 30 idle minutes', () => {
    expect(active(fresh, NOW + SESSION_IDLE_MS - 1)).toBe('active');
    expect(active(fresh, NOW + SESSION_IDLE_MS)).toBe('expired');
  });

  it('ends 12 hours after sign-in however recently it was used', () => {
    const busy = { ...fresh, lastSeenAt: NOW + SESSION_MAX_AGE_MS - 60_000 };
    expect(active(busy, NOW + SESSION_MAX_AGE_MS - 1)).toBe('active');
    expect(active(busy, NOW + SESSION_MAX_AGE_MS)).toBe('expired');
    expect(SESSION_MAX_AGE_MS).toBe(12 * 60 * 60 * 1000);
  });

  it('timestamps from the future or out of order count as expired', () => {
    expect(active({ ...fresh, signedInAt: NOW + 10 * 60_000, lastSeenAt: NOW + 10 * 60_000 })).toBe(
      'expired',
    );
    expect(active({ ...fresh, lastSeenAt: NOW - 1 })).toBe('expired');
  });

  it('no key or no reseller is nobody; missing timestamps are an expired sign-in', () => {
    expect(active({})).toBe('none');
    expect(active({ ...fresh, apiKey: '' })).toBe('none');
    expect(active({ ...fresh, resellerId: undefined })).toBe('none');
    expect(active({ ...RESELLER })).toBe('expired');
  });

  it('a sign-in without a session id (it could not be signed out) counts as expired', () => {
    expect(active({ ...fresh, sessionId: undefined })).toBe('expired');
    expect(active({ ...fresh, sessionId: '' })).toBe('expired');
  });

  it('renews at most once a minute', async () => {
    const recent = signedIn({ lastSeenAt: NOW - 30_000 });
    await touchSession(recent, NOW);
    expect(recent.saves).toHaveLength(0);
    const older = signedIn({ lastSeenAt: NOW - 61_000 });
    expect(needsRenewal({ ...fresh, signedInAt: NOW - 61_000, lastSeenAt: NOW - 61_000 }, NOW)).toBe(true);
    await expect(touchSession(older, NOW)).resolves.toMatchObject({ apiKey: KEY });
    expect(older.saves).toEqual([expect.objectContaining({ lastSeenAt: NOW, signedInAt: older.signedInAt })]);
  });

  it('touching an expired session clears it; touching none leaves it alone', async () => {
    const stale = signedIn({ lastSeenAt: NOW - SESSION_IDLE_MS - 1 });
    await expect(touchSession(stale, NOW)).resolves.toBeNull();
    expect(stale.destroyed).toBe(true);
    const nobody = fakeSession();
    await expect(touchSession(nobody, NOW)).resolves.toBeNull();
    expect(nobody.destroyed).toBe(false);
  });
});

describe('session cookie', () => {
  beforeEach(() => {
    config.dataDir = mkdtempSync(join(tmpdir(), 'hb-session-'));
    delete (globalThis as { __handbookEndedSessions?: unknown }).__handbookEndedSessions;
    jar.values.clear();
    jar.written.length = 0;
    config.production = false;
    config.sessionPasswords = { '1': 'first-session-password-of-at-least-32-bytes' };
  });

  async function sealedCookie(): Promise<string> {
    await startSession(await getSession(), RESELLER, Date.now());
    const cookie = jar.written.at(-1);
    expect(cookie?.name).toBe('hb_session');
    return cookie!.value;
  }

  it('is httpOnly, SameSite=Lax, path /; __Host- and Secure in production', () => {
    expect(sessionOptions()).toMatchObject({
      cookieName: 'hb_session',
      cookieOptions: { httpOnly: true, sameSite: 'lax', path: '/', secure: false },
    });
    config.production = true;
    expect(sessionOptions()).toMatchObject({
      cookieName: '__Host-hb_session',
      cookieOptions: { httpOnly: true, sameSite: 'lax', path: '/', secure: true },
    });
  });

  it('is encrypted: the key is not readable in it, and it reads back', async () => {
    const value = await sealedCookie();
    expect(value).not.toContain(KEY);
    expect(value).not.toContain('Acme');
    await expect(requireSession()).resolves.toEqual(RESELLER);
  });

  it.each([
    ['a flipped character', (v: string) => v.slice(0, 60) + (v[60] === 'a' ? 'b' : 'a') + v.slice(61)],
    ['a wrong version prefix', (v: string) => v.replace('Fe26.2', 'Fe26.1')],
    ['garbage', () => 'not-a-seal'],
    ['a truncated seal', (v: string) => v.slice(0, v.length / 2)],
  ])('with %s is signed out, not an error', async (_name, tamper) => {
    jar.values.set('hb_session', tamper(await sealedCookie()));
    const session = await getSession();
    expect(session.apiKey).toBeUndefined();
    await expect(requireSession()).rejects.toThrow('redirect:/sign-in');
  });

  it('is unsealed once while the browser sends it again, and each request gets a session of its own', async () => {
    const value = await sealedCookie();
    vi.mocked(unsealData).mockClear();
    jar.values.set('hb_session', value);
    (await getSession()).destroy();
    jar.values.set('hb_session', value);
    const again = await getSession();
    expect(again.apiKey).toBe(KEY);
    expect(vi.mocked(unsealData)).toHaveBeenCalledTimes(1);
  });

  it('sealed with a retired password is signed out; a rotation keeps it', async () => {
    const value = await sealedCookie();
    config.sessionPasswords = {
      '1': config.sessionPasswords['1']!,
      '2': 'second-session-password-of-at-least-32-bytes',
    };
    jar.values.set('hb_session', value);
    await expect(requireSession()).resolves.toEqual(RESELLER);
    config.sessionPasswords = { '2': 'second-session-password-of-at-least-32-bytes' };
    await expect(requireSession()).rejects.toThrow('redirect:/sign-in');
  });

  it('requireSession sends an idle session to sign-in with reason=expired', async () => {
    await startSession(await getSession(), RESELLER, Date.now() - SESSION_IDLE_MS - 1);
    await expect(requireSession()).rejects.toThrow('redirect:/sign-in?reason=expired');
  });

  it('requireSession returns no timestamps, only what pages need', async () => {
    await sealedCookie();
    expect(Object.keys(await requireSession()).sort()).toEqual(['apiKey', 'resellerId', 'resellerName']);
  });
});
