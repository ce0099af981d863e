import {
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type SortingState,
} from '@tanstack/react-table';

export interface ColumnMeta {
  /** Extra classes for the column's header and cells (alignment, width). */
  className?: string;
  /** The column's name on phone-width cards, where there is no header row. Omit for the card's title cell. */
  label?: string;
  /** False to leave the column out of phone-width cards (details that the row's page shows anyway). */
  onPhone?: boolean;
}

/**
 * The features of every table here: sorting and paging both happen on the server (manual modes), so the
 * table only holds their state, which lives in the URL. Row selection (the tokens table's bulk revoke) holds
 * the ids of the rows picked on the page in view.
 */
export const serverTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  columnMeta: {} as ColumnMeta,
});

export type ServerTableFeatures = typeof serverTableFeatures;

/** Resolves a TanStack updater (a value or a function of the previous value). */
export function resolveUpdater<T>(updater: T | ((previous: T) => T), previous: T): T {
  return typeof updater === 'function' ? (updater as (previous: T) => T)(previous) : updater;
}

export type { SortingState };
