import { createLoader } from 'nuqs/server';
import { pageParsers, pageWindow, type PageParams } from '@/components/data-table/table-params';
import type { OutdatedHandbooksQueryVariables } from '@/lib/graphql-client/generated/graphql';

/** The outdated handbooks' page has only paging in its URL: the API orders them, oldest library first. */
export const outdatedParsers = pageParsers;
export const loadOutdatedParams = createLoader(outdatedParsers);

export const outdatedVariables = (params: PageParams): OutdatedHandbooksQueryVariables => pageWindow(params);
