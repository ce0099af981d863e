/**
 * Where the app serves each API. The route folders under app/api/ spell the same paths (Next.js routes by
 * folder name); tests/unit/contract/api-paths.test.ts checks that each path has its route.
 */
export const API_PATHS = {
  /** The Customer API (bearer tokens). */
  customer: '/api/graphql-public',
  /** The Reseller API (`X-Api-Token`). */
  reseller: '/api/graphql-reseller',
  /** The dashboard's own GraphQL relay (session cookie), which calls the Reseller API. */
  dashboard: '/api/graphql',
  health: '/api/health',
} as const;
