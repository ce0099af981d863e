import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerGraphql } from '@/tests/generated/customer';
import { errorOf, LIST_OWN_HANDBOOKS, storeHandbooks, serviceWithCustomer } from './fixtures';
import { dataOf, type GraphqlResult, type TestService } from './harness';

const FULL_TEXT = customerGraphql(`
  query FullText($id: ID!) {
    handbook(handbookId: $id) {
      markdown
      sections {
        key
        title
        body
      }
    }
  }
`);

let t: TestService;
let key: string;
let token: string;
let userId: string;

beforeAll(async () => {
  ({ t, key, userId, token } = await serviceWithCustomer());
  await storeHandbooks(t, userId, 100);
});
afterAll(() => t.close());

/** `count` aliases of one field, as the attack review sent them. */
const aliased = (count: number, field: string) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

const WITH_TEXT = '{ handbooks { handbookId markdown sections { key title body } } }';

function expectRefusedBeforeExecution(result: GraphqlResult) {
  expect(result.status).toBe(200);
  expect(result.body).not.toHaveProperty('data');
  expect(errorOf(result)?.code).toBe('BAD_USER_INPUT');
  expect(result.body.errors?.[0]?.message).toMatch(
    /^This operation could answer about [\d.,]+ MB; at most 3 MB is allowed\. /,
  );
}

describe('the cost of a query', () => {
  it('refuses the attack review’s query on the Reseller API before it runs', async () => {
    const query = aliased(10, `customerHandbooks(userId: "${userId}", limit: 100) ${WITH_TEXT}`);
    expectRefusedBeforeExecution(await t.reseller(key, query));
  });

  it('refuses the same with a customer token on listHandbooks', async () => {
    expectRefusedBeforeExecution(
      await t.customer(token, aliased(10, `listHandbooks(limit: 100) ${WITH_TEXT}`)),
    );
  });

  it('reads the page size from variables, and one alias of a full page of text is too much already', async () => {
    const query = `query ($n: Int!) { listHandbooks(limit: $n) ${WITH_TEXT} }`;
    expectRefusedBeforeExecution(await t.customer(token, query, { n: 100 }));
    expect(dataOf(await t.customer(token, query, { n: 5 }))).toHaveProperty(
      'listHandbooks.handbooks.length',
      5,
    );
  });

  it('counts fields reached through fragments', async () => {
    const query = `query { listHandbooks(limit: 100) { handbooks { ...Text } } }
      fragment Text on Handbook { markdown sections { body } }`;
    expectRefusedBeforeExecution(await t.customer(token, query));
  });

  it('lets a full page of summaries through, and one handbook with all its text', async () => {
    // Five pages at once: a page of summaries may weigh 0.37 MB, its titles and company names at their longest.
    const summaries = aliased(
      5,
      `customerHandbooks(userId: "${userId}", limit: 100) { total handbooks { handbookId title companyName country region employeeCount effectiveDate policies createdAt updatedAt } }`,
    );
    expect(dataOf(await t.reseller(key, summaries))).toHaveProperty('a4.handbooks.length', 100);

    const { listHandbooks } = dataOf(await t.customer(token, LIST_OWN_HANDBOOKS, { limit: 1 }));
    const one = await t.customer(token, FULL_TEXT, { id: listHandbooks.handbooks[0]!.handbookId });
    expect(dataOf(one).handbook?.markdown).toContain('# ');
  });

  it('leaves a limit out of bounds to the resolver’s own message', async () => {
    const result = await t.customer(token, `{ listHandbooks(limit: 100000) { handbooks { handbookId } } }`);
    expect(errorOf(result)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
  });
});
