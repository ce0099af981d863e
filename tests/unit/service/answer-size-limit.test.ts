import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { answerSizeLimit, jsonLargerThan } from '@/lib/service/api/answer-size-limit';

describe('jsonLargerThan', () => {
  const samples: unknown[] = [
    { a: 'plain', b: [1, 2.5, -3, true, false, null], c: {}, d: [] },
    { text: 'line one\nline "two"\t\u0001 ünïcödé 😀', nested: [{ x: ['y', { z: 'w' }] }] },
    ['', 0, { '': '' }],
    // The longest a number can be written, each alone: a count that took less for it would let it through.
    [-0.0000012345678901234567],
    [-1.7976931348623157e308],
    [false],
    'x'.repeat(1_000),
  ];

  it.each(samples)('agrees with the length of JSON.stringify in UTF-8, to the byte (%#)', (value) => {
    const bytes = Buffer.byteLength(JSON.stringify(value));
    expect(jsonLargerThan(value, bytes)).toBe(false);
    expect(jsonLargerThan(value, bytes - 1)).toBe(true);
  });
});

describe('answerSizeLimit', () => {
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: 'type Query { text(kilobytes: Int!): String! }',
      resolvers: {
        Query: { text: (_: unknown, { kilobytes }: { kilobytes: number }) => 'x'.repeat(kilobytes * 1000) },
      },
    }),
    plugins: [answerSizeLimit(100_000)],
    logging: false,
  });
  const ask = async (kilobytes: number) => {
    const response = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ text(kilobytes: ${kilobytes}) }` }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('lets an answer within the limit through as it is', async () => {
    const { body } = await ask(99);
    expect(body).toEqual({ data: { text: 'x'.repeat(99_000) } });
  });

  it('replaces a larger answer with an error, never a cut-short body', async () => {
    const { status, body } = await ask(101);
    expect(status).toBe(200);
    expect(body).toEqual({
      data: null,
      errors: [
        {
          message:
            'The answer would be larger than 0.1 MB, the most one answer may be. Ask for fewer items per page (limit) or fewer fields, or split the operation into several requests.',
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ],
    });
  });
});
