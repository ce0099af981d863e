import type { ApiKeysQuery } from '@/lib/graphql-client/generated/graphql';

/** One staff key as the team page reads it. */
export type TeamKey = ApiKeysQuery['apiKeys'][number];
