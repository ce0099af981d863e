import 'server-only';
import { z } from 'zod';
import { badUserInput, notFound } from '../errors';
import {
  CustomerSort,
  CustomerStatus,
  SortDirection,
  type CustomerResolvers,
  type CustomerListResolvers,
  type MutationResolvers,
  type QueryResolvers,
} from '../generated/reseller-types';
import { paging, parseArgs, searchArg } from '../parse-args';
import {
  countSearchMatches,
  createCustomer,
  customerStatus,
  deleteCustomer,
  DuplicateEmailError,
  findCustomer,
  listCustomers,
  setCustomerSuspended,
  updateCustomer,
  type CustomerQuery,
  type CustomerRecord,
} from '../repositories/customers';

export type CustomerListParent = CustomerQuery;

const listArgs = z.object({
  search: searchArg,
  status: z
    .enum(CustomerStatus)
    .nullish()
    .transform((s) => s ?? null),
  sort: z.enum(CustomerSort).default(CustomerSort.CreatedAt),
  direction: z.enum(SortDirection).default(SortDirection.Desc),
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

// The rules of creation; an argument left out or null keeps its value.
const updateArgs = z.object({
  userId: z.string(),
  email: createArgs.shape.email.nullish(),
  name: createArgs.shape.name.nullish(),
});

function found(customer: CustomerRecord | null): CustomerRecord {
  if (!customer) throw notFound('Customer not found.');
  return customer;
}

const duplicateEmail = (error: unknown) =>
  error instanceof DuplicateEmailError ? badUserInput(error.message, 'email') : error;

export const customerQueries: Pick<QueryResolvers, 'handbookCustomers' | 'handbookCustomer'> = {
  handbookCustomers: (_parent, args, { reseller }) => ({
    resellerId: reseller.resellerId,
    ...parseArgs(listArgs, args),
  }),
  handbookCustomer: (_parent, { userId }, { db, reseller, now }) =>
    findCustomer(db, reseller.resellerId, userId, now),
};

export const customerMutations: Pick<
  MutationResolvers,
  | 'createHandbookCustomer'
  | 'updateHandbookCustomer'
  | 'suspendHandbookCustomer'
  | 'reactivateHandbookCustomer'
  | 'deleteHandbookCustomer'
> = {
  createHandbookCustomer: async (_parent, args, { db, reseller, now }) => {
    const input = parseArgs(createArgs, args);
    try {
      return await createCustomer(db, { resellerId: reseller.resellerId, ...input }, now);
    } catch (error) {
      throw duplicateEmail(error);
    }
  },
  updateHandbookCustomer: async (_parent, args, { db, reseller, now }) => {
    const { userId, email, name } = parseArgs(updateArgs, args);
    const changes = { ...(email == null ? {} : { email }), ...(name == null ? {} : { name }) };
    if (Object.keys(changes).length > 0) {
      try {
        await updateCustomer(db, reseller.resellerId, userId, changes);
      } catch (error) {
        throw duplicateEmail(error);
      }
    }
    return found(await findCustomer(db, reseller.resellerId, userId, now));
  },
  suspendHandbookCustomer: async (_parent, { userId }, { db, reseller, now }) => {
    await setCustomerSuspended(db, reseller.resellerId, userId, true, now);
    return found(await findCustomer(db, reseller.resellerId, userId, now));
  },
  reactivateHandbookCustomer: async (_parent, { userId }, { db, reseller, now }) => {
    await setCustomerSuspended(db, reseller.resellerId, userId, false, now);
    return found(await findCustomer(db, reseller.resellerId, userId, now));
  },
  deleteHandbookCustomer: async (_parent, { userId }, { db, reseller }) => {
    if (!(await deleteCustomer(db, reseller.resellerId, userId))) throw notFound('Customer not found.');
    return userId;
  },
};

export const customerListResolvers: CustomerListResolvers = {
  customers: (query, _args, { db, now }) => listCustomers(db, query, now),
  // Without a search, the totals are the reseller's stored counts, read with its API key.
  total: (query, _args, { db, reseller }) => {
    if (query.search !== null) return countSearchMatches(db, { ...query, search: query.search });
    if (query.status === CustomerStatus.Suspended) return reseller.suspendedCustomerCount;
    if (query.status === CustomerStatus.Active)
      return reseller.customerCount - reseller.suspendedCustomerCount;
    return reseller.customerCount;
  },
};

export const customerResolvers: CustomerResolvers = {
  userId: (c) => c.id,
  status: (c) => customerStatus(c),
};
