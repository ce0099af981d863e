import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_MAX_AGE_MS } from '@/lib/dashboard/session/session-rules';
import { KEY } from './fakes';

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
vi.mock('next/headers', () => ({ cookies: async () => jar }));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirect:${to}`);
  },
}));

const { endSession, getSession, MAX_SESSION_NAME_LENGTH, requireSession, sessionOptions, startSession } =
  await import('@/lib/dashboard/session/session');
const { createFileEndedSessions } = await import('@/lib/dashboard/session/ended-sessions-file');

const RESELLER = { apiKey: KEY, resellerId: 'rsl_1', resellerName: 'Acme Payroll' };
const cookieName = () => sessionOptions().cookieName;

/** Signs in and returns the sealed cookie the browser was given. */
async function signInCookie(reseller = RESELLER): Promise<string> {
  await startSession(await getSession(), reseller, Date.now());
  return jar.values.get(cookieName())!;
}

beforeEach(() => {
  config.production = false;
  config.dataDir = mkdtempSync(join(tmpdir(), 'hb-sign-out-'));
  delete (globalThis as { __handbookEndedSessions?: unknown }).__handbookEndedSessions;
  jar.values.clear();
  jar.written.length = 0;
});

describe('sign-out then replay', () => {
  it('a copy of the cookie taken before sign-out is refused afterwards', async () => {
    const copied = await signInCookie();
    await expect(requireSession()).resolves.toEqual(RESELLER);

    await endSession(await getSession(), Date.now());
    expect(jar.written.at(-1)).toMatchObject({ name: cookieName(), value: '', options: { maxAge: 0 } });

    jar.values.set(cookieName(), copied);
    await expect(requireSession()).rejects.toThrow('redirect:/sign-in');
    expect((await getSession()).apiKey).toBeUndefined();
  });

  it('the record survives a restart: a new process reading the same data folder still refuses it', async () => {
    const copied = await signInCookie();
    const { sessionId } = await getSession();
    await endSession(await getSession(), Date.now());

    const restarted = createFileEndedSessions(join(config.dataDir, 'ended-sessions.json'));
    await expect(restarted.isEnded(sessionId!)).resolves.toBe(true);
    delete (globalThis as { __handbookEndedSessions?: unknown }).__handbookEndedSessions;
    jar.values.set(cookieName(), copied);
    await expect(requireSession()).rejects.toThrow('redirect:/sign-in');
  });

  it('signing out one session leaves another sign-in of the same reseller alone', async () => {
    const other = await signInCookie();
    jar.values.clear();
    await signInCookie();
    await endSession(await getSession(), Date.now());

    jar.values.set(cookieName(), other);
    await expect(requireSession()).resolves.toEqual(RESELLER);
  });

  it('every sign-in gets a fresh random session id', async () => {
    const ids = new Set<string | undefined>();
    for (let i = 0; i < 5; i++) {
      await signInCookie();
      ids.add((await getSession()).sessionId);
    }
    expect(ids.size).toBe(5);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('the sign-out is recorded until the session would have expired anyway', async () => {
    const signedInAt = Date.now() - 60_000;
    await startSession(await getSession(), RESELLER, signedInAt);
    const { sessionId } = await getSession();
    await endSession(await getSession(), Date.now());
    const lines = (await import('node:fs'))
      .readFileSync(join(config.dataDir, 'ended-sessions.json'), 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown);
    expect(lines).toEqual([
      { version: 2 },
      [sessionId!, signedInAt + SESSION_MAX_AGE_MS, expect.any(Number)],
    ]);
  });

  it('a record that cannot be read refuses every session (fails closed)', async () => {
    await signInCookie();
    writeFileSync(join(config.dataDir, 'ended-sessions.json'), '{"version":1,"ended":');
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      await expect(requireSession()).rejects.toThrow('redirect:/sign-in');
      expect(String(stderr.mock.calls[0]?.[0])).toContain('dashboard.ended_sessions.read_failed');
      expect(String(stderr.mock.calls[0]?.[0])).not.toContain(KEY);
    } finally {
      stderr.mockRestore();
    }
  });
});

describe('session cookie size and flags', () => {
  it('stays under 4 KB with the longest key the form accepts and a very long reseller name', async () => {
    config.production = true;
    const longest = {
      apiKey: `hbk_${'k'.repeat(508)}`,
      resellerId: `rsl_${'0'.repeat(60)}`,
      // Four UTF-8 bytes per character, far past the cut.
      resellerName: '🏢'.repeat(1_000),
    };
    const value = await signInCookie(longest);
    const { name, options } = jar.written.at(-1)!;
    const header = `${name}=${value}; Max-Age=${String(options.maxAge)}; Path=/; HttpOnly; Secure; SameSite=Lax`;
    expect(name).toBe('__Host-hb_session');
    expect(Buffer.byteLength(header)).toBeLessThan(4096);
    expect(options).toMatchObject({ httpOnly: true, secure: true, sameSite: 'lax', path: '/' });
    expect(options.domain).toBeUndefined();

    const { resellerName } = await requireSession();
    expect(Array.from(resellerName)).toHaveLength(MAX_SESSION_NAME_LENGTH);
    expect(resellerName.endsWith('…')).toBe(true);
  });

  it('expires with the session: Max-Age is the 12-hour absolute limit', async () => {
    await signInCookie();
    expect(jar.written.at(-1)?.options.maxAge).toBe(SESSION_MAX_AGE_MS / 1000 - 60);
  });
});
