import { graphql } from '@/lib/graphql-client/generated';

/** A token record as every token list shows it: who it is for, what for, its state and its renewal links. */
export const ISSUED_TOKEN_FIELDS = graphql(`
  fragment IssuedTokenFields on IssuedToken {
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
    requestsLast30Days
    customer {
      userId
      name
      email
      status
    }
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
  query Tokens(
    $search: String
    $status: TokenStatus
    $expiringWithinDays: Int
    $includeRenewed: Boolean
    $offset: Int!
    $limit: Int!
  ) {
    customerTokens(
      search: $search
      status: $status
      expiringWithinDays: $expiringWithinDays
      includeRenewed: $includeRenewed
      offset: $offset
      limit: $limit
    ) {
      total
      tokens {
        ...IssuedTokenFields
      }
    }
  }
`);

/** The counts on the tokens page's status tabs: four totals in one request, one row each at most. */
export const TOKEN_COUNTS_QUERY = graphql(`
  query TokenCounts($search: String, $expiringWithinDays: Int, $includeRenewed: Boolean) {
    all: customerTokens(
      search: $search
      expiringWithinDays: $expiringWithinDays
      includeRenewed: $includeRenewed
      limit: 1
    ) {
      total
    }
    active: customerTokens(
      search: $search
      status: ACTIVE
      expiringWithinDays: $expiringWithinDays
      includeRenewed: $includeRenewed
      limit: 1
    ) {
      total
    }
    expired: customerTokens(
      search: $search
      status: EXPIRED
      expiringWithinDays: $expiringWithinDays
      includeRenewed: $includeRenewed
      limit: 1
    ) {
      total
    }
    revoked: customerTokens(
      search: $search
      status: REVOKED
      expiringWithinDays: $expiringWithinDays
      includeRenewed: $includeRenewed
      limit: 1
    ) {
      total
    }
  }
`);

export const GENERATE_TOKEN_MUTATION = graphql(`
  mutation GenerateToken($userId: ID!, $expiresIn: Int!, $label: String) {
    generateCustomerToken(userId: $userId, expiresIn: $expiresIn, label: $label) {
      token
      expiresAt
      issuedToken {
        ...IssuedTokenFields
      }
    }
  }
`);

/** A new token in place of an old one; the old one's record comes back changed through `renewedFromId`. */
export const RENEW_TOKEN_MUTATION = graphql(`
  mutation RenewToken($tokenId: ID!, $overlapSeconds: Int!) {
    renewCustomerToken(tokenId: $tokenId, overlapSeconds: $overlapSeconds) {
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

/** Several tokens at once, all or nothing. */
export const REVOKE_TOKENS_MUTATION = graphql(`
  mutation RevokeTokens($tokenIds: [ID!]!) {
    revokeCustomerTokens(tokenIds: $tokenIds) {
      ...IssuedTokenFields
    }
  }
`);

/** A token's label, changed after issue (null clears it); the record updates in every list through the cache. */
export const UPDATE_TOKEN_LABEL_MUTATION = graphql(`
  mutation UpdateTokenLabel($tokenId: ID!, $label: String) {
    updateCustomerTokenLabel(tokenId: $tokenId, label: $label) {
      ...IssuedTokenFields
    }
  }
`);
