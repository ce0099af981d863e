import { resellerGraphql } from '@/tests/generated/reseller';
import type {
  IssueMutation,
  ListTokensQuery,
  ListTokensQueryVariables,
  TokenFieldsFragment,
} from '@/tests/generated/reseller/graphql';
import { WHO_AM_I } from './fixtures';
import { dataOf, type TestService } from './harness';

/** Every field of an issued token's record, its customer's name included. */
export const TOKEN_FIELDS = resellerGraphql(`
  fragment TokenFields on IssuedToken {
    tokenId
    userId
    label
    issuedAt
    expiresAt
    lifetimeSeconds
    revokedAt
    lastUsedAt
    status
    renewedFromId
    renewedById
    customer {
      userId
      name
      email
    }
  }
`);

export type TokenRecord = TokenFieldsFragment;
export type Generated = IssueMutation['generateCustomerToken'];

export const ISSUE = resellerGraphql(`
  mutation Issue($userId: ID!, $expiresIn: Int, $label: String) {
    generateCustomerToken(userId: $userId, expiresIn: $expiresIn, label: $label) {
      token
      expiresAt
      issuedToken {
        ...TokenFields
      }
    }
  }
`);

export const RENEW = resellerGraphql(`
  mutation Renew($tokenId: ID!, $expiresIn: Int, $overlapSeconds: Int) {
    renewCustomerToken(tokenId: $tokenId, expiresIn: $expiresIn, overlapSeconds: $overlapSeconds) {
      token
      expiresAt
      issuedToken {
        ...TokenFields
      }
    }
  }
`);

export const REVOKE_MANY = resellerGraphql(`
  mutation RevokeMany($tokenIds: [ID!]!) {
    revokeCustomerTokens(tokenIds: $tokenIds) {
      ...TokenFields
    }
  }
`);

export const RELABEL = resellerGraphql(`
  mutation Relabel($tokenId: ID!, $label: String) {
    updateCustomerTokenLabel(tokenId: $tokenId, label: $label) {
      ...TokenFields
    }
  }
`);

export const LIST = resellerGraphql(`
  query ListTokens(
    $userId: ID
    $status: TokenStatus
    $expiringWithinDays: Int
    $search: String
    $offset: Int
    $limit: Int
  ) {
    customerTokens(
      userId: $userId
      status: $status
      expiringWithinDays: $expiringWithinDays
      search: $search
      offset: $offset
      limit: $limit
    ) {
      total
      tokens {
        ...TokenFields
      }
    }
  }
`);

export async function issue(
  t: TestService,
  key: string,
  userId: string,
  options: { expiresIn?: number; label?: string } = {},
): Promise<Generated> {
  return dataOf(await t.reseller(key, ISSUE, { userId, ...options })).generateCustomerToken;
}

export async function renew(
  t: TestService,
  key: string,
  tokenId: string,
  options: { expiresIn?: number; overlapSeconds?: number } = {},
): Promise<Generated> {
  return dataOf(await t.reseller(key, RENEW, { tokenId, ...options })).renewCustomerToken;
}

export async function list(
  t: TestService,
  key: string,
  variables: ListTokensQueryVariables = {},
): Promise<ListTokensQuery['customerTokens']> {
  return dataOf(await t.reseller(key, LIST, { limit: 100, ...variables })).customerTokens;
}

/** One token's record as the list shows it now. */
export async function recordOf(t: TestService, key: string, tokenId: string): Promise<TokenRecord> {
  const found = (await list(t, key, { search: tokenId })).tokens.find((x) => x.tokenId === tokenId);
  if (!found) throw new Error(`Token ${tokenId} is not listed.`);
  return found;
}

/** What the Customer API answers a token right now: 'works', or the 401 message. */
export async function answerTo(t: TestService, token: string): Promise<string> {
  const result = await t.customer(token, WHO_AM_I);
  return result.status === 200 ? 'works' : result.body.errors![0]!.message;
}
