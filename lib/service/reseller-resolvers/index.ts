import 'server-only';
import type { Resolvers } from '../generated/reseller-types';
import { notFound } from '../errors';
import { findReseller } from '../repositories/resellers';
import { dateTimeScalar } from '../scalars';
import { customerListResolvers, customerMutations, customerQueries, customerResolvers } from './customers';
import { issuedTokenResolvers, tokenListResolvers, tokenMutations, tokenQueries } from './tokens';

export const resellerResolvers: Resolvers = {
  DateTime: dateTimeScalar,
  Query: {
    reseller: async (_parent, _args, { db, reseller }) => {
      const record = await findReseller(db, reseller.resellerId);
      // The key was accepted a moment ago; only a deletion in between gets here.
      if (!record) throw notFound('Reseller not found.');
      return record;
    },
    ...customerQueries,
    ...tokenQueries,
  },
  Mutation: { ...customerMutations, ...tokenMutations },
  Reseller: { resellerId: (r) => r.id },
  CustomerList: customerListResolvers,
  Customer: customerResolvers,
  IssuedTokenList: tokenListResolvers,
  IssuedToken: issuedTokenResolvers,
};
