import type { CustomerHandbooksQueryVariables } from '@/lib/graphql/generated/graphql';

/**
 * The customer page's handbook list, for the server's preload and the browser's query alike: the newest
 * 100 (the API's largest page), without paging; a customer rarely has that many.
 */
export function customerHandbooksVariables(userId: string): CustomerHandbooksQueryVariables {
  return { userId, limit: 100 };
}
