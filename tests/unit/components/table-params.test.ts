import { createSerializer } from 'nuqs/server';
import { describe, expect, it } from 'vitest';
import {
  customersParsers,
  customersSorting,
  customersVariables,
  loadCustomersParams,
} from '@/components/customers/customers-params';
import { loadPageParams } from '@/components/data-table/table-params';

describe('table params in the URL', () => {
  it('reads the customers table state, the same for a server page and the browser', () => {
    expect(loadCustomersParams('?q=%20Zoe%20&sort=name&page=3&size=50')).toMatchObject({
      q: 'Zoe',
      sort: 'name',
      dir: null,
      page: 3,
      size: 50,
    });
    // A server page gets a record, where a repeated key is a list: the first value counts.
    expect(loadCustomersParams({ q: ['design', 'other'], dir: 'desc', sort: 'email' })).toMatchObject({
      q: 'design',
      sort: 'email',
      dir: 'desc',
    });
  });

  it('reads what it does not know as the default', () => {
    expect(loadCustomersParams('?sort=bogus&dir=up&page=0&size=7')).toMatchObject({
      q: '',
      sort: null,
      dir: null,
      page: 1,
      size: 25,
    });
    for (const page of ['-2', '2abc', '1.5', '']) expect(loadPageParams({ page }).page).toBe(1);
    expect(loadCustomersParams({ q: 'x'.repeat(500) }).q).toHaveLength(200);
  });

  it('searches without what no text can hold, so a %00 in the address is not an error page', () => {
    expect(loadCustomersParams('?q=%00').q).toBe('');
    expect(loadCustomersParams('?q=Zo%00e%20').q).toBe('Zoe');
  });

  it('reads the access filter the overview’s figures link to', () => {
    const variables = (search: string) => customersVariables(loadCustomersParams(search));
    expect(variables('?access=none')).toMatchObject({ access: 'NONE' });
    expect(variables('?access=ending-soon')).toMatchObject({ access: 'ENDING_SOON' });
    expect(variables('?access=active&status=suspended')).toMatchObject({
      access: 'ACTIVE',
      status: 'SUSPENDED',
    });
    expect(variables('?access=sometimes')).not.toHaveProperty('access');
  });

  it('orders by the column’s own first direction unless the URL names one', () => {
    const variables = (search: string) => customersVariables(loadCustomersParams(search));
    expect(variables('?sort=name')).toMatchObject({ sort: 'NAME', direction: 'ASC' });
    expect(variables('?sort=handbooks')).toMatchObject({ sort: 'HANDBOOK_COUNT', direction: 'DESC' });
    expect(variables('?sort=name&dir=desc')).toMatchObject({ sort: 'NAME', direction: 'DESC' });
    // No sort: the API's default, newest first, whatever `dir` says.
    expect(variables('?dir=asc&page=2&size=10&q=Zoe')).toEqual({
      search: 'Zoe',
      offset: 10,
      limit: 10,
      sort: 'CREATED_AT',
      direction: 'DESC',
    });
  });

  it('leaves defaults out of the URL', () => {
    const serialize = createSerializer(customersParsers);
    expect(serialize({ q: '', sort: 'name', dir: null, page: 1, size: 25 })).toBe('?sort=name');
    expect(serialize({ q: 'Zoe', page: 2, size: 50 })).toBe('?q=Zoe&page=2&size=50');
  });

  it('shows the URL’s order as the table’s sort, and writes a header’s new sort back as the URL says it', () => {
    const params = (search: string) => loadCustomersParams(search);
    expect(customersSorting.state(params('?sort=name'))).toEqual([{ id: 'name', desc: false }]);
    expect(customersSorting.state(params('?sort=tokens'))).toEqual([{ id: 'tokens', desc: true }]);
    expect(customersSorting.state(params(''))).toEqual([]);
    expect(customersSorting.change({ id: 'email', desc: true })).toEqual({ sort: 'email', dir: 'desc' });
    expect(customersSorting.change(undefined)).toEqual({ sort: null, dir: null });
  });
});
