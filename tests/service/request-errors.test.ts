import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceWithCustomer } from './fixtures';
import { createTestService, send, type GraphqlResult, type TestService } from './harness';

let t: TestService;
let key: string;
let token: string;

beforeAll(async () => {
  ({ t, key, token } = await serviceWithCustomer({ production: true }));
});
afterAll(() => t.close());

const TOKENS_BY_STATUS = 'query ($s: TokenStatus) { customerTokens(status: $s) { total } }';
const GENERATE = 'mutation ($i: GenerateHandbookInput!) { generateHandbook(input: $i) { handbookId } }';

const messages = (r: GraphqlResult) => (r.body.errors ?? []).map((e) => e.message);
const codes = (r: GraphqlResult) => (r.body.errors ?? []).map((e) => e.extensions?.code);

describe('request errors in production', () => {
  it('answers an enum typo in variables with BAD_USER_INPUT, HTTP 200 and no suggestion', async () => {
    const r = await t.reseller(key, TOKENS_BY_STATUS, { s: 'ACTIV' });
    expect(r.status).toBe(200);
    expect(codes(r)).toEqual(['BAD_USER_INPUT']);
    expect(messages(r)[0]).toContain('"ACTIV"');
    expect(JSON.stringify(r.body)).not.toMatch(/Did you mean|ACTIVE/);
  });

  it('answers an input-field typo in variables without naming the field it resembles', async () => {
    const r = await t.customer(token, GENERATE, {
      i: { companyNam: 'Acme', country: 'GB', employeeCount: 3 },
    });
    expect(r.status).toBe(200);
    expect(codes(r).length).toBeGreaterThan(0);
    expect(new Set(codes(r))).toEqual(new Set(['BAD_USER_INPUT']));
    expect(messages(r).join('\n')).not.toMatch(/Did you mean/);
  });

  it('answers a variable of the wrong type with BAD_USER_INPUT and HTTP 200', async () => {
    const r = await t.reseller(key, 'query ($l: Int) { customerTokens(limit: $l) { total } }', { l: 'ten' });
    expect(r.status).toBe(200);
    expect(codes(r)).toEqual(['BAD_USER_INPUT']);
    expect(r.body.data).toBeUndefined();
  });

  it('answers 400 to a client that accepts application/graphql-response+json', async () => {
    const r = await send(t.service.resellerApi, {
      headers: { 'x-api-token': key, accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query: TOKENS_BY_STATUS, variables: { s: 'ACTIV' } }),
    });
    expect(r.status).toBe(400);
    expect(codes(r)).toEqual(['BAD_USER_INPUT']);
    expect(JSON.stringify(r.body)).not.toMatch(/Did you mean/);
  });

  it('answers an enum typo written in the document as a validation error, without suggestion', async () => {
    const r = await t.reseller(key, '{ customerTokens(status: ACTIV) { total } }');
    expect(r.status).toBe(200);
    expect(codes(r)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(JSON.stringify(r.body)).not.toMatch(/Did you mean|ACTIVE/);
  });

  it('answers an input-field typo written in the document without suggestion', async () => {
    const r = await t.customer(
      token,
      'mutation { generateHandbook(input: { companyNam: "Acme", country: "GB", employeeCount: 3 }) { handbookId } }',
    );
    expect(new Set(codes(r))).toEqual(new Set(['GRAPHQL_VALIDATION_FAILED']));
    expect(messages(r).join('\n')).not.toMatch(/Did you mean|Suggestion/);
  });
});

describe('requests whose operation cannot run', () => {
  it.each([
    ['an unknown operationName', { query: 'query A { reseller { name } }', operationName: 'B' }],
    ['two operations and no name', { query: 'query A { reseller { name } } query C { reseller { name } }' }],
    ['a subscription', { query: 'subscription { reseller { name } }' }],
  ])('answer %s with a contract code', async (_, body) => {
    const r = await send(t.service.resellerApi, {
      headers: { 'x-api-token': key },
      body: JSON.stringify(body),
    });
    expect(r.body.data ?? undefined).toBeUndefined();
    expect(codes(r).length).toBeGreaterThan(0);
    expect(new Set(codes(r))).toEqual(new Set(['BAD_REQUEST']));
  });
});

describe('request errors in development', () => {
  it('keep their suggestions, and their codes', async () => {
    const dev = await createTestService({ production: false });
    try {
      const { key: devKey } = await dev.newReseller();
      const r = await dev.reseller(devKey, TOKENS_BY_STATUS, { s: 'ACTIV' });
      expect(codes(r)).toEqual(['BAD_USER_INPUT']);
      expect(messages(r)[0]).toMatch(/Did you mean the enum value "ACTIVE"\?/);
    } finally {
      await dev.close();
    }
  });
});
