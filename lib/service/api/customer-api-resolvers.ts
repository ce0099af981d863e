import 'server-only';
import { z } from 'zod';
import { customerOrigin } from '../activity/origin';
import { notFoundError } from '../core/errors';
import type { Resolvers } from '../generated/customer-types';
import { createHandbook } from '../handbooks/create-handbook';
import { removeHandbook } from '../handbooks/remove-handbook';
import { listHandbookCountries } from '../handbooks/country-list';
import { listPolicies } from '../handbooks/generate';
import { handbookFields, handbookListFields } from '../handbooks/handbook-fields';
import { parseResolverArgs, paging } from '../core/resolver-args';
import { findCustomer } from '../customers/customer-store';
import { findHandbook } from '../handbooks/handbook-store';
import { dateTimeScalar } from '../core/scalars';
import { findHandbookVersion } from '../handbooks/handbook-versions-store';
import { POLICY_LIBRARY_VERSION } from '../handbooks/library-version';
import { regenerateHandbooks } from '../handbooks/regenerate-handbooks';

const listArgs = z.object(paging);

export const customerApiResolvers: Resolvers = {
  DateTime: dateTimeScalar,
  Query: {
    me: async (_parent, _args, { db, customer, now }) => {
      const record = await findCustomer(db, customer.resellerId, customer.userId, now);
      // The token was accepted a moment ago, so its customer exists unless deleted in between.
      if (!record) throw notFoundError('Customer not found.');
      return record;
    },
    listHandbooks: (_parent, args, { customer }) => ({
      customerId: customer.userId,
      total: customer.handbookCount,
      ...parseResolverArgs(listArgs, args),
    }),
    handbook: (_parent, { handbookId }, { db, customer }) =>
      findHandbook(db, { customerId: customer.userId }, handbookId),
    handbookVersion: (_parent, { handbookId, version }, { db, customer }) =>
      findHandbookVersion(db, { customerId: customer.userId }, handbookId, version),
    policyLibraryVersion: () => POLICY_LIBRARY_VERSION,
    policyLibrary: () => listPolicies(),
    handbookCountries: () => listHandbookCountries(),
  },
  Mutation: {
    generateHandbook: (_parent, { input }, context) => {
      const { db, customer, now } = context;
      const owner = { customerId: customer.userId, resellerId: customer.resellerId };
      return createHandbook(db, owner, input, customerOrigin(context), now);
    },
    deleteHandbook: async (_parent, { handbookId }, context) => {
      const { db, customer, now } = context;
      const owner = { customerId: customer.userId, resellerId: customer.resellerId };
      if (!(await removeHandbook(db, owner, handbookId, customerOrigin(context), now)))
        throw notFoundError('Handbook not found.');
      return handbookId;
    },
    regenerateHandbook: async (_parent, { handbookId }, context) => {
      const { db, customer, now } = context;
      const owner = { customerId: customer.userId, resellerId: customer.resellerId };
      const [handbook] = await regenerateHandbooks(db, owner, [handbookId], customerOrigin(context), now);
      if (!handbook) throw notFoundError('Handbook not found.');
      return handbook;
    },
  },
  HandbookList: handbookListFields,
  Handbook: handbookFields,
  Customer: {
    userId: (c) => c.id,
  },
};
