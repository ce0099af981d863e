import { createLoader } from 'nuqs/server';
import { streamedQuery } from '@/components/data-table/use-table-query';
import { pageParsers, pageWindow, type PageParams } from '@/components/data-table/table-params';
import { OUTDATED_HANDBOOKS_QUERY } from '@/lib/graphql/documents/handbooks';
import type {
  OutdatedHandbookFieldsFragment,
  OutdatedHandbooksQuery,
  OutdatedHandbooksQueryVariables,
} from '@/lib/graphql/generated/graphql';

/** The outdated handbooks' page has only paging in its URL: the API orders them, oldest library first. */
export const outdatedParsers = pageParsers;
export const loadOutdatedParams = createLoader(outdatedParsers);

export const outdatedVariables = (params: PageParams): OutdatedHandbooksQueryVariables => pageWindow(params);

export const outdatedSource = streamedQuery(OUTDATED_HANDBOOKS_QUERY);

export const outdatedPage = (data: OutdatedHandbooksQuery) => ({
  rows: data.outdatedHandbooks.handbooks,
  total: data.outdatedHandbooks.total,
});

export const outdatedRowId = (handbook: OutdatedHandbookFieldsFragment) => handbook.handbookId;
