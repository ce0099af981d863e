import { readFileSync } from 'node:fs';
import { buildSchema, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { API_KEY_PREFIX } from '@/lib/contract/api-key-format';
import {
  attemptSignIn,
  KEY_MESSAGES,
  SIGN_IN_MESSAGES,
  SIGN_IN_QUERY,
  signInNotice,
  tooManyAttemptsMessage,
} from '@/lib/dashboard/session/sign-in';
import { createSignInLimiter } from '@/lib/dashboard/session/sign-in-limiter';
import { clientAddress, NO_PROXIES, parseTrustedProxies, type ProxyTrust } from '@/lib/http/client-address';
import { PEER_ADDRESS_HEADER } from '@/lib/http/peer-address.mjs';
import { fakeUpstream, graphqlAnswer, html, invalidToken, KEY, never, NOW } from './fakes';

const RESELLER = { data: { reseller: { resellerId: 'rsl_1', name: 'Acme Payroll' } } };

function attempt(
  answer: () => Promise<Response> | Response,
  options: { apiKey?: string; now?: number } = {},
) {
  const limiter = createSignInLimiter();
  const { upstream, received } = fakeUpstream(answer, 50);
  const run = (apiKey = options.apiKey ?? KEY, now = options.now ?? NOW) =>
    attemptSignIn({ apiKey, client: '203.0.113.9', upstream, limiter, now });
  return { run, received, limiter };
}

describe('sign-in: checking a key', () => {
  it('the sign-in query is valid against the Reseller API schema', () => {
    const schema = buildSchema(readFileSync('lib/service/schema/reseller.graphql', 'utf8'));
    expect(validate(schema, SIGN_IN_QUERY)).toEqual([]);
  });

  it('an accepted key gives the reseller', async () => {
    const { run, received } = attempt(() => graphqlAnswer(RESELLER));
    await expect(run()).resolves.toEqual({
      ok: true,
      reseller: { apiKey: KEY, resellerId: 'rsl_1', resellerName: 'Acme Payroll' },
    });
    expect(received[0]?.headers.get('x-api-token')).toBe(KEY);
  });

  it('an empty key is refused without asking the service', async () => {
    const { run, received } = attempt(() => graphqlAnswer(RESELLER));
    await expect(run('')).resolves.toEqual({ ok: false, message: SIGN_IN_MESSAGES.empty });
    expect(received).toHaveLength(0);
  });

  it.each([
    ['Invalid token', invalidToken, SIGN_IN_MESSAGES.invalid],
    [
      'an unreachable service',
      () => Promise.reject(new TypeError('fetch failed')),
      SIGN_IN_MESSAGES.unreachable,
    ],
    ['a slow service', never, SIGN_IN_MESSAGES.timeout],
    ['an HTML answer', () => html(502), SIGN_IN_MESSAGES.unexpected],
    ['a busy service', () => graphqlAnswer({ errors: [] }, 429), SIGN_IN_MESSAGES.busy],
    [
      'an answer without the reseller',
      () => graphqlAnswer({ data: { reseller: null } }),
      SIGN_IN_MESSAGES.unexpected,
    ],
  ])('%s gets its own plain message', async (_name, answer, message) => {
    await expect(attempt(answer).run()).resolves.toEqual({ ok: false, message });
  });

  it('the messages are distinct and never carry the key', () => {
    const messages = Object.values(SIGN_IN_MESSAGES);
    expect(new Set(messages).size).toBe(messages.length);
    for (const message of messages) expect(message).not.toContain(KEY.slice(API_KEY_PREFIX.length, -4));
  });

  it.each([
    ["a key's hint, as key lists show it", `${API_KEY_PREFIX}…${KEY.slice(-4)}`, SIGN_IN_MESSAGES.hint, 0],
    ['a line of text', 'my key is in the email', SIGN_IN_MESSAGES.notAKey, 0],
    ['a value without the prefix', 'sk_live_abc123', SIGN_IN_MESSAGES.notAKey, 1],
    ['a token pasted instead of a key', 'eyJhbGciOiJIUzI1NiJ9.e30.sig', SIGN_IN_MESSAGES.notAKey, 1],
    ['a key of the right shape', 'hbk_wrong', SIGN_IN_MESSAGES.invalid, 1],
    ['a hint copied with three dots', 'hbk_...x1Yz', SIGN_IN_MESSAGES.hint, 1],
    ['a key with its prefix in capitals', 'HBK_abc', SIGN_IN_MESSAGES.invalid, 1],
  ])('refused, %s says what was pasted, and counts as a wrong key', async (_name, apiKey, message, sent) => {
    const { run, received, limiter } = attempt(invalidToken);
    await expect(run(apiKey)).resolves.toEqual({ ok: false, message });
    // What no header can carry is refused here; the rest is the service's to judge (and count).
    expect(received).toHaveLength(sent);
    for (let i = 0; i < 4; i++) await run(apiKey);
    expect(await limiter.retryAfterMs('203.0.113.9', NOW)).not.toBeNull();
    await expect(run(apiKey)).resolves.toMatchObject({ message: expect.stringMatching(/^Too many/) });
    expect(KEY_MESSAGES.has(message)).toBe(true);
  });

  it('after 5 wrong keys, further wrong keys are told to wait, and are not counted again', async () => {
    const { run, received } = attempt(invalidToken);
    for (let i = 0; i < 5; i++)
      await expect(run()).resolves.toEqual({ ok: false, message: SIGN_IN_MESSAGES.invalid });
    for (let i = 0; i < 3; i++)
      await expect(run(KEY, NOW + 60_000)).resolves.toEqual({
        ok: false,
        message:
          'Too many failed attempts. For the next 4 minutes a wrong key is refused; a valid key still signs in.',
      });
    expect(received).toHaveLength(8);
    await expect(run(KEY, NOW + 5 * 60_000)).resolves.toEqual({
      ok: false,
      message: SIGN_IN_MESSAGES.invalid,
    });
  });

  it('a valid key signs in after 5 failures from the same address, and clears them', async () => {
    const limiter = createSignInLimiter();
    const wrong = fakeUpstream(invalidToken, 50).upstream;
    const right = fakeUpstream(() => graphqlAnswer(RESELLER), 50).upstream;
    const client = '203.0.113.9';
    for (let i = 0; i < 6; i++)
      await attemptSignIn({ apiKey: 'hbk_wrong', client, upstream: wrong, limiter, now: NOW });
    expect(await limiter.retryAfterMs(client, NOW)).not.toBeNull();

    await expect(attemptSignIn({ apiKey: KEY, client, upstream: right, limiter, now: NOW })).resolves.toEqual(
      {
        ok: true,
        reseller: { apiKey: KEY, resellerId: 'rsl_1', resellerName: 'Acme Payroll' },
      },
    );
    expect(await limiter.retryAfterMs(client, NOW)).toBeNull();
  });

  it("the service's own refusal of further attempts is shown with its wait", async () => {
    const tooMany = () =>
      graphqlAnswer(
        { errors: [{ message: 'Too many failed attempts.', extensions: { code: 'RATE_LIMITED' } }] },
        429,
        {
          'retry-after': '170',
        },
      );
    await expect(attempt(tooMany).run()).resolves.toEqual({
      ok: false,
      message:
        'Too many failed attempts. For the next 3 minutes a wrong key is refused; a valid key still signs in.',
    });
  });

  it('the service is told which client the attempt is from: in process, as its peer', async () => {
    const { run, received } = attempt(() => graphqlAnswer(RESELLER));
    await run();
    expect(received[0]?.headers.get(PEER_ADDRESS_HEADER)).toBe('203.0.113.9');
    expect(received[0]?.headers.get('x-forwarded-for')).toBeNull();
  });

  // The client as the sign-in action finds it (clientAddress with the configured trust), for 6 wrong keys
  // each sent with an X-Forwarded-For of its own from one peer.
  async function forgedAttempts(proxyTrust: ProxyTrust) {
    const limiter = createSignInLimiter();
    const wrong = fakeUpstream(invalidToken, 50).upstream;
    const results = [];
    for (let i = 1; i <= 6; i++) {
      const headers = new Headers({
        [PEER_ADDRESS_HEADER]: '198.51.100.20',
        'x-forwarded-for': `203.0.113.${i}`,
      });
      const client = clientAddress(headers, proxyTrust);
      results.push(await attemptSignIn({ apiKey: 'hbk_wrong', client, upstream: wrong, limiter, now: NOW }));
    }
    return results.map((r) => (r.ok ? 'signed in' : r.message));
  }

  it('a forged X-Forwarded-For from an untrusted peer does not escape the limit', async () => {
    const messages = await forgedAttempts(NO_PROXIES);
    expect(messages.slice(0, 5)).toEqual(Array(5).fill(SIGN_IN_MESSAGES.invalid));
    expect(messages[5]).toMatch(/^Too many failed attempts/);
  });

  it("a trusted proxy's X-Forwarded-For names the client, also by CIDR range", async () => {
    for (const list of ['198.51.100.20', '198.51.100.0/24'])
      expect(await forgedAttempts({ vercel: false, ranges: parseTrustedProxies(list).ranges })).toEqual(
        Array(6).fill(SIGN_IN_MESSAGES.invalid),
      );
  });

  it('an unreachable service does not count as a failed attempt', async () => {
    const { run, limiter } = attempt(() => Promise.reject(new TypeError('fetch failed')));
    for (let i = 0; i < 6; i++) await run();
    expect(await limiter.retryAfterMs('203.0.113.9', NOW)).toBeNull();
  });

  it('says minutes plainly', () => {
    expect(tooManyAttemptsMessage(1)).toBe(
      'Too many failed attempts. For the next 1 minute a wrong key is refused; a valid key still signs in.',
    );
    expect(tooManyAttemptsMessage(60_001)).toBe(
      'Too many failed attempts. For the next 2 minutes a wrong key is refused; a valid key still signs in.',
    );
  });
});

describe('sign-in: notices', () => {
  it('shows known reasons and ignores the rest', () => {
    expect(signInNotice('expired')).toMatch(/expired/);
    expect(signInNotice('signed-out')).toBe('You have signed out.');
    expect(signInNotice('<script>')).toBeNull();
    expect(signInNotice('toString')).toBeNull();
    expect(signInNotice(undefined)).toBeNull();
  });
});
