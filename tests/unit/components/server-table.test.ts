import { createColumnHelper, type ColumnSort } from '@tanstack/react-table';
import { NuqsTestingAdapter, type UrlUpdateEvent } from 'nuqs/adapters/testing';
import { parseAsStringLiteral } from 'nuqs/server';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ServerTableFeatures } from '@/components/data-table/features';
import { ServerTable } from '@/components/data-table/server-table';
import { SortableHeader } from '@/components/data-table/sortable-header';
import { pageParsers, pageWindow } from '@/components/data-table/table-params';
import type { TableRows, TableSource } from '@/components/data-table/table-source';
import { useServerTable } from '@/components/data-table/use-server-table';

interface Fruit {
  id: string;
  name: string;
}
type Variables = { offset: number; limit: number; order: string | null };
type Answer = { fruits: Fruit[]; total: number };

const parsers = { sort: parseAsStringLiteral(['name']), ...pageParsers };
const helper = createColumnHelper<ServerTableFeatures, Fruit>();
const columns = helper.columns([
  helper.accessor('name', {
    id: 'name',
    enableSorting: true,
    header: ({ column }) => h(SortableHeader<Fruit, string>, { column, title: 'Name' }),
  }),
]);

/** A source answering 12 fruits in all, as the API would: the page the variables ask for, and what it was asked. */
function fruitSource(state: Partial<TableRows<Answer, Variables>> = {}) {
  const asked: Variables[] = [];
  const source: TableSource<Answer, Variables> = {
    useRows: (variables) => {
      asked.push(variables);
      const fruits = Array.from({ length: 12 }, (_, i) => ({ id: `f${i}`, name: `Fruit ${i + 1}` }));
      return {
        data: { fruits: fruits.slice(variables.offset, variables.offset + variables.limit), total: 12 },
        error: undefined,
        failed: false,
        variables,
        stale: false,
        refetch: () => Promise.resolve(),
        ...state,
      };
    },
  };
  return { source, asked };
}

/** Renders a fruit table at `search`; returns its HTML, its table, and the URL updates it makes later. */
function renderFruits(search: string, source: TableSource<Answer, Variables>) {
  const updates: UrlUpdateEvent[] = [];
  let table: ReturnType<typeof useServerTable<typeof parsers, Answer, Variables, Fruit>>['table'] | undefined;
  function Fruits() {
    const state = useServerTable({
      parsers,
      source,
      variables: (params) => ({ ...pageWindow(params), order: params.sort }),
      page: (data) => ({ rows: data.fruits, total: data.total }),
      columns,
      getRowId: (row) => row.id,
      sorting: {
        state: (params) => (params.sort ? [{ id: params.sort, desc: false }] : []),
        change: (next?: ColumnSort) => ({ sort: next ? parsers.sort.parse(next.id) : null }),
      },
    });
    table = state.table;
    return h(ServerTable<Fruit>, {
      state,
      label: 'Fruits',
      noun: 'fruits',
      errorTitle: 'Fruits could not be loaded',
      empty: 'No fruit',
    });
  }
  const html = renderToStaticMarkup(
    h(NuqsTestingAdapter, {
      searchParams: search,
      onUrlUpdate: (event) => void updates.push(event),
      children: h(Fruits),
    }),
  );
  if (!table) throw new Error('The table did not render.');
  return { html, table, updates };
}

/** Waits until nuqs has written the URL updates it queued. */
const urlWritten = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('useServerTable and ServerTable', () => {
  it('asks its source for the page and order the URL names, and shows that page with its pager', () => {
    const { source, asked } = fruitSource();
    const { html } = renderFruits('?sort=name&page=2&size=10', source);
    expect(asked).toContainEqual({ offset: 10, limit: 10, order: 'name' });
    expect(html).toContain('Fruit 11');
    expect(html).not.toContain('Fruit 10<');
    expect(html).toContain('aria-sort="ascending"');
    expect(html).toContain('11–12 of 12 fruits');
    expect(html).toContain('Page 2 of 2');
  });

  it('writes a new order to the URL and goes back to the first page', async () => {
    const { table, updates } = renderFruits('?page=2&size=10', fruitSource().source);
    table.getColumn('name')?.toggleSorting(false);
    await urlWritten();
    expect(updates.at(-1)?.searchParams.toString()).toBe('size=10&sort=name');
  });

  it('writes the page and its size to the URL', async () => {
    const { table, updates } = renderFruits('?sort=name', fruitSource().source);
    table.setPageSize(50);
    await urlWritten();
    expect(updates.at(-1)?.queryString).toBe('?sort=name&size=50');
  });

  it('shows why the rows are missing and a retry instead of the table when they failed to load', () => {
    const { html } = renderFruits('', fruitSource({ failed: true, error: new Error('boom') }).source);
    expect(html).toContain('Fruits could not be loaded');
    expect(html).toContain('Try again');
    expect(html).not.toContain('Fruit 1');
    expect(html).not.toContain('fruits pages');
  });

  it('says the next page is on its way rather than the figures of the rows still shown', () => {
    const { html } = renderFruits('?page=2&size=10', fruitSource({ stale: true }).source);
    expect(html).toContain('Loading page 2…');
    expect(html).toContain('aria-busy="true"');
  });
});
