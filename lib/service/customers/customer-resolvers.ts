import 'server-only';
import { z } from 'zod';
import type { ActivityAction } from '../../contract/activity-actions';
import { CUSTOMER_EMAIL_MAX_LENGTH, CUSTOMER_NAME_LENGTH } from '../../contract/limits';
import { resellerOrigin } from '../activity/origin';
import { recordChange } from '../activity/record-change';
import type { ResellerContext } from '../core/context';
import type { Database } from '../db/open-store';
import type { ActivityDetails } from '../db/schema';
import { badUserInput, notFoundError } from '../core/errors';
import {
  ActivitySubjectType,
  CustomerAccess,
  CustomerSort,
  CustomerStatus,
  SortDirection,
  type CustomerResolvers,
  type CustomerListResolvers,
  type MutationResolvers,
  type QueryResolvers,
} from '../generated/reseller-types';
import { paging, parseResolverArgs, searchArg } from '../core/resolver-args';
import {
  countMatchingCustomers,
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
} from '../customers/customer-store';

export type CustomerListParent = CustomerQuery;

const listArgs = z.object({
  search: searchArg,
  status: z
    .enum(CustomerStatus)
    .nullish()
    .transform((s) => s ?? null),
  access: z
    .enum(CustomerAccess)
    .nullish()
    .transform((a) => a ?? null),
  sort: z.enum(CustomerSort).default(CustomerSort.CreatedAt),
  direction: z.enum(SortDirection).default(SortDirection.Desc),
  ...paging,
});

const createArgs = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(CUSTOMER_EMAIL_MAX_LENGTH, `email must be at most ${CUSTOMER_EMAIL_MAX_LENGTH} characters.`)
    .pipe(z.email('email must be a valid email address.')),
  name: z
    .string()
    .trim()
    .min(CUSTOMER_NAME_LENGTH.min, 'name must not be empty.')
    .max(CUSTOMER_NAME_LENGTH.max, `name must be at most ${CUSTOMER_NAME_LENGTH.max} characters.`),
});

// The rules of creation; an argument left out or null keeps its value.
const updateArgs = z.object({
  userId: z.string(),
  email: createArgs.shape.email.nullish(),
  name: createArgs.shape.name.nullish(),
});

function found(customer: CustomerRecord | null): CustomerRecord {
  if (!customer) throw notFoundError('Customer not found.');
  return customer;
}

const duplicateEmail = (error: unknown) =>
  error instanceof DuplicateEmailError ? badUserInput(error.message, 'email') : error;

/** A change to one customer, recorded in the transaction `tx` that made it. */
const recordCustomerChange = (
  tx: Database,
  context: ResellerContext,
  action: ActivityAction,
  userId: string,
  details?: ActivityDetails,
) =>
  recordChange(tx, {
    resellerId: context.reseller.resellerId,
    action,
    subjectType: ActivitySubjectType.Customer,
    subjectId: userId,
    customerId: userId,
    details,
    origin: resellerOrigin(context),
    occurredAt: context.now,
  });

/** Suspends or reactivates a customer; a call that changes nothing (idempotent) records nothing. */
async function setSuspended(context: ResellerContext, userId: string, suspended: boolean) {
  const { db, reseller, now } = context;
  await db.transaction(async (tx) => {
    if (await setCustomerSuspended(tx, reseller.resellerId, userId, suspended, now))
      await recordCustomerChange(
        tx,
        context,
        suspended ? 'customer.suspended' : 'customer.reactivated',
        userId,
      );
  });
  return found(await findCustomer(db, reseller.resellerId, userId, now));
}

export const customerQueries: Pick<QueryResolvers, 'handbookCustomers' | 'handbookCustomer'> = {
  handbookCustomers: (_parent, args, { reseller }) => ({
    resellerId: reseller.resellerId,
    ...parseResolverArgs(listArgs, args),
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
  createHandbookCustomer: async (_parent, args, context) => {
    const { db, reseller, now } = context;
    const input = parseResolverArgs(createArgs, args);
    try {
      return await db.transaction(async (tx) => {
        const customer = await createCustomer(tx, { resellerId: reseller.resellerId, ...input }, now);
        await recordCustomerChange(tx, context, 'customer.created', customer.id);
        return customer;
      });
    } catch (error) {
      throw duplicateEmail(error);
    }
  },
  updateHandbookCustomer: async (_parent, args, context) => {
    const { db, reseller, now } = context;
    const { userId, email, name } = parseResolverArgs(updateArgs, args);
    const given = { ...(email == null ? {} : { email }), ...(name == null ? {} : { name }) };
    try {
      await db.transaction(async (tx) => {
        const before = await findCustomer(tx, reseller.resellerId, userId, now);
        if (!before) return;
        // The trail names the fields that changed, never their values (a person's email or name).
        const changes = Object.fromEntries(
          Object.entries(given).filter(([field, value]) => before[field as keyof typeof given] !== value),
        );
        const fields = Object.keys(changes);
        if (fields.length === 0) return;
        await updateCustomer(tx, reseller.resellerId, userId, changes);
        await recordCustomerChange(tx, context, 'customer.updated', userId, { fields });
      });
    } catch (error) {
      throw duplicateEmail(error);
    }
    return found(await findCustomer(db, reseller.resellerId, userId, now));
  },
  suspendHandbookCustomer: (_parent, { userId }, context) => setSuspended(context, userId, true),
  reactivateHandbookCustomer: (_parent, { userId }, context) => setSuspended(context, userId, false),
  deleteHandbookCustomer: async (_parent, { userId }, context) => {
    const { db, reseller } = context;
    const deleted = await db.transaction(async (tx) => {
      if (!(await deleteCustomer(tx, reseller.resellerId, userId))) return false;
      await recordCustomerChange(tx, context, 'customer.deleted', userId);
      return true;
    });
    if (!deleted) throw notFoundError('Customer not found.');
    return userId;
  },
};

export const customerListResolvers: CustomerListResolvers = {
  customers: (query, _args, { db, now }) => listCustomers(db, query, now),
  // Without a search or an access filter, the totals are the reseller's stored counts, read with its API key.
  total: (query, _args, { db, reseller, now }) => {
    if (query.search !== null || query.access !== null) return countMatchingCustomers(db, query, now);
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
