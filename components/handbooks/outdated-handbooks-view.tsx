'use client';

import { useState } from 'react';
import { usePermissions } from '@/components/auth/permissions';
import { PastLastPage } from '@/components/data-table/past-last-page';
import { PhoneSelectAll } from '@/components/data-table/phone-select-all';
import { ServerTable } from '@/components/data-table/server-table';
import type { FirstRows } from '@/components/data-table/table-source';
import { useServerTable } from '@/components/data-table/use-server-table';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { EmptyState } from '@/components/ui/states';
import type {
  OutdatedHandbooksQuery,
  OutdatedHandbooksQueryVariables,
} from '@/lib/graphql-client/generated/graphql';
import { outdatedColumns, outdatedColumnsWithoutSelection } from './outdated-columns';
import { outdatedParsers, outdatedVariables } from './outdated-params';
import { outdatedPage, outdatedRowId, outdatedSource } from './outdated-sources';
import { handbooksWord, RegenerateHandbooksBar } from './regenerate-handbooks-bar';

/**
 * The handbooks written from an older policy library, oldest library first, paged in the URL; rows picked
 * (one by one, or the whole page) are brought up to date in one step, and the result stays on screen.
 */
export function OutdatedHandbooksView({
  first,
}: {
  /** The rows the server page rendered for the URL's page. */
  first: FirstRows<OutdatedHandbooksQuery, OutdatedHandbooksQueryVariables>;
}) {
  const mayRegenerate = usePermissions().can('regenerateHandbooks');
  const state = useServerTable({
    parsers: outdatedParsers,
    source: outdatedSource,
    variables: outdatedVariables,
    first,
    page: outdatedPage,
    columns: mayRegenerate ? outdatedColumns : outdatedColumnsWithoutSelection,
    getRowId: outdatedRowId,
    ...(mayRegenerate ? { selectable: () => true } : {}),
  });
  const { params, setParams, table, query } = state;
  const [done, setDone] = useState<number | null>(null);
  const selected = table.getSelectedRowModel().rows.map((row) => row.original);
  const current = query.data?.policyLibraryVersion;

  return (
    <div className="flex flex-col gap-3">
      {done !== null ? (
        <Notice
          tone="success"
          action={
            <Button size="sm" variant="ghost" onClick={() => setDone(null)}>
              Dismiss
            </Button>
          }
        >
          {handbooksWord(done)} brought up to date{current ? ` (library ${current})` : ''}.
        </Notice>
      ) : null}
      {current ? (
        <p className="text-sm text-muted">
          The current policy library is <strong className="font-medium text-ink">{current}</strong>: each row
          says which library wrote the handbook.
        </p>
      ) : null}
      <ServerTable
        state={state}
        label="Outdated handbooks"
        noun="handbooks"
        errorTitle="Outdated handbooks could not be loaded"
        aboveRows={
          <>
            {mayRegenerate && (state.list?.rows.length ?? 0) > 0 ? (
              <PhoneSelectAll table={table} label="Select every handbook on this page" />
            ) : null}
            <RegenerateHandbooksBar
              selected={selected}
              onClear={() => table.resetRowSelection(true)}
              onDone={setDone}
            />
          </>
        }
        empty={
          params.page > 1 ? (
            <PastLastPage
              page={params.page}
              noun="outdated handbook"
              onFirstPage={() => setParams({ page: null })}
            />
          ) : (
            <EmptyState title="Every handbook is up to date">
              Handbooks written from an older policy library will show here.
            </EmptyState>
          )
        }
      />
    </div>
  );
}
