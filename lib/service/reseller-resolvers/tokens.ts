import 'server-only';
import { z } from 'zod';
import { notFound } from '../errors';
import type {
  IssuedTokenListResolvers,
  IssuedTokenResolvers,
  MutationResolvers,
  QueryResolvers,
} from '../generated/reseller-types';
import { parseArgs, paging } from '../parse-args';
import { findCustomer } from '../repositories/customers';
import {
  countTokens,
  insertToken,
  listTokens,
  revokeToken,
  tokenStatus,
  type TokenQuery,
} from '../repositories/tokens';

export type TokenListParent = TokenQuery;

export const DEFAULT_TOKEN_LIFETIME_SECONDS = 2_592_000;
export const MIN_TOKEN_LIFETIME_SECONDS = 60;
export const MAX_TOKEN_LIFETIME_SECONDS = 31_536_000;

const listArgs = z.object({
  userId: z
    .string()
    .nullish()
    .transform((id) => id ?? null),
  status: z
    .enum(['ACTIVE', 'EXPIRED', 'REVOKED'])
    .nullish()
    .transform((s) => s ?? null),
  expiringWithinDays: z
    .number()
    .int()
    .min(1, 'expiringWithinDays must be between 1 and 365.')
    .max(365, 'expiringWithinDays must be between 1 and 365.')
    .nullish()
    .transform((d) => d ?? null),
  ...paging,
});

const lifetimeMessage = `expiresIn must be between ${MIN_TOKEN_LIFETIME_SECONDS} and ${MAX_TOKEN_LIFETIME_SECONDS} seconds.`;
const issueArgs = z.object({
  userId: z.string(),
  expiresIn: z
    .number()
    .int()
    .min(MIN_TOKEN_LIFETIME_SECONDS, lifetimeMessage)
    .max(MAX_TOKEN_LIFETIME_SECONDS, lifetimeMessage)
    .nullish()
    .transform((s) => s ?? DEFAULT_TOKEN_LIFETIME_SECONDS),
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
    const customer = await findCustomer(db, reseller.resellerId, userId, now);
    if (!customer) throw notFound('Customer not found.');
    const record = await insertToken(
      db,
      { resellerId: reseller.resellerId, customerId: customer.id, lifetimeSeconds: expiresIn },
      now,
    );
    const token = await jwt.sign({
      userId: customer.id,
      tokenId: record.id,
      issuedAt: record.issuedAt,
      expiresAt: record.expiresAt,
    });
    return { token, expiresAt: record.expiresAt, issuedToken: record };
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
