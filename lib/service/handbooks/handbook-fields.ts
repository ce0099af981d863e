import 'server-only';
import type { GraphQLResolveInfo } from 'graphql';
import type { Database } from '../db/open-store';
import { listHandbooks, type HandbookRow } from './handbook-store';
import { selectsAnyOf } from '../core/selected-fields';
import { renderMarkdown } from './generate';
import { POLICY_LIBRARY_VERSION } from './library-version';
import { versionsLoader } from './versions-loader';

/**
 * The fields of `Handbook` and `HandbookList` that both APIs resolve alike: the Customer API for the calling
 * customer, the Reseller API for one of the reseller's customers.
 */

/** One page of a customer's handbooks; `total` was read with the customer (its stored handbook count). */
export interface HandbookListParent {
  customerId: string;
  offset: number;
  limit: number;
  total: number;
}

/** The fields that need a handbook's text, which lists load only when one of them is selected. */
const TEXT_FIELDS = ['sections', 'markdown'] as const;

function textOf(handbook: HandbookRow) {
  if (!handbook.sections) throw new Error(`Handbook ${handbook.id} was loaded without its text.`);
  return handbook.sections;
}

export const handbookListFields = {
  handbooks: (list: HandbookListParent, _args: unknown, { db }: { db: Database }, info: GraphQLResolveInfo) =>
    listHandbooks(db, list.customerId, list, selectsAnyOf(info, TEXT_FIELDS)),
  total: (list: HandbookListParent) => list.total,
};

export const handbookFields = {
  handbookId: (h: HandbookRow) => h.id,
  sections: (h: HandbookRow) => textOf(h),
  markdown: (h: HandbookRow) => renderMarkdown(h.title, textOf(h)),
  outdated: (h: HandbookRow) => h.libraryVersion !== POLICY_LIBRARY_VERSION,
  versions: (h: HandbookRow, _args: unknown, context: { db: Database }) => versionsLoader(context).load(h.id),
};
