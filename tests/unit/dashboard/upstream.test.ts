import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { UpstreamError, type UpstreamErrorCode } from '@/lib/dashboard/relay/upstream';
import { fakeUpstream, graphqlAnswer, html, invalidToken, KEY, never } from './fakes';

const CUSTOMER: TypedDocumentNode<{ handbookCustomer: { userId: string } | null }, { userId: string }> =
  parse('query OneCustomer($userId: ID!) { handbookCustomer(userId: $userId) { userId } }');

async function failure(work: Promise<unknown>): Promise<UpstreamError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

async function codeOf(
  answer: () => Promise<Response> | Response,
  timeoutMs?: number,
): Promise<UpstreamErrorCode> {
  const { upstream } = fakeUpstream(answer, timeoutMs);
  const error = await failure(upstream.execute(CUSTOMER, { userId: 'cus_1' }, KEY));
  expect(error.message).not.toContain(KEY);
  return error.code;
}

describe('upstream client: the request it sends', () => {
  it('POSTs the printed document, variables and operation name with the key in X-Api-Token', async () => {
    const { upstream, received } = fakeUpstream(() =>
      graphqlAnswer({ data: { handbookCustomer: { userId: 'cus_1' } } }),
    );
    const result = await upstream.execute(CUSTOMER, { userId: 'cus_1' }, KEY);

    expect(result).toEqual({ data: { handbookCustomer: { userId: 'cus_1' } } });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.url).toBe('http://upstream.test/api/graphql-reseller');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('x-api-token')).toBe(KEY);
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.headers.get('accept-encoding')).toBe('identity');
    const body = JSON.parse(request?.body ?? '') as Record<string, unknown>;
    expect(body.operationName).toBe('OneCustomer');
    expect(body.variables).toEqual({ userId: 'cus_1' });
    expect(String(body.query)).toContain('handbookCustomer(userId: $userId)');
  });

  it('returns GraphQL errors other than UNAUTHENTICATED beside the data', async () => {
    const errors = [{ message: 'No such customer.', extensions: { code: 'NOT_FOUND' } }];
    const { upstream } = fakeUpstream(() => graphqlAnswer({ data: { handbookCustomer: null }, errors }));
    await expect(upstream.execute(CUSTOMER, { userId: 'cus_x' }, KEY)).resolves.toEqual({
      data: { handbookCustomer: null },
      errors,
    });
  });

  it('forward sends the body unchanged and passes a GraphQL answer through with its status', async () => {
    const body = '{"query":"{ reseller { name } }","variables":{}}';
    const { upstream, received } = fakeUpstream(() =>
      graphqlAnswer(
        { errors: [{ message: 'Syntax Error', extensions: { code: 'GRAPHQL_PARSE_FAILED' } }] },
        400,
      ),
    );
    const response = await upstream.forward(body, KEY);
    expect(received[0]?.body).toBe(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ message: 'Syntax Error', extensions: { code: 'GRAPHQL_PARSE_FAILED' } }],
    });
  });
});

