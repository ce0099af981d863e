'use client';

import type { ChangeEvent } from 'react';
import { Checkbox } from '@/components/ui/checkbox';

/** What the box needs of a table with row selection (its page's rows). */
interface PageSelection {
  getIsAllPageRowsSelected: () => boolean;
  getIsSomePageRowsSelected: () => boolean;
  getToggleAllPageRowsSelectedHandler: () => (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * "Select all on this page" where the table's header, which holds that box on a wider screen, is hidden:
 * on a phone each row is a card, and picking 25 cards one by one was the only way.
 */
export function PhoneSelectAll({ table, label }: { table: PageSelection; label: string }) {
  return (
    <label className="flex items-center gap-2 text-sm sm:hidden">
      <Checkbox
        checked={table.getIsAllPageRowsSelected()}
        ref={(box) => {
          if (box) box.indeterminate = table.getIsSomePageRowsSelected() && !table.getIsAllPageRowsSelected();
        }}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
      {label}
    </label>
  );
}
