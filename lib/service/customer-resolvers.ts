import 'server-only';
import { z } from 'zod';
import { badUserInput, notFound } from './errors';
import type { Resolvers } from './generated/customer-types';
import { generateHandbook, HandbookInputError, listPolicies, renderMarkdown } from './handbooks/generate';
import { parseArgs, paging } from './parse-args';
import { findCustomer } from './repositories/customers';
import {
  deleteHandbook,
  findHandbook,
  insertHandbook,
  listHandbooks,
  type HandbookRow,
} from './repositories/handbooks';
import { dateTimeScalar } from './scalars';
import { selectsAnyOf } from './selected-fields';

export interface HandbookListParent {
  customerId: string;
  offset: number;
  limit: number;
}

const listArgs = z.object(paging);

/** The fields that need a handbook's text, which lists load only when one of them is selected. */
const TEXT_FIELDS = ['sections', 'markdown'] as const;

function textOf(handbook: HandbookRow) {
  if (!handbook.sections) throw new Error(`Handbook ${handbook.id} was loaded without its text.`);
  return handbook.sections;
}

export const customerResolvers: Resolvers = {
  DateTime: dateTimeScalar,
  Query: {
    me: async (_parent, _args, { db, customer, now }) => {
      const record = await findCustomer(db, customer.resellerId, customer.userId, now);
      // The token was accepted a moment ago, so its customer exists unless deleted in between.
      if (!record) throw notFound('Customer not found.');
      return record;
    },
    listHandbooks: (_parent, args, { customer }) => ({
      customerId: customer.userId,
      ...parseArgs(listArgs, args),
    }),
    handbook: (_parent, { handbookId }, { db, customer }) => findHandbook(db, customer.userId, handbookId),
    policyLibrary: () => listPolicies(),
  },
  Mutation: {
    generateHandbook: async (_parent, { input }, { db, customer, now }) => {
      try {
        const generated = generateHandbook({
          ...input,
          effectiveDate: input.effectiveDate ?? now.toISOString().slice(0, 10),
        });
        return await insertHandbook(db, customer.userId, generated, now);
      } catch (error) {
        if (error instanceof HandbookInputError) throw badUserInput(error.message, `input.${error.field}`);
        throw error;
      }
    },
    deleteHandbook: async (_parent, { handbookId }, { db, customer }) => {
      if (!(await deleteHandbook(db, customer.userId, handbookId))) throw notFound('Handbook not found.');
      return handbookId;
    },
  },
  HandbookList: {
    handbooks: ({ customerId, offset, limit }, _args, { db }, info) =>
      listHandbooks(db, customerId, { offset, limit }, selectsAnyOf(info, TEXT_FIELDS)),
    total: (_list, _args, { customer }) => customer.handbookCount,
  },
  Handbook: {
    handbookId: (h) => h.id,
    sections: (h) => textOf(h),
    markdown: (h) => renderMarkdown(h.title, textOf(h)),
  },
  Customer: {
    userId: (c) => c.id,
  },
};
