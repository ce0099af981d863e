import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { customerGraphql } from '../../tests/generated/customer';
import { resellerGraphql } from '../../tests/generated/reseller';
import type {
  CustomerSort,
  E2eCustomerFragment,
  E2eCustomersQueryVariables,
  E2eTokenFragment,
  E2eTokensQueryVariables,
} from '../../tests/generated/reseller/graphql';
import { type CallOptions, customerApi, dataOf, resellerApiRaw, type ResellerDocument } from './graphql';

/**
 * The fields of the Reseller API the suite reads (reseller.graphql is the contract): the fragments
 * E2eCustomer and E2eToken, defined once in the list queries below, which every document here spreads.
 */
export type Customer = E2eCustomerFragment;
export type IssuedToken = E2eTokenFragment;
export type { CustomerSort };

const RESELLER = resellerGraphql(`
  query E2eReseller {
    reseller {
      resellerId
      name
    }
  }
`);
const CUSTOMERS = resellerGraphql(`
  query E2eCustomers(
    $search: String
    $status: CustomerStatus
    $offset: Int
    $limit: Int
    $sort: CustomerSort
    $direction: SortDirection
  ) {
    handbookCustomers(
      search: $search
      status: $status
      offset: $offset
      limit: $limit
      sort: $sort
      direction: $direction
    ) {
      total
      customers {
        ...E2eCustomer
      }
    }
  }
  fragment E2eCustomer on Customer {
    userId
    email
    name
    status
    createdAt
    handbookCount
    activeTokenCount
    accessExpiresAt
    accessExpiredAt
  }
`);
const CUSTOMER = resellerGraphql(`
  query E2eCustomer($userId: ID!) {
    handbookCustomer(userId: $userId) {
      ...E2eCustomer
    }
  }
`);
const CREATE_CUSTOMER = resellerGraphql(`
  mutation E2eCreateCustomer($email: String!, $name: String!) {
    createHandbookCustomer(email: $email, name: $name) {
      ...E2eCustomer
    }
  }
`);
const UPDATE_CUSTOMER = resellerGraphql(`
  mutation E2eUpdateCustomer($userId: ID!, $email: String, $name: String) {
    updateHandbookCustomer(userId: $userId, email: $email, name: $name) {
      ...E2eCustomer
    }
  }
`);
const SUSPEND_CUSTOMER = resellerGraphql(`
  mutation E2eSuspendCustomer($userId: ID!) {
    suspendHandbookCustomer(userId: $userId) {
      ...E2eCustomer
    }
  }
`);
const REACTIVATE_CUSTOMER = resellerGraphql(`
  mutation E2eReactivateCustomer($userId: ID!) {
    reactivateHandbookCustomer(userId: $userId) {
      ...E2eCustomer
    }
  }
`);
const DELETE_CUSTOMER = resellerGraphql(`
  mutation E2eDeleteCustomer($userId: ID!) {
    deleteHandbookCustomer(userId: $userId)
  }
`);
const ISSUE_TOKEN = resellerGraphql(`
  mutation E2eIssueToken($userId: ID!, $expiresIn: Int, $label: String) {
    generateCustomerToken(userId: $userId, expiresIn: $expiresIn, label: $label) {
      token
      expiresAt
      issuedToken {
        ...E2eToken
      }
    }
  }
`);
const RENEW_TOKEN = resellerGraphql(`
  mutation E2eRenewToken($tokenId: ID!, $overlapSeconds: Int) {
    renewCustomerToken(tokenId: $tokenId, overlapSeconds: $overlapSeconds) {
      token
      issuedToken {
        ...E2eToken
      }
    }
  }
`);
const REVOKE_TOKEN = resellerGraphql(`
  mutation E2eRevokeToken($tokenId: ID!) {
    revokeCustomerToken(tokenId: $tokenId) {
      ...E2eToken
    }
  }
`);
const TOKENS = resellerGraphql(`
  query E2eTokens(
    $userId: ID
    $search: String
    $status: TokenStatus
    $expiringWithinDays: Int
    $offset: Int
    $limit: Int
  ) {
    customerTokens(
      userId: $userId
      search: $search
      status: $status
      expiringWithinDays: $expiringWithinDays
      offset: $offset
      limit: $limit
    ) {
      total
      tokens {
        ...E2eToken
      }
    }
  }
  fragment E2eToken on IssuedToken {
    tokenId
    userId
    issuedAt
    expiresAt
    lifetimeSeconds
    revokedAt
    lastUsedAt
    status
    label
    renewedFromId
    renewedById
    customer {
      name
      email
    }
  }
`);
const LIST_HANDBOOKS = customerGraphql(`
  query E2eListHandbooks {
    listHandbooks {
      total
      handbooks {
        handbookId
        createdAt
      }
    }
  }
`);

