'use client';

import type { ComponentProps, ReactNode } from 'react';
import { FilterSelect, type FilterSelectProps } from './filter-select';
import { SearchInput } from './search-input';

/**
 * Above a table: its search, its filter selects and any filter of its own (`children`), then its actions
 * (export, create) at the end of the row. On a phone everything stacks.
 */
export function DataTableToolbar({
  search,
  filters = [],
  actions,
  children,
}: {
  search: ComponentProps<typeof SearchInput>;
  filters?: readonly FilterSelectProps[];
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex flex-col gap-3 sm:min-w-0 sm:flex-1 sm:flex-row sm:flex-wrap sm:items-start">
        <SearchInput {...search} />
        {filters.map((filter) => (
          <FilterSelect key={filter.id} {...filter} />
        ))}
        {children}
      </div>
      {actions ? <div className="flex gap-2">{actions}</div> : null}
    </div>
  );
}
