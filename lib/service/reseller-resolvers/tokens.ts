import 'server-only';
import { z } from 'zod';
import { EXPIRING_WITHIN_DAYS, TOKEN_LIFETIME_SECONDS } from '../../contract/limits';
import { issueCustomerToken, tokenLifetime, TokenRefusedError } from '../auth/issue-customer-token';
import { customerSuspended, notFound } from '../errors';
import {
  TokenStatus,
  type IssuedTokenListResolvers,
  type IssuedTokenResolvers,
  type MutationResolvers,
  type QueryResolvers,
} from '../generated/reseller-types';
import { parseArgs, paging } from '../parse-args';
import { countTokens, listTokens, revokeToken, tokenStatus, type TokenQuery } from '../repositories/tokens';

export type TokenListParent = TokenQuery;

const withinDaysMessage = `expiringWithinDays must be between ${EXPIRING_WITHIN_DAYS.min} and ${EXPIRING_WITHIN_DAYS.max}.`;

const listArgs = z.object({
  userId: z
    .string()
    .nullish()
    .transform((id) => id ?? null),
  status: z
    .enum(TokenStatus)
    .nullish()
    .transform((s) => s ?? null),
  expiringWithinDays: z
    .number()
    .int()
    .min(EXPIRING_WITHIN_DAYS.min, withinDaysMessage)
    .max(EXPIRING_WITHIN_DAYS.max, withinDaysMessage)
    .nullish()
    .transform((d) => d ?? null),
  ...paging,
});

const issueArgs = z.object({
  userId: z.string(),
  expiresIn: tokenLifetime('expiresIn')
    .nullish()
    .transform((s) => s ?? TOKEN_LIFETIME_SECONDS.default),
});

export const tokenQueries: Pick<QueryResolvers, 'customerTokens'> = {
  customerTokens: (_parent, args, { reseller }) => {
    const { userId, ...rest } = parseArgs(listArgs, args);
    return { resellerId: reseller.resellerId, customerId: userId, ...rest };
  },
};

export const tokenMutations: Pick<MutationResolvers, 'generateCustomerToken' | 'revokeCustomerToken'> = {
  generateCustomerToken: async (_parent, args, { db, jwt, reseller, now }) => {
    const { userId, expiresIn } = parseArgs(issueArgs, args);
    try {
      const { token, record } = await issueCustomerToken(
        { db, jwt },
        { resellerId: reseller.resellerId, customerId: userId, lifetimeSeconds: expiresIn, label: null },
        now,
      );
      return { token, expiresAt: record.expiresAt, issuedToken: record };
    } catch (error) {
      if (!(error instanceof TokenRefusedError)) throw error;
      throw error.reason === 'suspended' ? customerSuspended(error.message) : notFound(error.message);
    }
  },
  revokeCustomerToken: async (_parent, { tokenId }, { db, reseller, now }) => {
    const record = await revokeToken(db, reseller.resellerId, tokenId, now);
    if (!record) throw notFound('Token not found.');
    return record;
  },
};

export const tokenListResolvers: IssuedTokenListResolvers = {
  tokens: (query, _args, { db, now }) => listTokens(db, query, now),
  total: (query, _args, { db, now }) => countTokens(db, query, now),
};

export const issuedTokenResolvers: IssuedTokenResolvers = {
  tokenId: (t) => t.id,
  userId: (t) => t.customerId,
  status: (t, _args, { now }) => tokenStatus(t, now),
};
