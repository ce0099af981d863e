import { eq, sql } from 'drizzle-orm';
import { customers, customerTokens, handbooks, resellers } from '@/lib/service/db/schema';
import { generateHandbook } from '@/lib/service/handbooks/generate';
import { newId } from '@/lib/service/core/ids';
import { customerGraphql } from '@/tests/generated/customer';
import { resellerGraphql } from '@/tests/generated/reseller';
import type { GenerateHandbookInput, IssueTokenMutation } from '@/tests/generated/reseller/graphql';
import { createTestService, dataOf, type GraphqlResult, type TestService } from './harness';

export const CREATE_CUSTOMER = resellerGraphql(`
  mutation CreateCustomer($email: String!, $name: String!) {
    createHandbookCustomer(email: $email, name: $name) {
      userId
      email
      name
      createdAt
      handbookCount
      activeTokenCount
      accessExpiresAt
    }
  }
`);

export const ISSUE_TOKEN = resellerGraphql(`
  mutation IssueToken($userId: ID!, $expiresIn: Int) {
    generateCustomerToken(userId: $userId, expiresIn: $expiresIn) {
      token
      expiresAt
      issuedToken {
        tokenId
        userId
        issuedAt
        expiresAt
        lifetimeSeconds
        revokedAt
        lastUsedAt
        status
      }
    }
  }
`);

export const REVOKE_TOKEN = resellerGraphql(`
  mutation RevokeToken($tokenId: ID!) {
    revokeCustomerToken(tokenId: $tokenId) {
      tokenId
      status
      revokedAt
    }
  }
`);

export async function createCustomer(
  t: TestService,
  key: string,
  email: string,
  name: string,
): Promise<string> {
  return dataOf(await t.reseller(key, CREATE_CUSTOMER, { email, name })).createHandbookCustomer.userId;
}

export type IssuedToken = IssueTokenMutation['generateCustomerToken'];

export async function issueToken(
  t: TestService,
  key: string,
  userId: string,
  expiresIn?: number,
): Promise<IssuedToken> {
  return dataOf(await t.reseller(key, ISSUE_TOKEN, { userId, expiresIn })).generateCustomerToken;
}

export const CUSTOMER_FIELDS = resellerGraphql(`
  fragment TestCustomerFields on Customer {
    userId
    email
    name
    status
    suspendedAt
    handbookCount
    activeTokenCount
  }
`);

export const READ_CUSTOMER = resellerGraphql(`
  query ReadCustomer($userId: ID!) {
    handbookCustomer(userId: $userId) {
      ...TestCustomerFields
    }
  }
`);
export const LIST_CUSTOMERS = resellerGraphql(`
  query ListCustomers($search: String, $status: CustomerStatus, $limit: Int) {
    handbookCustomers(search: $search, status: $status, limit: $limit) {
      total
      customers {
        ...TestCustomerFields
      }
    }
  }
`);

export const UPDATE_CUSTOMER = resellerGraphql(`
  mutation UpdateCustomer($userId: ID!, $email: String, $name: String) {
    updateHandbookCustomer(userId: $userId, email: $email, name: $name) {
      ...TestCustomerFields
    }
  }
`);
export const SUSPEND_CUSTOMER = resellerGraphql(`
  mutation SuspendCustomer($userId: ID!) {
    suspendHandbookCustomer(userId: $userId) {
      ...TestCustomerFields
    }
  }
`);
export const REACTIVATE_CUSTOMER = resellerGraphql(`
  mutation ReactivateCustomer($userId: ID!) {
    reactivateHandbookCustomer(userId: $userId) {
      ...TestCustomerFields
    }
  }
`);
export const DELETE_CUSTOMER = resellerGraphql(`
  mutation DeleteCustomer($userId: ID!) {
    deleteHandbookCustomer(userId: $userId)
  }
`);

/** Every field of a handbook, as each API shows it (the Reseller API adds whose it is). */
export const OWN_HANDBOOK_FIELDS = customerGraphql(`
  fragment TestOwnHandbookFields on Handbook {
    handbookId
    createdAt
    updatedAt
    title
    companyName
    country
    region
    employeeCount
    effectiveDate
    policies
    sections {
      key
      title
      body
    }
    markdown
  }
`);
export const HANDBOOK_FIELDS = resellerGraphql(`
  fragment TestHandbookFields on Handbook {
    handbookId
    userId
    createdAt
    updatedAt
    title
    companyName
    country
    region
    employeeCount
    effectiveDate
    policies
    sections {
      key
      title
      body
    }
    markdown
  }
`);

