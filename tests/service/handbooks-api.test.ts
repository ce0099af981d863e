import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerGraphql } from '@/tests/generated/customer';
import type { GenerateHandbookInput } from '@/tests/generated/customer/graphql';
import {
  CUSTOMER_POLICIES,
  DELETE_OWN_HANDBOOK,
  LIST_OWN_HANDBOOKS,
  READ_CUSTOMER,
  serviceWithCustomer,
} from './fixtures';
import { dataOf, type TestService } from './harness';

let t: TestService;
let key: string;
let token: string;
let userId: string;

const GENERATE = customerGraphql(`
  mutation GenerateFullHandbook($input: GenerateHandbookInput!) {
    generateHandbook(input: $input) {
      ...TestOwnHandbookFields
    }
  }
`);
const TEXT = customerGraphql(`
  query HandbookText($id: ID!) {
    handbook(handbookId: $id) {
      markdown
    }
  }
`);
const generate = async (input: GenerateHandbookInput) =>
  dataOf(await t.customer(token, GENERATE, { input })).generateHandbook;

beforeAll(async () => {
  ({ t, key, userId, token } = await serviceWithCustomer());
});
afterAll(() => t.close());

describe('generateHandbook', () => {
  it('builds a handbook with sections and Markdown for the company', async () => {
    const h = await generate({
      companyName: 'Acme Ltd',
      country: 'GB',
      employeeCount: 40,
      effectiveDate: '2026-03-01',
    });
    expect(h.handbookId).toMatch(/^hb_/);
    expect(h.title).toBe('Acme Ltd Employee Handbook');
    expect(h.markdown.startsWith('# Acme Ltd Employee Handbook\n')).toBe(true);
    expect(h.markdown).toContain('Acme Ltd');
    expect(h.sections[0]!.key).toBe('introduction');
    expect(h.sections.length).toBe(h.policies.length + 2);
    for (const section of h.sections) expect(h.markdown).toContain(`## ${section.title}`);
    expect(h.createdAt).toBe(t.now().toISOString());
  });

  it('is deterministic: the same input gives the same text', async () => {
    const input = {
      companyName: 'Same Co',
      country: 'DE',
      employeeCount: 300,
      effectiveDate: '2026-01-01',
      policies: ['leave', 'code-of-conduct'],
    };
    const first = await generate(input);
    const second = await generate(input);
    expect(second.markdown).toBe(first.markdown);
    expect(second.handbookId).not.toBe(first.handbookId);
    expect(first.policies).toEqual(['code-of-conduct', 'leave']);
  });

  it('defaults the effective date to today (the service clock)', async () => {
    const h = await generate({ companyName: 'Today Inc', country: 'US', region: 'CA', employeeCount: 5 });
    expect(h.effectiveDate).toBe(t.now().toISOString().slice(0, 10));
  });

  it.each([
    [{ companyName: 'X', country: 'ZZ', employeeCount: 5 }, 'input.country'],
    [{ companyName: 'X', country: 'US', employeeCount: 5, policies: ['free-lunch'] }, 'input.policies'],
    [{ companyName: 'X', country: 'US', employeeCount: 0 }, 'input.employeeCount'],
    [{ companyName: ' ', country: 'US', employeeCount: 5 }, 'input.companyName'],
    [{ companyName: 'X', country: 'US', region: 'ZZ', employeeCount: 5 }, 'input.region'],
    [
      { companyName: 'X', country: 'US', employeeCount: 5, effectiveDate: '2026-02-30' },
      'input.effectiveDate',
    ],
  ])('refuses %o with BAD_USER_INPUT naming %s', async (input, field) => {
    const result = await t.customer(token, GENERATE, { input });
    expect(result.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field });
  });
});

describe('listing, reading and deleting', () => {
  it('lists newest first with the total, and pages', async () => {
    t.advance(1000);
    const newest = await generate({ companyName: 'Newest', country: 'FR', employeeCount: 20 });
    const all = dataOf(await t.customer(token, LIST_OWN_HANDBOOKS, { limit: 100 })).listHandbooks;
    expect(all.total).toBe(all.handbooks.length);
    expect(all.handbooks[0]!.handbookId).toBe(newest.handbookId);
    const times = all.handbooks.map((h) => h.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const second = dataOf(await t.customer(token, LIST_OWN_HANDBOOKS, { offset: 1, limit: 1 })).listHandbooks;
    expect(second.handbooks).toEqual([all.handbooks[1]]);
  });

  // Lists load a handbook's text only when a field needs it, however the query asks for that field.
  // Raw queries: their shapes (fragments, an alias) are the point, and each answer is checked as it stands.
  it.each([
    [
      'directly',
      '{ listHandbooks(limit: 1) { handbooks { handbookId sections { key } markdown } } }',
      'sections',
    ],
    [
      'through a fragment',
      `{ listHandbooks(limit: 1) { handbooks { ...Text } } }
       fragment Text on Handbook { handbookId sections { key } markdown }`,
      'sections',
    ],
    [
      'through a nested fragment and an alias',
      `{ listHandbooks(limit: 1) { handbooks { ... on Handbook { ...Outer } } } }
       fragment Outer on Handbook { ...Inner }
       fragment Inner on Handbook { handbookId parts: sections { key } markdown }`,
      'parts',
    ],
  ])('returns the text when asked %s', async (_how, query, sectionsKey) => {
    t.advance(1000);
    const h = await generate({ companyName: 'Listed Text', country: 'IE', employeeCount: 12 });
    const listed = {
      handbookId: h.handbookId,
      markdown: h.markdown,
      [sectionsKey]: h.sections.map((s) => ({ key: s.key })),
    };
    expect(dataOf(await t.customer(token, query))).toEqual({ listHandbooks: { handbooks: [listed] } });
  });

  // Their policy keys too, which a list of summaries leaves out.
  it.each([
    ['directly', '{ listHandbooks(limit: 1) { handbooks { handbookId policies } } }'],
    [
      'through a fragment, beside the text',
      `{ listHandbooks(limit: 1) { handbooks { ...Keys markdown } } }
       fragment Keys on Handbook { handbookId policies }`,
    ],
  ])('returns the policy keys when asked %s', async (_how, query) => {
    t.advance(1000);
    const h = await generate({ companyName: 'Listed Keys', country: 'IE', employeeCount: 12 });
    expect(dataOf(await t.customer(token, query))).toMatchObject({
      listHandbooks: { handbooks: [{ handbookId: h.handbookId, policies: h.policies }] },
    });
    expect(h.policies.length).toBeGreaterThan(0);
  });

  it('reads one handbook and deletes it; the reseller sees the count change', async () => {
    const h = await generate({ companyName: 'Short Lived', country: 'NL', employeeCount: 8 });
    const count = async () =>
      dataOf(await t.reseller(key, READ_CUSTOMER, { userId })).handbookCustomer!.handbookCount;
    const before = await count();
    const read = await t.customer(token, TEXT, { id: h.handbookId });
    expect(read.body).toEqual({ data: { handbook: { markdown: h.markdown } } });
    const deleted = await t.customer(token, DELETE_OWN_HANDBOOK, { id: h.handbookId });
    expect(deleted.body).toEqual({ data: { deleteHandbook: h.handbookId } });
    expect(await count()).toBe(before - 1);
    const again = await t.customer(token, DELETE_OWN_HANDBOOK, { id: h.handbookId });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('publishes the policy library', async () => {
    const data = dataOf(await t.customer(token, CUSTOMER_POLICIES));
    expect(data.policyLibrary.map((p) => p.key)).toContain('anti-harassment');
    expect(data.policyLibrary.length).toBe(12);
  });
});
