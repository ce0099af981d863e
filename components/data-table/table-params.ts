/**
 * The URL's search params that every table shares, as nuqs parsers. Imported from `nuqs/server` (which has
 * no "use client" mark), so that a server page's loader and the browser's `useQueryStates` read the URL
 * with the same parsers and ask for the same variables.
 */
import { createLoader, createParser, type inferParserType } from 'nuqs/server';
import { storableText } from '@/lib/contract/free-text';
import { PAGE_LIMIT, SEARCH_MAX_LENGTH } from '@/lib/contract/limits';

/** What a table offers, from a short page to the longest the contract allows; its default is the contract's. */
export const PAGE_SIZES = [10, PAGE_LIMIT.default, 50, PAGE_LIMIT.max] as const;

/** A page number as people count pages (1, 2, …); anything else reads as the first page. */
const parseAsPageNumber = createParser<number>({
  parse: (value) => {
    const page = Number(value);
    return /^\d+$/.test(value) && Number.isSafeInteger(page) && page >= 1 ? page : null;
  },
  serialize: String,
});

const parseAsPageSize = createParser<number>({
  parse: (value) => PAGE_SIZES.find((size) => String(size) === value) ?? null,
  serialize: String,
});

/** Defaults stay out of the URL (nuqs' `clearOnDefault`): page 1 of 25 rows is the bare address. */
export const pageParsers = {
  page: parseAsPageNumber.withDefault(1),
  size: parseAsPageSize.withDefault(PAGE_LIMIT.default),
};

export type PageParams = inferParserType<typeof pageParsers>;

export const loadPageParams = createLoader(pageParsers);

export function pageWindow({ page, size }: PageParams): { offset: number; limit: number } {
  return { offset: (page - 1) * size, limit: size };
}

/**
 * Search text as the API takes it: without what no text can hold (a `%00` in the address), trimmed, and
 * short enough that a pasted essay is not a query.
 */
export const parseAsSearch = createParser<string>({
  parse: (value) => storableText(value).trim().slice(0, SEARCH_MAX_LENGTH),
  serialize: String,
}).withDefault('');
