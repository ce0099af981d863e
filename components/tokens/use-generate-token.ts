'use client';

import { useMutation } from '@apollo/client/react';
import { GENERATE_TOKEN_MUTATION } from '@/lib/graphql/documents/tokens';

/**
 * Issues a token. Lists, counts and the customer's access all change with it: the queries on screen are
 * fetched again, and everything else is fetched afresh when its page is next opened.
 */
export function useGenerateToken() {
  return useMutation(GENERATE_TOKEN_MUTATION, { refetchQueries: 'active', awaitRefetchQueries: true });
}
