import type { InMemoryCacheConfig } from '@apollo/client';

/**
 * Identity of the Reseller API's objects for the normalised cache, shared by the browser and the server
 * clients: a revoked token or a changed customer updates every list that shows it.
 */
export const cacheConfig: InMemoryCacheConfig = {
  typePolicies: {
    Reseller: { keyFields: ['resellerId'] },
    Customer: { keyFields: ['userId'] },
    IssuedToken: { keyFields: ['tokenId'] },
    Handbook: { keyFields: ['handbookId'] },
    HandbookCountry: { keyFields: ['code'] },
  },
};
