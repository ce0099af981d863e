import { graphql } from '@/lib/graphql/generated';

export const ISSUED_TOKEN_FIELDS = graphql(`
  fragment IssuedTokenFields on IssuedToken {
    tokenId
    userId
    issuedAt
    expiresAt
    lifetimeSeconds
    revokedAt
    lastUsedAt
    status
  }
`);

/** One customer's tokens (the customer page), soonest expiry first. */
export const CUSTOMER_TOKENS_QUERY = graphql(`
  query CustomerTokens($userId: ID!, $offset: Int!, $limit: Int!) {
    customerTokens(userId: $userId, offset: $offset, limit: $limit) {
      total
      tokens {
        ...IssuedTokenFields
      }
    }
  }
`);

/** Every customer's tokens (the tokens page), soonest expiry first. */
export const TOKENS_QUERY = graphql(`
  query Tokens($status: TokenStatus, $expiringWithinDays: Int, $offset: Int!, $limit: Int!) {
    customerTokens(status: $status, expiringWithinDays: $expiringWithinDays, offset: $offset, limit: $limit) {
      total
      tokens {
        ...IssuedTokenFields
      }
    }
  }
`);

/** The counts on the tokens page's status tabs: four totals in one request, one row each at most. */
export const TOKEN_COUNTS_QUERY = graphql(`
  query TokenCounts($expiringWithinDays: Int) {
    all: customerTokens(expiringWithinDays: $expiringWithinDays, limit: 1) {
      total
    }
    active: customerTokens(status: ACTIVE, expiringWithinDays: $expiringWithinDays, limit: 1) {
      total
    }
    expired: customerTokens(status: EXPIRED, expiringWithinDays: $expiringWithinDays, limit: 1) {
      total
    }
    revoked: customerTokens(status: REVOKED, expiringWithinDays: $expiringWithinDays, limit: 1) {
      total
    }
  }
`);

export const GENERATE_TOKEN_MUTATION = graphql(`
  mutation GenerateToken($userId: ID!, $expiresIn: Int!) {
    generateCustomerToken(userId: $userId, expiresIn: $expiresIn) {
      token
      expiresAt
      issuedToken {
        ...IssuedTokenFields
      }
    }
  }
`);

export const REVOKE_TOKEN_MUTATION = graphql(`
  mutation RevokeToken($tokenId: ID!) {
    revokeCustomerToken(tokenId: $tokenId) {
      ...IssuedTokenFields
    }
  }
`);
