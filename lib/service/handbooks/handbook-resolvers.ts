import 'server-only';
import { z } from 'zod';
import { resellerOrigin } from '../activity/origin';
import { notFoundError } from '../core/errors';
import type { HandbookResolvers, MutationResolvers, QueryResolvers } from '../generated/reseller-types';
import { createHandbook } from './create-handbook';
import { removeHandbook } from './remove-handbook';
import { listHandbookCountries } from './country-list';
import { listPolicies } from './generate';
import { handbookFields } from './handbook-fields';
import { parseResolverArgs, paging } from '../core/resolver-args';
import { findCustomer } from '../customers/customer-store';
import { findHandbook } from './handbook-store';
import { customerLoader } from '../customers/customer-loader';

const listArgs = z.object({ userId: z.string(), ...paging });

export const handbookQueries: Pick<
  QueryResolvers,
  'policyLibrary' | 'handbookCountries' | 'customerHandbooks' | 'customerHandbook'
> = {
  policyLibrary: () => listPolicies(),
  handbookCountries: () => listHandbookCountries(),
  customerHandbooks: async (_parent, args, { db, reseller, now }) => {
    const { userId, ...page } = parseResolverArgs(listArgs, args);
    const customer = await findCustomer(db, reseller.resellerId, userId, now);
    return customer && { customerId: customer.id, total: customer.handbookCount, ...page };
  },
  customerHandbook: (_parent, { handbookId }, { db, reseller }) =>
    findHandbook(db, { resellerId: reseller.resellerId }, handbookId),
};

export const handbookMutations: Pick<
  MutationResolvers,
  'generateCustomerHandbook' | 'deleteCustomerHandbook'
> = {
  generateCustomerHandbook: async (_parent, { userId, input }, context) => {
    const { db, reseller, now } = context;
    // A suspended customer is no obstacle: suspension stops the customer's own access, not the reseller's.
    const customer = await findCustomer(db, reseller.resellerId, userId, now);
    if (!customer) throw notFoundError('Customer not found.');
    return createHandbook(
      db,
      { customerId: customer.id, resellerId: reseller.resellerId },
      input,
      resellerOrigin(context),
      now,
    );
  },
  deleteCustomerHandbook: async (_parent, { handbookId }, context) => {
    const { db, reseller, now } = context;
    const owner = { resellerId: reseller.resellerId };
    if (!(await removeHandbook(db, owner, handbookId, resellerOrigin(context), now)))
      throw notFoundError('Handbook not found.');
    return handbookId;
  },
};

export const handbookResolvers: HandbookResolvers = {
  ...handbookFields,
  userId: (h) => h.customerId,
  customer: async (h, _args, context) => {
    const customer = await customerLoader(context).load(h.customerId);
    // The handbook was read a moment ago; only its customer's deletion in between gets here.
    if (!customer) throw notFoundError('Customer not found.');
    return customer;
  },
};