describe("upstream client: answers cut to the contract's fields", () => {
  const leaky = {
    data: null,
    errors: [
      {
        message: 'Customer email is taken.',
        locations: [{ line: 1, column: 3, source: 'at Object.<anonymous> (/srv/app.js:1:1)' }],
        path: ['createHandbookCustomer'],
        extensions: {
          code: 'BAD_USER_INPUT',
          field: 'email',
          stacktrace: ['Error: duplicate key value', '    at /srv/app.js:10:5'],
          exception: { detail: 'Key (email)=(a@b.test) already exists.' },
        },
      },
      { message: { text: 'not a string' }, path: [{ bad: true }], extensions: { code: 42 } },
    ],
    extensions: { tracing: { host: 'db-internal-7' } },
  };
  const shaped = {
    data: null,
    errors: [
      {
        message: 'Customer email is taken.',
        locations: [{ line: 1, column: 3 }],
        path: ['createHandbookCustomer'],
        extensions: { code: 'BAD_USER_INPUT', field: 'email' },
      },
      { message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
    ],
  };

  it.each([200, 400])(
    'forward passes on a %i answer with only message, place, code and field',
    async (status) => {
      const { upstream } = fakeUpstream(() => graphqlAnswer(leaky, status));
      const response = await upstream.forward('{"query":"{ x }"}', KEY);
      expect(response.status).toBe(status);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual(shaped);
      expect(text).not.toMatch(/stacktrace|app\.js|already exists|db-internal/);
    },
  );

  it('execute returns the same cut answer', async () => {
    const { upstream } = fakeUpstream(() => graphqlAnswer(leaky));
    await expect(upstream.execute(CUSTOMER, { userId: 'cus_1' }, KEY)).resolves.toEqual(shaped);
  });

  it('an errors list holding something other than objects is not a GraphQL answer', async () => {
    expect(await codeOf(() => graphqlAnswer({ data: null, errors: [null] }))).toBe('BAD_RESPONSE');
    expect(await codeOf(() => graphqlAnswer({ errors: ['boom'] }))).toBe('BAD_RESPONSE');
  });
});

describe('upstream client: failures become UpstreamError codes', () => {
  it('UNAUTHENTICATED carries the upstream message but never the key', async () => {
    const { upstream } = fakeUpstream(invalidToken);
    const error = await failure(upstream.execute(CUSTOMER, { userId: 'cus_1' }, KEY));
    expect(error.code).toBe('UNAUTHENTICATED');
    expect(error.upstreamMessage).toBe('Invalid token');
    expect(JSON.stringify({ message: error.message, stack: error.stack })).not.toContain(KEY);
  });

  it('UNAUTHENTICATED inside a 200 answer counts too', async () => {
    const answer = () =>
      graphqlAnswer({
        data: null,
        errors: [{ message: 'Invalid token', extensions: { code: 'UNAUTHENTICATED' } }],
      });
    expect(await codeOf(answer)).toBe('UNAUTHENTICATED');
  });

  it('a handler that throws is UNREACHABLE', async () => {
    expect(await codeOf(() => Promise.reject(new TypeError('fetch failed')))).toBe('UNREACHABLE');
  });

  it('a handler that never answers is TIMEOUT', async () => {
    expect(await codeOf(never, 50)).toBe('TIMEOUT');
  });

  it('an answer still streaming at the timeout is TIMEOUT, and its body is cancelled then', async () => {
    let cancelled = false;
    const trickle = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new TextEncoder().encode('{"data":')),
      pull: (controller) =>
        new Promise((resolve) => setTimeout(resolve, 5)).then(() => controller.enqueue(new Uint8Array([32]))),
      cancel: () => {
        cancelled = true;
      },
    });
    const answer = () => new Response(trickle, { headers: { 'content-type': 'application/json' } });
    expect(await codeOf(answer, 50)).toBe('TIMEOUT');
    // Nobody reads past the timeout: a sender that never stops cannot keep filling the dashboard's memory.
    expect(cancelled).toBe(true);
  });

  it.each([
    ['an HTML page with 200', () => html(200)],
    ['an HTML error page', () => html(502)],
    ['a JSON 500', () => graphqlAnswer({ errors: [{ message: 'Unexpected error.' }] }, 500)],
    ['JSON that is not a GraphQL answer', () => graphqlAnswer([1, 2, 3])],
    ['broken JSON', () => new Response('{"data":', { headers: { 'content-type': 'application/json' } })],
    ['a 404 at the API path', () => graphqlAnswer({ errors: [{ message: 'Not found.' }] }, 404)],
  ])('%s is BAD_RESPONSE', async (_name, answer) => {
    expect(await codeOf(answer)).toBe('BAD_RESPONSE');
  });

  it('429 is RATE_LIMITED with the Retry-After seconds', async () => {
    const { upstream } = fakeUpstream(() =>
      graphqlAnswer({ errors: [{ message: 'Slow down.', extensions: { code: 'RATE_LIMITED' } }] }, 429, {
        'retry-after': '42',
      }),
    );
    const error = await failure(upstream.execute(CUSTOMER, { userId: 'cus_1' }, KEY));
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.retryAfterSeconds).toBe(42);
  });

  it('503 (the service’s store is down) is UNAVAILABLE with the Retry-After seconds', async () => {
    const { upstream } = fakeUpstream(() =>
      graphqlAnswer({ errors: [{ message: 'Down.', extensions: { code: 'SERVICE_UNAVAILABLE' } }] }, 503, {
        'retry-after': '5',
      }),
    );
    const error = await failure(upstream.execute(CUSTOMER, { userId: 'cus_1' }, KEY));
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.retryAfterSeconds).toBe(5);
  });

  it('a caller that gives up gets its own abort, not an upstream failure', async () => {
    const { upstream } = fakeUpstream(never, 5_000);
    const controller = new AbortController();
    const pending = upstream.execute(CUSTOMER, { userId: 'cus_1' }, KEY, controller.signal);
    controller.abort(new Error('browser went away'));
    await expect(pending).rejects.toThrow('browser went away');
  });
});
