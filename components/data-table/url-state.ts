/**
 * Table state in the URL's search params: parsed the same way by the server page (to preload the first
 * rows) and by the browser (to query the rest), so both ask for the same variables.
 */

export type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined>;

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

export function readParam(params: SearchParamsInput, key: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined;
  const value = params[key];
  return Array.isArray(value) ? value[0] : value;
}

export function readChoice<T extends string>(
  params: SearchParamsInput,
  key: string,
  choices: readonly T[],
): T | undefined {
  const value = readParam(params, key);
  return choices.find((choice) => choice === value);
}

export interface PageParams {
  /** 1-based, as people count pages. */
  page: number;
  size: number;
}

export function readPage(params: SearchParamsInput): PageParams {
  const page = Number.parseInt(readParam(params, 'page') ?? '', 10);
  const size = Number.parseInt(readParam(params, 'size') ?? '', 10);
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    size: PAGE_SIZES.find((s) => s === size) ?? DEFAULT_PAGE_SIZE,
  };
}

export function pageWindow({ page, size }: PageParams): { offset: number; limit: number } {
  return { offset: (page - 1) * size, limit: size };
}

export type ParamPatch = Record<string, string | number | null | undefined>;

/** The query string after `patch` (null, undefined or '' removes a key), with defaults left out of the URL. */
export function patchSearch(current: URLSearchParams, patch: ParamPatch): string {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (next.get('page') === '1') next.delete('page');
  if (next.get('size') === String(DEFAULT_PAGE_SIZE)) next.delete('size');
  next.sort();
  return next.toString();
}