/** A handbook's version and history, as each API shows them. */
export const OWN_VERSION_FIELDS = customerGraphql(`
  fragment TestOwnVersionFields on Handbook {
    handbookId
    version
    libraryVersion
    outdated
    updatedAt
    markdown
    versions {
      version
      createdAt
      libraryVersion
      changedSectionKeys
    }
  }
`);
export const VERSION_FIELDS = resellerGraphql(`
  fragment TestVersionFields on Handbook {
    handbookId
    version
    libraryVersion
    outdated
    updatedAt
    markdown
    versions {
      version
      createdAt
      libraryVersion
      changedSectionKeys
    }
  }
`);
export const GENERATE_FOR_CUSTOMER = resellerGraphql(`
  mutation GenerateForCustomer($userId: ID!, $input: GenerateHandbookInput!) {
    generateCustomerHandbook(userId: $userId, input: $input) {
      ...TestHandbookFields
    }
  }
`);
export const CUSTOMER_HANDBOOKS = resellerGraphql(`
  query CustomerHandbooks($userId: ID!, $offset: Int, $limit: Int) {
    customerHandbooks(userId: $userId, offset: $offset, limit: $limit) {
      total
      handbooks {
        handbookId
        userId
        title
        createdAt
      }
    }
  }
`);
export const DELETE_CUSTOMER_HANDBOOK = resellerGraphql(`
  mutation DeleteCustomerHandbook($id: ID!) {
    deleteCustomerHandbook(handbookId: $id)
  }
`);

/** The Reseller API's cheapest authenticated call: whose key it is. */
export const RESELLER_NAME = resellerGraphql(`
  query ResellerName {
    reseller {
      name
    }
  }
`);

/** The Customer API's cheapest authenticated call: the status of the answer says whether the token works. */
export const WHO_AM_I = customerGraphql(`
  query WhoAmI {
    me {
      userId
    }
  }
`);

export const GENERATE_OWN_HANDBOOK = customerGraphql(`
  mutation GenerateOwnHandbook($input: GenerateHandbookInput!) {
    generateHandbook(input: $input) {
      handbookId
    }
  }
`);
export const LIST_OWN_HANDBOOKS = customerGraphql(`
  query ListOwnHandbooks($offset: Int, $limit: Int) {
    listHandbooks(offset: $offset, limit: $limit) {
      total
      handbooks {
        handbookId
        createdAt
      }
    }
  }
`);
export const READ_OWN_HANDBOOK = customerGraphql(`
  query ReadOwnHandbook($id: ID!) {
    handbook(handbookId: $id) {
      handbookId
    }
  }
`);
export const DELETE_OWN_HANDBOOK = customerGraphql(`
  mutation DeleteOwnHandbook($id: ID!) {
    deleteHandbook(handbookId: $id)
  }
`);

/** What a handbook can hold, which both APIs publish alike: one document for each API. */
export const CUSTOMER_POLICIES = customerGraphql(`
  query CustomerPolicies {
    policyLibrary {
      key
      title
    }
  }
`);
export const RESELLER_POLICIES = resellerGraphql(`
  query ResellerPolicies {
    policyLibrary {
      key
      title
    }
  }
`);
export const CUSTOMER_COUNTRIES = customerGraphql(`
  query CustomerCountries {
    handbookCountries {
      code
      name
      regionLabel
      regions {
        code
        name
      }
    }
  }
`);
export const RESELLER_COUNTRIES = resellerGraphql(`
  query ResellerCountries {
    handbookCountries {
      code
      name
      regionLabel
      regions {
        code
        name
      }
    }
  }
`);

/** Generates a handbook for a customer through the Reseller API and returns its id. */
export async function generateFor(
  t: TestService,
  key: string,
  userId: string,
  input: GenerateHandbookInput = { companyName: 'Acme Ltd', country: 'GB', employeeCount: 40 },
): Promise<string> {
  return dataOf(await t.reseller(key, GENERATE_FOR_CUSTOMER, { userId, input })).generateCustomerHandbook
    .handbookId;
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
