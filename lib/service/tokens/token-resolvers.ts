import 'server-only';
import { z } from 'zod';
import {
  EXPIRING_WITHIN_DAYS,
  RENEWAL_OVERLAP_SECONDS,
  REVOKE_AT_ONCE,
  TOKEN_LIFETIME_SECONDS,
} from '../../contract/limits';
import { issueCustomerToken, tokenLabel, tokenLifetime, TokenRefusedError } from './issue-customer-token';
import { renewalOverlap, renewCustomerToken } from './renew-customer-token';
import { revokeCustomerToken, revokeCustomerTokens } from './revoke-customer-tokens';
import { labelCustomerToken } from './label-customer-token';
import { resellerOrigin } from '../activity/origin';
import { badUserInput, customerSuspended, notFoundError } from '../core/errors';
import {
  TokenStatus,
  type IssuedTokenListResolvers,
  type IssuedTokenResolvers,
  type MutationResolvers,
  type QueryResolvers,
} from '../generated/reseller-types';
import { paging, parseResolverArgs, searchArg } from '../core/resolver-args';
import {
  countTokens,
  listTokens,
  tokenStatus,
  type TokenQuery,
  type TokenRecord,
} from '../tokens/token-store';
import { customerLoader } from '../customers/customer-loader';

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
  includeRenewed: z
    .boolean()
    .nullish()
    .transform((r) => r ?? true),
  search: searchArg,
  ...paging,
});

const issueArgs = z.object({
  userId: z.string(),
  expiresIn: tokenLifetime('expiresIn')
    .nullish()
    .transform((s) => s ?? TOKEN_LIFETIME_SECONDS.default),
  label: tokenLabel('label')
    .nullish()
    .transform((l) => l ?? null),
});

const renewArgs = z.object({
  tokenId: z.string(),
  expiresIn: tokenLifetime('expiresIn')
    .nullish()
    .transform((s) => s ?? null),
  overlapSeconds: renewalOverlap('overlapSeconds')
    .nullish()
    .transform((s) => s ?? RENEWAL_OVERLAP_SECONDS.default),
});

const labelArgs = z.object({
  tokenId: z.string(),
  label: tokenLabel('label')
    .nullish()
    .transform((l) => l ?? null),
});

const revokeAtOnceMessage = `tokenIds must hold ${REVOKE_AT_ONCE.min} to ${REVOKE_AT_ONCE.max} ids.`;

const revokeManyArgs = z.object({
  tokenIds: z
    .array(z.string())
    .min(REVOKE_AT_ONCE.min, revokeAtOnceMessage)
    .max(REVOKE_AT_ONCE.max, revokeAtOnceMessage),
});

/** A refused issue or renewal, as the client sees it. */
function refusal(error: unknown): unknown {
  if (!(error instanceof TokenRefusedError)) return error;
  switch (error.reason) {
    case 'not_found':
      return notFoundError(error.message);
    case 'suspended':
      return customerSuspended(error.message);
    case 'revoked':
    case 'renewed':
      return badUserInput(error.message, 'tokenId');
  }
}

const generated = ({ token, record }: { token: string; record: TokenRecord }) => ({
  token,
  expiresAt: record.expiresAt,
  issuedToken: record,
});

export const tokenQueries: Pick<QueryResolvers, 'customerTokens'> = {
  customerTokens: (_parent, args, { reseller }) => {
    const { userId, ...rest } = parseResolverArgs(listArgs, args);
    return { resellerId: reseller.resellerId, customerId: userId, ...rest };
  },
};

export const tokenMutations: Pick<
  MutationResolvers,
  | 'generateCustomerToken'
  | 'renewCustomerToken'
  | 'revokeCustomerToken'
  | 'revokeCustomerTokens'
  | 'updateCustomerTokenLabel'
> = {
  generateCustomerToken: async (_parent, args, context) => {
    const { db, jwt, reseller, now } = context;
    const { userId, expiresIn, label } = parseResolverArgs(issueArgs, args);
    try {
      return generated(
        await issueCustomerToken(
          { db, jwt },
          { resellerId: reseller.resellerId, customerId: userId, lifetimeSeconds: expiresIn, label },
          resellerOrigin(context),
          now,
        ),
      );
    } catch (error) {
      throw refusal(error);
    }
  },
  renewCustomerToken: async (_parent, args, context) => {
    const { db, jwt, reseller, now } = context;
    const { tokenId, expiresIn, overlapSeconds } = parseResolverArgs(renewArgs, args);
    try {
      return generated(
        await renewCustomerToken(
          { db, jwt },
          { resellerId: reseller.resellerId, tokenId, lifetimeSeconds: expiresIn, overlapSeconds },
          resellerOrigin(context),
          now,
        ),
      );
    } catch (error) {
      throw refusal(error);
    }
  },
  revokeCustomerToken: async (_parent, { tokenId }, context) => {
    const { db, reseller, now } = context;
    const record = await revokeCustomerToken(
      db,
      { resellerId: reseller.resellerId, tokenId },
      resellerOrigin(context),
      now,
    );
    if (!record) throw notFoundError('Token not found.');
    return record;
  },
  revokeCustomerTokens: async (_parent, args, context) => {
    const { db, reseller, now } = context;
    const { tokenIds } = parseResolverArgs(revokeManyArgs, args);
    const records = await revokeCustomerTokens(
      db,
      { resellerId: reseller.resellerId, tokenIds },
      resellerOrigin(context),
      now,
    );
    if (!records) throw notFoundError('A token was not found: none was revoked.');
    return records;
  },
  updateCustomerTokenLabel: async (_parent, args, context) => {
    const { db, reseller, now } = context;
    const { tokenId, label } = parseResolverArgs(labelArgs, args);
    const record = await labelCustomerToken(
      db,
      { resellerId: reseller.resellerId, tokenId, label },
      resellerOrigin(context),
      now,
    );
    if (!record) throw notFoundError('Token not found.');
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
  customer: async (t, _args, context) => {
    const customer = await customerLoader(context).load(t.customerId);
    // Only a deletion of the customer between reading the token and its customer gets here.
    if (!customer) throw notFoundError('Customer not found.');
    return customer;
  },
};
