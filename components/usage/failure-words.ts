import type { CustomerUsageQuery } from '@/lib/graphql-client/generated/graphql';
import { TokenStatus } from '@/lib/graphql-client/generated/graphql';

type TokenUsage = NonNullable<CustomerUsageQuery['customerUsage']>['tokens'][number];

const number = new Intl.NumberFormat('en');

/**
 * What a token's failed requests since `since` (the range's start) mean, in words. An active token's are
 * answers with errors (a query the API refused, a limit, a missing handbook). A revoked or expired token's
 * are refusals of the token itself only from the moment it ended: when that falls inside the range, its
 * failures may be either, and the counts do not say which, so the words say both.
 */
export function failureWords({ token, failed }: TokenUsage, since: Date, locale: string): string | null {
  if (failed === 0) return null;
  const count = number.format(failed);
  const ended =
    token.status === TokenStatus.Revoked && token.revokedAt
      ? { before: 'was revoked', on: 'was revoked', at: new Date(token.revokedAt) }
      : token.status === TokenStatus.Expired
        ? { before: 'had expired', on: 'expired', at: new Date(token.expiresAt) }
        : null;
  if (!ended)
    return `${count} failed: the answer held errors (a query the API refused, a limit reached, a missing handbook)`;
  if (ended.at <= since) return `${count} refused: the token ${ended.before}`;
  const day = ended.at.toLocaleDateString(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return `${count} failed: refused since the token ${ended.on} on ${day}, or answered with errors before`;
}
