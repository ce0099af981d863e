import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  DELETE_CUSTOMER,
  errorOf,
  GENERATE_FOR_CUSTOMER,
  generateFor,
  ISSUE_TOKEN,
  issueToken,
  rowsOf,
  wrongStoredCounts,
  WHO_AM_I,
} from './fixtures';
import { createTestService, type GraphqlResult, type TestService } from './harness';

// Only a server runs statements of several connections at once; PGlite serialises everything.
const onPostgres = process.env.TEST_STORE === 'postgres';
const ROUNDS = 8;

let t: TestService;
let key: string;

/** Every answer is 200, and either data or the given error code: never a 5xx or a masked failure. */
function expectCleanOutcome(result: GraphqlResult, code: string) {
  expect(result.status).toBe(200);
  const error = errorOf(result);
  if (error) expect(error).toEqual({ code });
}

const succeeded = (results: GraphqlResult[]) => results.filter((r) => !r.body.errors);

describe.skipIf(!onPostgres)('deleting a customer while other requests touch it (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestService();
    ({ key } = await t.newReseller());
  });
  afterAll(() => t.close());

  it('two deletes at once: one returns the id, the other NOT_FOUND', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const userId = await createCustomer(t, key, `twice-${round}@acme.example`, `Twice ${round}`);
      await issueToken(t, key, userId);
      await generateFor(t, key, userId);
      const results = await Promise.all([
        t.reseller(key, DELETE_CUSTOMER, { userId }),
        t.reseller(key, DELETE_CUSTOMER, { userId }),
      ]);
      results.forEach((r) => expectCleanOutcome(r, 'NOT_FOUND'));
      expect(succeeded(results).map((r) => r.body.data)).toEqual([{ deleteHandbookCustomer: userId }]);
      expect(await rowsOf(t, userId)).toEqual({ customers: 0, tokens: 0, handbooks: 0 });
    }
    expect(await wrongStoredCounts(t)).toEqual([]);
  });

  it('a delete during token issues and handbook generation leaves no orphan and no 5xx', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const userId = await createCustomer(t, key, `racing-${round}@acme.example`, `Racing ${round}`);
      const issues = Array.from({ length: 4 }, () => t.reseller(key, ISSUE_TOKEN, { userId }));
      const generates = Array.from({ length: 2 }, () =>
        t.reseller(key, GENERATE_FOR_CUSTOMER, {
          userId,
          input: { companyName: 'Racing Ltd', country: 'DE', employeeCount: 30 },
        }),
      );
      const [deleted, ...others] = await Promise.all([
        t.reseller(key, DELETE_CUSTOMER, { userId }),
        ...issues,
        ...generates,
      ]);
      expect(deleted!.body).toEqual({ data: { deleteHandbookCustomer: userId } });
      others.forEach((r) => expectCleanOutcome(r, 'NOT_FOUND'));
      expect(await rowsOf(t, userId)).toEqual({ customers: 0, tokens: 0, handbooks: 0 });
      // A token issued just before the delete is refused like any other of the deleted customer's.
      for (const issued of succeeded(others)) {
        const token = (issued.body.data as { generateCustomerToken?: { token: string } })
          .generateCustomerToken?.token;
        if (token)
          expect((await t.customer(token, WHO_AM_I)).body.errors?.[0]?.message).toBe('Invalid token');
      }
    }
    expect(await wrongStoredCounts(t)).toEqual([]);
  });
});