/** A name and email that no demo customer and no other test has: tests stay independent of each other. */
export function uniqueCustomer(label: string): { name: string; email: string } {
  const tag = randomBytes(4).toString('hex');
  return {
    name: `E2E ${label} ${tag}`,
    email: `e2e-${label.toLowerCase().replace(/\W+/g, '-')}-${tag}@e2e.test`,
  };
}

/** The Reseller API called directly with the demo key: what the dashboard shows is compared with this. */
export class ResellerClient {
  constructor(
    private readonly request: APIRequestContext,
    private readonly key: string,
  ) {}

  private async call<T, TVariables>(
    query: ResellerDocument<T, TVariables>,
    variables?: TVariables,
  ): Promise<T> {
    return dataOf(await resellerApiRaw(this.request, this.key, query, variables));
  }

  async reseller() {
    return (await this.call(RESELLER)).reseller;
  }

  async customers(args: E2eCustomersQueryVariables = {}) {
    return (await this.call(CUSTOMERS, args)).handbookCustomers;
  }

  async customer(userId: string): Promise<Customer | null> {
    return (await this.call(CUSTOMER, { userId })).handbookCustomer;
  }

  async createCustomer(input: { name: string; email: string }): Promise<Customer> {
    return (await this.call(CREATE_CUSTOMER, input)).createHandbookCustomer;
  }

  async updateCustomer(userId: string, changes: { name?: string; email?: string }): Promise<Customer> {
    return (await this.call(UPDATE_CUSTOMER, { userId, ...changes })).updateHandbookCustomer;
  }

  /** Suspends (`true`) or reactivates (`false`) a customer. */
  async setSuspended(userId: string, suspended: boolean): Promise<Customer> {
    return suspended
      ? (await this.call(SUSPEND_CUSTOMER, { userId })).suspendHandbookCustomer
      : (await this.call(REACTIVATE_CUSTOMER, { userId })).reactivateHandbookCustomer;
  }

  async deleteCustomer(userId: string): Promise<string> {
    return (await this.call(DELETE_CUSTOMER, { userId })).deleteHandbookCustomer;
  }

  /** Without `expiresIn` the variable is left out (JSON drops it), so the service's default lifetime applies. */
  async issueToken(userId: string, expiresIn?: number, label?: string) {
    return (await this.call(ISSUE_TOKEN, { userId, expiresIn, label })).generateCustomerToken;
  }

  async renewToken(tokenId: string, overlapSeconds = 0) {
    return (await this.call(RENEW_TOKEN, { tokenId, overlapSeconds })).renewCustomerToken;
  }

  async revokeToken(tokenId: string): Promise<IssuedToken> {
    return (await this.call(REVOKE_TOKEN, { tokenId })).revokeCustomerToken;
  }

  async tokens(args: E2eTokensQueryVariables = {}) {
    return (await this.call(TOKENS, args)).customerTokens;
  }
}

/** The Customer API's `listHandbooks`, as a customer holding `token` sees it. */
export async function listHandbooks(request: APIRequestContext, token: string, options?: CallOptions) {
  return customerApi(request, token, LIST_HANDBOOKS, undefined, options);
}
