import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';

const ignore = () => undefined;
const search = { id: 'fruit-search', label: 'Search fruits', value: 'app', onSearch: ignore };
const colour = {
  id: 'fruit-colour',
  label: 'Colour',
  allLabel: 'Every colour',
  options: [
    { value: 'red', label: 'Red' },
    { value: 'green', label: 'Green' },
  ],
  onChange: ignore,
};

const render = (props: Parameters<typeof DataTableToolbar>[0]) =>
  renderToStaticMarkup(h(DataTableToolbar, props));

describe('DataTableToolbar', () => {
  it('shows the search with what the URL searches for, each filter labelled, and the actions', () => {
    const html = render({
      search,
      filters: [{ ...colour, value: 'green' }],
      actions: h('button', null, 'Export CSV'),
    });
    expect(html).toContain('<label for="fruit-search" class="sr-only">Search fruits</label>');
    expect(html).toMatch(/<input[^>]*id="fruit-search"[^>]*value="app"/);
    // A visible label (on a phone, of one width for every filter, so that the selects line up).
    expect(html).toMatch(/<label for="fruit-colour" class="text-muted[^"]*">Colour<\/label>/);
    expect(html).toMatch(/<option value="green" selected="">Green<\/option>/);
    expect(html.indexOf('fruit-search')).toBeLessThan(html.indexOf('fruit-colour'));
    expect(html).toContain('Export CSV');
  });

  it('offers every row first, chosen when the URL filters nothing out', () => {
    const html = render({ search, filters: [{ ...colour, value: null }] });
    expect(html).toMatch(
      /<select[^>]*id="fruit-colour"[^>]*><option value="" selected="">Every colour<\/option><option value="red">Red/,
    );
  });

  it('places a filter of the view’s own after the filter selects', () => {
    const html = render({
      search,
      filters: [{ ...colour, value: null }],
      children: h('span', null, 'Expiring'),
    });
    expect(html.indexOf('fruit-colour')).toBeLessThan(html.indexOf('Expiring'));
  });
});
