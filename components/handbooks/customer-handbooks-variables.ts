import { PAGE_LIMIT } from '@/lib/contract/limits';
import type { CustomerHandbooksQueryVariables } from '@/lib/graphql-client/generated/graphql';

/**
 * The customer page's handbook list, as the server page asks for it (and the browser, when the server could
 * not): the newest page of the API's largest size, without paging; a customer rarely has that many.
 */
export function customerHandbooksVariables(userId: string): CustomerHandbooksQueryVariables {
  return { userId, limit: PAGE_LIMIT.max };
}
