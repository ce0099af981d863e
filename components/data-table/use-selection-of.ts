import type { RowSelectionState } from '@tanstack/react-table';
import { useState } from 'react';

/**
 * The rows picked among those `shown` (their query's variables): the pick belongs to the rows on screen and
 * starts empty whenever they change. Reset during render, as React advises for state derived from props.
 */
export function useSelectionOf(shown: unknown) {
  const [selection, setSelection] = useState<RowSelectionState>({});
  const shownRows = JSON.stringify(shown);
  const [selectionRows, setSelectionRows] = useState(shownRows);
  if (shownRows !== selectionRows) {
    setSelectionRows(shownRows);
    setSelection({});
  }
  return [selection, setSelection] as const;
}
