import { lazyQuery } from '@/components/data-table/use-lazy-table-query';
import { OUTDATED_HANDBOOKS_QUERY } from '@/lib/graphql-client/documents/handbooks';
import type {
  OutdatedHandbookFieldsFragment,
  OutdatedHandbooksQuery,
} from '@/lib/graphql-client/generated/graphql';

/** From the rows the server page rendered, Apollo loaded on first need: the page's first load ships none. */
export const outdatedSource = lazyQuery(OUTDATED_HANDBOOKS_QUERY);

/** A page of outdated handbooks as the table kit takes it; the server orders them, oldest library first. */
export const outdatedPage = (data: OutdatedHandbooksQuery) => ({
  rows: data.outdatedHandbooks.handbooks,
  total: data.outdatedHandbooks.total,
});

export const outdatedRowId = (handbook: OutdatedHandbookFieldsFragment) => handbook.handbookId;
