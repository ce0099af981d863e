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
