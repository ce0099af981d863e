import { describe, expect, it } from 'vitest';
import { readJsonBody, refuseRequestHead } from '@/lib/http/request-envelope';

const LIMIT = 16;

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);

async function answer(response: Response | null) {
  return response && { status: response.status, headers: response.headers, body: await response.json() };
}

describe('refuseRequestHead', () => {
  it('passes a POST whose declared length is within the limit', () => {
    expect(refuseRequestHead(post('{}', { 'content-length': '2' }), LIMIT)).toBeNull();
    expect(refuseRequestHead(post('{}'), LIMIT)).toBeNull();
  });

  it('answers other methods with 405 and Allow: POST', async () => {
    const refused = await answer(refuseRequestHead(new Request('http://localhost/api'), LIMIT));
    expect(refused?.status).toBe(405);
    expect(refused?.headers.get('allow')).toBe('POST');
    expect(refused?.headers.get('cache-control')).toBe('no-store');
    expect(refused?.body).toEqual({
      errors: [{ message: 'Only POST is supported.', extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('answers a malformed Content-Length with 400 and one over the limit with 413', async () => {
    expect((await answer(refuseRequestHead(post('{}', { 'content-length': '2x' }), LIMIT)))?.status).toBe(
      400,
    );
    expect((await answer(refuseRequestHead(post('{}', { 'content-length': '17' }), LIMIT)))?.status).toBe(
      413,
    );
  });
});

describe('readJsonBody', () => {
  it('gives the text of a JSON body within the limit', async () => {
    await expect(
      readJsonBody(post('{"a":1}', { 'content-type': 'application/json; charset=utf-8' }), LIMIT),
    ).resolves.toEqual({ ok: true, text: '{"a":1}' });
  });

  it('answers a body that is not declared JSON with 415', async () => {
    const result = await readJsonBody(post('{}', { 'content-type': 'text/plain' }), LIMIT);
    expect(result.ok ? null : result.response.status).toBe(415);
  });

  it('answers a body over the limit with 413, whatever was declared', async () => {
    const result = await readJsonBody(post(new Blob(['x'.repeat(LIMIT + 1)]).stream()), LIMIT);
    expect(result.ok ? null : result.response.status).toBe(413);
  });

  it('answers bytes that are not UTF-8 with 400, rather than keeping them as U+FFFD', async () => {
    const latin1 = Buffer.from('{"n":"N\xc0\xafme"}', 'latin1');
    const result = await readJsonBody(post(latin1), 32);
    expect(result.ok ? null : await answer(result.response)).toMatchObject({
      status: 400,
      body: { errors: [{ message: 'The request body is not valid UTF-8: send JSON encoded in UTF-8.' }] },
    });
    // Well-formed UTF-8 of any script passes, a byte order mark kept as sent.
    const text = '\ufeff{"n":"Zoë 日本"}';
    await expect(readJsonBody(post(Buffer.from(text, 'utf8')), 32)).resolves.toEqual({ ok: true, text });
  });

  it('answers a body that cannot be read with 400', async () => {
    const broken = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.error(new Error('reset')),
    });
    const result = await readJsonBody(post(broken), LIMIT);
    expect(result.ok ? null : result.response.status).toBe(400);
  });
});
