/**
 * Where a row's checkbox sits: its own narrow column on wide screens; on a phone, where each row is a card,
 * in the card's top right corner, out of the flow.
 */
export const SELECT_COLUMN_CLASS = 'w-10 max-sm:absolute max-sm:top-3 max-sm:right-3';

/** The cell that opens a card on a phone keeps clear of that corner, however long its text. */
export const BESIDE_SELECT_CLASS = 'max-sm:pr-12';
