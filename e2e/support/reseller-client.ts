import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { type CallOptions, customerApi, dataOf, resellerApiRaw } from './graphql';

/** The fields of the Reseller API the suite reads (reseller.graphql is the contract). */
export interface Customer {
  userId: string;
  email: string;
  name: string;
  status: 'ACTIVE' | 'SUSPENDED';
  createdAt: string;
  handbookCount: number;
  activeTokenCount: number;
  accessExpiresAt: string | null;
  accessExpiredAt: string | null;
}

export interface IssuedToken {
  tokenId: string;
  userId: string;
  issuedAt: string;
  expiresAt: string;
  lifetimeSeconds: number;
  revokedAt: string | null;
  lastUsedAt: string | null;
  status: 'ACTIVE' | 'EXPIRED' | 'REVOKED';
  label: string | null;
  renewedFromId: string | null;
  renewedById: string | null;
  customer: { name: string; email: string };
}

export type CustomerSort =
  'NAME' | 'EMAIL' | 'CREATED_AT' | 'HANDBOOK_COUNT' | 'ACTIVE_TOKEN_COUNT' | 'ACCESS_EXPIRES_AT';

const CUSTOMER =
  'userId email name status createdAt handbookCount activeTokenCount accessExpiresAt accessExpiredAt';
const TOKEN =
  'tokenId userId issuedAt expiresAt lifetimeSeconds revokedAt lastUsedAt status label renewedFromId renewedById customer { name email }';

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

  private async call<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
    return dataOf(await resellerApiRaw<T>(this.request, this.key, query, variables));
  }

  async reseller(): Promise<{ resellerId: string; name: string }> {
    return (
      await this.call<{ reseller: { resellerId: string; name: string } }>('{ reseller { resellerId name } }')
    ).reseller;
  }

  async customers(
    args: {
      search?: string;
      status?: Customer['status'];
      offset?: number;
      limit?: number;
      sort?: CustomerSort;
      direction?: 'ASC' | 'DESC';
    } = {},
  ): Promise<{ customers: Customer[]; total: number }> {
    const query = `query ($search: String, $status: CustomerStatus, $offset: Int, $limit: Int, $sort: CustomerSort, $direction: SortDirection) {
      handbookCustomers(search: $search, status: $status, offset: $offset, limit: $limit, sort: $sort, direction: $direction) {
        total customers { ${CUSTOMER} }
      }
    }`;
    return (await this.call<{ handbookCustomers: { customers: Customer[]; total: number } }>(query, args))
      .handbookCustomers;
  }

  async customer(userId: string): Promise<Customer | null> {
    const query = `query ($userId: ID!) { handbookCustomer(userId: $userId) { ${CUSTOMER} } }`;
    return (await this.call<{ handbookCustomer: Customer | null }>(query, { userId })).handbookCustomer;
  }

  async createCustomer(input: { name: string; email: string }): Promise<Customer> {
    const query = `mutation ($email: String!, $name: String!) { createHandbookCustomer(email: $email, name: $name) { ${CUSTOMER} } }`;
    return (await this.call<{ createHandbookCustomer: Customer }>(query, input)).createHandbookCustomer;
  }

  async updateCustomer(userId: string, changes: { name?: string; email?: string }): Promise<Customer> {
    const query = `mutation ($userId: ID!, $email: String, $name: String) { updateHandbookCustomer(userId: $userId, email: $email, name: $name) { ${CUSTOMER} } }`;
    return (await this.call<{ updateHandbookCustomer: Customer }>(query, { userId, ...changes }))
      .updateHandbookCustomer;
  }

  /** Suspends (`true`) or reactivates (`false`) a customer. */
  async setSuspended(userId: string, suspended: boolean): Promise<Customer> {
    const field = suspended ? 'suspendHandbookCustomer' : 'reactivateHandbookCustomer';
    const query = `mutation ($userId: ID!) { ${field}(userId: $userId) { ${CUSTOMER} } }`;
    return (await this.call<Record<string, Customer>>(query, { userId }))[field]!;
  }

  async deleteCustomer(userId: string): Promise<string> {
    const query = 'mutation ($userId: ID!) { deleteHandbookCustomer(userId: $userId) }';
    return (await this.call<{ deleteHandbookCustomer: string }>(query, { userId })).deleteHandbookCustomer;
  }

  async issueToken(
    userId: string,
    expiresIn?: number,
    label?: string,
  ): Promise<{ token: string; expiresAt: string; issuedToken: IssuedToken }> {
    const query = expiresIn
      ? `mutation ($userId: ID!, $expiresIn: Int, $label: String) { generateCustomerToken(userId: $userId, expiresIn: $expiresIn, label: $label) { token expiresAt issuedToken { ${TOKEN} } } }`
      : `mutation ($userId: ID!, $label: String) { generateCustomerToken(userId: $userId, label: $label) { token expiresAt issuedToken { ${TOKEN} } } }`;
    type Result = { generateCustomerToken: { token: string; expiresAt: string; issuedToken: IssuedToken } };
    return (await this.call<Result>(query, { userId, expiresIn, label })).generateCustomerToken;
  }

  async renewToken(
    tokenId: string,
    overlapSeconds = 0,
  ): Promise<{ token: string; issuedToken: IssuedToken }> {
    const query = `mutation ($tokenId: ID!, $overlapSeconds: Int) { renewCustomerToken(tokenId: $tokenId, overlapSeconds: $overlapSeconds) { token issuedToken { ${TOKEN} } } }`;
    type Result = { renewCustomerToken: { token: string; issuedToken: IssuedToken } };
    return (await this.call<Result>(query, { tokenId, overlapSeconds })).renewCustomerToken;
  }

  async revokeToken(tokenId: string): Promise<IssuedToken> {
    const query = `mutation ($tokenId: ID!) { revokeCustomerToken(tokenId: $tokenId) { ${TOKEN} } }`;
    return (await this.call<{ revokeCustomerToken: IssuedToken }>(query, { tokenId })).revokeCustomerToken;
  }

  async tokens(
    args: {
      userId?: string;
      search?: string;
      status?: IssuedToken['status'];
      expiringWithinDays?: number;
      offset?: number;
      limit?: number;
    } = {},
  ): Promise<{ tokens: IssuedToken[]; total: number }> {
    const query = `query ($userId: ID, $search: String, $status: TokenStatus, $expiringWithinDays: Int, $offset: Int, $limit: Int) {
      customerTokens(userId: $userId, search: $search, status: $status, expiringWithinDays: $expiringWithinDays, offset: $offset, limit: $limit) {
        total tokens { ${TOKEN} }
      }
    }`;
    return (await this.call<{ customerTokens: { tokens: IssuedToken[]; total: number } }>(query, args))
      .customerTokens;
  }
}

/** The Customer API's `listHandbooks`, as a customer holding `token` sees it. */
export async function listHandbooks(request: APIRequestContext, token: string, options?: CallOptions) {
  type Result = { listHandbooks: { total: number; handbooks: { handbookId: string; createdAt: string }[] } };
  const query = '{ listHandbooks { total handbooks { handbookId createdAt } } }';
  return customerApi<Result>(request, token, query, undefined, options);
}
