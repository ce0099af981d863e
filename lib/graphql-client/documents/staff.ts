import { graphql } from '@/lib/graphql-client/generated';

/** Who is signed in: the key's holder and role, for the header and for what the dashboard offers. */
export const VIEWER_QUERY = graphql(`
  query Viewer {
    viewer {
      keyId
      keyName
      keyHint
      role
      reseller {
        resellerId
        name
      }
    }
  }
`);

/** The reseller's keys: every one for an admin, the caller's own for the other roles. */
export const API_KEYS_QUERY = graphql(`
  query ApiKeys {
    apiKeys {
      keyId
      name
      role
      hint
      createdAt
      lastUsedAt
      revokedAt
    }
  }
`);

/** An admin issues a key to a colleague: the key comes back this once. */
export const ISSUE_API_KEY_MUTATION = graphql(`
  mutation IssueApiKey($name: String!, $role: ApiKeyRole!) {
    issueApiKey(name: $name, role: $role) {
      key
      apiKey {
        keyId
        name
        role
      }
    }
  }
`);

/** An admin revokes a key: it stops working at once, and its holder's session ends at its next request. */
export const REVOKE_API_KEY_MUTATION = graphql(`
  mutation RevokeApiKey($keyId: ID!) {
    revokeApiKey(keyId: $keyId) {
      keyId
      revokedAt
    }
  }
`);
