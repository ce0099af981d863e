'use client';

import { useChangeMutation } from '@/lib/graphql-client/use-change-mutation';
import { GENERATE_TOKEN_MUTATION } from '@/lib/graphql-client/documents/tokens';

/**
 * Issues a token. Lists, counts and the customer’s access all change with it: useChangeMutation makes them
 * current wherever the user goes next.
 */
export function useGenerateToken() {
  return useChangeMutation(GENERATE_TOKEN_MUTATION);
}
