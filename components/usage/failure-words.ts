import type { CustomerUsageQuery } from '@/lib/graphql-client/generated/graphql';
import { TokenStatus } from '@/lib/graphql-client/generated/graphql';

type TokenUsage = NonNullable<CustomerUsageQuery['customerUsage']>['tokens'][number];

const number = new Intl.NumberFormat('en');

/**
 * What a token's failed requests mean, in words: a revoked or expired token's are refusals of the token
 * itself; an active token's are answers with errors (a query the API refused, a limit, a missing handbook).
 */
export function failureWords({ token, failed }: TokenUsage): string | null {
  if (failed === 0) return null;
  const count = number.format(failed);
  if (token.status === TokenStatus.Revoked) return `${count} refused: the token was revoked`;
  if (token.status === TokenStatus.Expired) return `${count} refused: the token had expired`;
  return `${count} failed: the answer held errors (a query the API refused, a limit reached, a missing handbook)`;
}
