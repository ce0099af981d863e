import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const config = vi.hoisted(() => ({
  production: true,
  sessionPasswords: { '1': 'first-session-password-of-at-least-32-bytes' } as Record<string, string>,
  databaseUrl: null,
  dataDir: '',
}));
vi.mock('@/lib/config', () => ({ getConfig: () => config }));

const { proxy } = await import('@/proxy');

const APP = 'http://localhost:3000';
const SIGN_IN = '600dd2a38f8b3401028045fa82a41289d33856b99b';
const ids = globalThis as typeof globalThis & { __handbookActionIds?: ReadonlySet<string> | null };
// The build's actions, as its server-reference manifest lists them.
beforeAll(() => void (ids.__handbookActionIds = new Set([SIGN_IN])));
afterAll(() => void (ids.__handbookActionIds = undefined));

const same = { origin: APP, host: 'localhost:3000' };

/** A POST to the sign-in page as a browser sends it: the body's bytes with their length (and form type). */
async function post(body: BodyInit, headers: Record<string, string>) {
  const encoded = new Response(body);
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const type = encoded.headers.get('content-type');
  return proxy(
    new NextRequest(`${APP}/sign-in`, {
      method: 'POST',
      body: bytes,
      headers: {
        ...same,
        ...(type ? { 'content-type': type } : {}),
        ...headers,
        'content-length': String(bytes.byteLength),
      },
    }),
  );
}

/** Whether the proxy passed the request on to Next (a plain answer is a refusal). */
const passedOn = (response: Response) => response.headers.get('x-middleware-next') === '1';

describe('server actions Next would answer with a 500 or a logged error, refused plainly', () => {
  it('a payload that is not what React sends: 400', async () => {
    for (const body of ['{"unclosed', 'not json', '']) {
      const response = await post(body, {
        'next-action': SIGN_IN,
        'content-type': 'text/plain;charset=UTF-8',
      });
      expect(response.status, body).toBe(400);
      expect(await response.text()).toBe('Bad request: this form could not be read.');
    }
    const form = new FormData();
    form.set('0', '["$K1", {broken');
    form.set('1_apiKey', 'hbk_whatever');
    expect((await post(form, { 'next-action': SIGN_IN })).status).toBe(400);
    // A multipart type whose body is not multipart.
    const fake = await post('x', {
      'next-action': SIGN_IN,
      'content-type': 'multipart/form-data; boundary=zz',
    });
    expect(fake.status).toBe(400);
  });

  it('an action id this build does not have: 404, marked for Next’s client router', async () => {
    const response = await post('[]', { 'next-action': '7f'.repeat(21), 'content-type': 'text/plain' });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-nextjs-action-not-found')).toBe('1');
    const form = new FormData();
    form.set(`$ACTION_ID_${'7f'.repeat(21)}`, '');
    form.set('apiKey', 'hbk_whatever');
    expect((await post(form, {})).status).toBe(404);
  });

  it('a body in chunks with no length (Next answered one over 1 MB with a 500): 411, unread', async () => {
    let pulled = 0;
    const chunks = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        if (pulled > 20) controller.close();
        else controller.enqueue(new Uint8Array(100 * 1024).fill(0x61));
      },
    });
    const response = await proxy(
      new NextRequest(`${APP}/sign-in`, {
        method: 'POST',
        body: chunks,
        duplex: 'half',
        headers: { ...same, 'next-action': SIGN_IN, 'content-type': 'text/plain;charset=UTF-8' },
      } as ConstructorParameters<typeof NextRequest>[1] & { duplex: 'half' }),
    );
    expect(response.status).toBe(411);
    expect(await response.text()).toBe('Bad request: send this form with its length.');
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('what the sign-in form sends goes on to Next, with and without scripts', async () => {
    const sent = new FormData();
    sent.set('0', '["$K1"]');
    sent.set('1_apiKey', 'not "json" at all');
    expect(passedOn(await post(sent, { 'next-action': SIGN_IN }))).toBe(true);
    expect(
      passedOn(await post('[null,null]', { 'next-action': SIGN_IN, 'content-type': 'text/plain' })),
    ).toBe(true);
    const plain = new FormData();
    plain.set(`$ACTION_ID_${SIGN_IN}`, '');
    plain.set('apiKey', 'hbk_whatever');
    expect(passedOn(await post(plain, {}))).toBe(true);
  });
});
