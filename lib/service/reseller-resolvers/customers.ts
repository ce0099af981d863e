import 'server-only';
import { z } from 'zod';
import { badUserInput } from '../errors';
import type {
  CustomerResolvers,
  CustomerListResolvers,
  MutationResolvers,
  QueryResolvers,
} from '../generated/reseller-types';
import { parseArgs, paging } from '../parse-args';
import {
  countSearchMatches,
  createCustomer,
  DuplicateEmailError,
  findCustomer,
  listCustomers,
  type CustomerQuery,
} from '../repositories/customers';

export type CustomerListParent = CustomerQuery;

const listArgs = z.object({
  search: z
    .string()
    .trim()
    .max(200, 'search must be at most 200 characters.')
    .nullish()
    .transform((s) => s || null),
  sort: z
    .enum(['NAME', 'EMAIL', 'CREATED_AT', 'HANDBOOK_COUNT', 'ACTIVE_TOKEN_COUNT', 'ACCESS_EXPIRES_AT'])
    .default('CREATED_AT'),
  direction: z.enum(['ASC', 'DESC']).default('DESC'),
  ...paging,
});

const createArgs = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, 'email must be at most 254 characters.')
    .pipe(z.email('email must be a valid email address.')),
  name: z.string().trim().min(1, 'name must not be empty.').max(200, 'name must be at most 200 characters.'),
});

export const customerQueries: Pick<QueryResolvers, 'handbookCustomers' | 'handbookCustomer'> = {
  handbookCustomers: (_parent, args, { reseller }) => ({
    resellerId: reseller.resellerId,
    ...parseArgs(listArgs, args),
  }),
  handbookCustomer: (_parent, { userId }, { db, reseller, now }) =>
    findCustomer(db, reseller.resellerId, userId, now),
};

export const customerMutations: Pick<MutationResolvers, 'createHandbookCustomer'> = {
  createHandbookCustomer: async (_parent, args, { db, reseller, now }) => {
    const input = parseArgs(createArgs, args);
    try {
      return await createCustomer(db, { resellerId: reseller.resellerId, ...input }, now);
    } catch (error) {
      if (error instanceof DuplicateEmailError) throw badUserInput(error.message, 'email');
      throw error;
    }
  },
};

export const customerListResolvers: CustomerListResolvers = {
  customers: (query, _args, { db, now }) => listCustomers(db, query, now),
  total: (query, _args, { db, reseller }) =>
    query.search === null ? reseller.customerCount : countSearchMatches(db, query.resellerId, query.search),
};

export const customerResolvers: CustomerResolvers = {
  userId: (c) => c.id,
};
