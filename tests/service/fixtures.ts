import { eq, sql } from 'drizzle-orm';
import { customers, customerTokens, handbooks, resellers } from '@/lib/service/db/schema';
import { generateHandbook } from '@/lib/service/handbooks/generate';
import { newId } from '@/lib/service/core/ids';
import { createTestService, dataOf, type GraphqlResult, type TestService } from './harness';

export const CREATE_CUSTOMER = `mutation ($email: String!, $name: String!) {
  createHandbookCustomer(email: $email, name: $name) { userId email name createdAt handbookCount activeTokenCount accessExpiresAt }
}`;

export const ISSUE_TOKEN = `mutation ($userId: ID!, $expiresIn: Int) {
  generateCustomerToken(userId: $userId, expiresIn: $expiresIn) {
    token expiresAt issuedToken { tokenId userId issuedAt expiresAt lifetimeSeconds revokedAt lastUsedAt status }
  }
}`;

export const REVOKE_TOKEN = `mutation ($tokenId: ID!) {
  revokeCustomerToken(tokenId: $tokenId) { tokenId status revokedAt }
}`;

export async function createCustomer(
  t: TestService,
  key: string,
  email: string,
  name: string,
): Promise<string> {
  const data = dataOf<{ createHandbookCustomer: { userId: string } }>(
    await t.reseller(key, CREATE_CUSTOMER, { email, name }),
  );
  return data.createHandbookCustomer.userId;
}

export interface IssuedToken {
  token: string;
  expiresAt: string;
  issuedToken: {
    tokenId: string;
    status: string;
    lifetimeSeconds: number;
    issuedAt: string;
    expiresAt: string;
  };
}

export async function issueToken(
  t: TestService,
  key: string,
  userId: string,
  expiresIn?: number,
): Promise<IssuedToken> {
  return dataOf<{ generateCustomerToken: IssuedToken }>(
    await t.reseller(key, ISSUE_TOKEN, { userId, expiresIn }),
  ).generateCustomerToken;
}

export const CUSTOMER_FIELDS = 'userId email name status suspendedAt handbookCount activeTokenCount';

export const UPDATE_CUSTOMER = `mutation ($userId: ID!, $email: String, $name: String) {
  updateHandbookCustomer(userId: $userId, email: $email, name: $name) { ${CUSTOMER_FIELDS} }
}`;
export const SUSPEND_CUSTOMER = `mutation ($userId: ID!) { suspendHandbookCustomer(userId: $userId) { ${CUSTOMER_FIELDS} } }`;
export const REACTIVATE_CUSTOMER = `mutation ($userId: ID!) { reactivateHandbookCustomer(userId: $userId) { ${CUSTOMER_FIELDS} } }`;
export const DELETE_CUSTOMER = 'mutation ($userId: ID!) { deleteHandbookCustomer(userId: $userId) }';

export const GENERATE_FOR_CUSTOMER = `mutation ($userId: ID!, $input: GenerateHandbookInput!) {
  generateCustomerHandbook(userId: $userId, input: $input) {
    handbookId userId createdAt updatedAt title companyName country region employeeCount effectiveDate policies
    sections { key title body } markdown
  }
}`;
export const DELETE_CUSTOMER_HANDBOOK = 'mutation ($id: ID!) { deleteCustomerHandbook(handbookId: $id) }';

/** The Customer API's cheapest authenticated call: the status of the answer says whether the token works. */
export const WHO_AM_I = '{ me { userId } }';

/** Generates a handbook for a customer through the Reseller API and returns its id. */
export async function generateFor(
  t: TestService,
  key: string,
  userId: string,
  input: Record<string, unknown> = { companyName: 'Acme Ltd', country: 'GB', employeeCount: 40 },
): Promise<string> {
  return dataOf<{ generateCustomerHandbook: { handbookId: string } }>(
    await t.reseller(key, GENERATE_FOR_CUSTOMER, { userId, input }),
  ).generateCustomerHandbook.handbookId;
}

/**
 * Stores `count` copies of a full handbook (every policy) for a customer in one statement, as many generations
 * would leave them, only faster; the stored count follows by trigger.
 */
export async function storeHandbooks(t: TestService, customerId: string, count: number): Promise<void> {
  const { markdown: _rendered, ...stored } = generateHandbook({
    companyName: 'Acme Ltd',
    country: 'US',
    region: 'CA',
    employeeCount: 400,
    effectiveDate: '2026-01-01',
  });
  const now = t.now();
  await t.store.db.insert(handbooks).values(
    Array.from({ length: count }, () => ({
      ...stored,
      id: newId('hb'),
      customerId,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

/** The first error's code and field, or undefined when the call succeeded. */
export const errorOf = (result: GraphqlResult) => result.body.errors?.[0]?.extensions;

/** How many rows of each table still point at a customer (or are it). */
export async function rowsOf(t: TestService, customerId: string) {
  const { db } = t.store;
  const n = sql<number>`count(*)::int`;
  const [[c], [k], [h]] = await Promise.all([
    db.select({ n }).from(customers).where(eq(customers.id, customerId)),
    db.select({ n }).from(customerTokens).where(eq(customerTokens.customerId, customerId)),
    db.select({ n }).from(handbooks).where(eq(handbooks.customerId, customerId)),
  ]);
  return { customers: c!.n, tokens: k!.n, handbooks: h!.n };
}

/** Every stored count whose value differs from the rows it counts (none, when the triggers do their job). */
export async function wrongStoredCounts(t: TestService) {
  const { db } = t.store;
  const handbookCounts = await db
    .select({
      id: customers.id,
      stored: customers.handbookCount,
      // Spelled out: in a one-table select Drizzle leaves column names unqualified, which a subquery would
      // take for its own columns.
      actual: sql<number>`(select count(*)::int from handbooks h where h.customer_id = customers.id)`,
    })
    .from(customers);
  const resellerCounts = await db
    .select({
      id: resellers.id,
      stored: resellers.customerCount,
      actual: sql<number>`(select count(*)::int from customers c where c.reseller_id = resellers.id)`,
      storedSuspended: resellers.suspendedCustomerCount,
      actualSuspended: sql<number>`(select count(*)::int from customers c where c.reseller_id = resellers.id and c.suspended_at is not null)`,
    })
    .from(resellers);
  return [
    ...handbookCounts.filter((row) => row.stored !== row.actual),
    ...resellerCounts.filter(
      (row) => row.stored !== row.actual || row.storedSuspended !== row.actualSuspended,
    ),
  ];
}

/** A service with one reseller, one customer (Acme HR) and a token for it: where most service files start. */
export async function serviceWithCustomer(options?: Parameters<typeof createTestService>[0]) {
  const t = await createTestService(options);
  const { key } = await t.newReseller();
  const userId = await createCustomer(t, key, 'hr@acme.example', 'Acme HR');
  const { token } = await issueToken(t, key, userId);
  return { t, key, userId, token };
}
