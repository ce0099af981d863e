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

/** A part of the row a list loads only when asked for (ListedParts); missing when a field needs it is a fault. */
function loaded<T>(handbook: HandbookRow, part: T | undefined, name: string): T {
  if (part === undefined) throw new Error(`Handbook ${handbook.id} was loaded without its ${name}.`);
  return part;
}

const textOf = (handbook: HandbookRow) => loaded(handbook, handbook.sections, 'text');

export const handbookListFields = {
  handbooks: (list: HandbookListParent, _args: unknown, { db }: { db: Database }, info: GraphQLResolveInfo) =>
    listHandbooks(db, list.customerId, list, {
      text: selectsAnyOf(info, TEXT_FIELDS),
      policies: selectsAnyOf(info, ['policies']),
    }),
  total: (list: HandbookListParent) => list.total,
};

export const handbookFields = {
  handbookId: (h: HandbookRow) => h.id,
  policies: (h: HandbookRow) => loaded(h, h.policies, 'policy keys'),
  sections: (h: HandbookRow) => textOf(h),
  markdown: (h: HandbookRow) => renderMarkdown(h.title, textOf(h)),
  outdated: (h: HandbookRow) => h.libraryVersion !== POLICY_LIBRARY_VERSION,
  versions: (h: HandbookRow, _args: unknown, context: { db: Database }) => versionsLoader(context).load(h.id),
};
