import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession, fakeUpstream, graphqlAnswer, NOW, signedIn, type FakeSession } from './fakes';

/**
 * The sign-in page and its action as Next runs them, up to the redirect they answer with: where a browser
 * that follows it lands. The review's payloads, sent to both.
 */
const APP = 'https://dashboard.example';

const state = vi.hoisted(() => ({ session: undefined as FakeSession | undefined }));

vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirect:${to}`);
  },
}));
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.9' }) }));
vi.mock('@/app/_lib/request-time', () => ({ requestTime: () => NOW }));
vi.mock('@/lib/dashboard/session/session', () => ({
  getSession: async () => state.session,
  startSession: async () => undefined,
}));
vi.mock('@/app/_lib/reseller-api', () => ({
  getResellerApi: () =>
    fakeUpstream(() => graphqlAnswer({ data: { reseller: { resellerId: 'rsl_1', name: 'Acme Payroll' } } }))
      .upstream,
}));

const { default: SignInPage } = await import('@/app/(auth)/sign-in/page');
const { signIn } = await import('@/app/(auth)/sign-in/sign-in-action');

/** The Location a call answered with: Next's redirect() throws, here with the target in its message. */
async function redirectOf(run: () => Promise<unknown>): Promise<string> {
  const error: unknown = await run().then(
    () => null,
    (thrown: unknown) => thrown,
  );
  const match = error instanceof Error ? /^redirect:(.*)$/s.exec(error.message) : null;
  if (!match?.[1]) throw new Error('expected a redirect');
  return match[1];
}

const fromPage = (next: string) => redirectOf(() => SignInPage({ searchParams: Promise.resolve({ next }) }));

function fromAction(next: string) {
  const form = new FormData();
  form.set('apiKey', 'hbk_key');
  form.set('next', next);
  return redirectOf(() => signIn({ message: null, keyInvalid: false, attempt: 0 }, form));
}

const HOSTILE = [
  '/.//evil.example/x',
  '/..//evil.example/x',
  '/%2e//evil.example/x',
  '/a/..//evil.example/x',
  '/\\evil.example',
  '\\\\evil.example',
  '//evil.example',
  '/\t/evil.example',
  'https://evil.example',
  'javascript:alert(1)',
];

beforeEach(() => {
  state.session = fakeSession();
});

describe('sign-in redirects stay on the dashboard', () => {
  it.each(HOSTILE)('a signed-in visit with next=%j goes to the overview', async (next) => {
    state.session = signedIn();
    const location = await fromPage(next);
    expect(new URL(location, APP).origin).toBe(APP);
    expect(location).toBe('/');
  });

  it.each(HOSTILE)('signing in with next=%j goes to the overview', async (next) => {
    const location = await fromAction(next);
    expect(new URL(location, APP).origin).toBe(APP);
    expect(location).toBe('/');
  });

  it('a page of the dashboard is where both go', async () => {
    state.session = signedIn();
    expect(await fromPage('/customers?search=ann')).toBe('/customers?search=ann');
    expect(await fromAction('/tokens#soon')).toBe('/tokens#soon');
  });
});
