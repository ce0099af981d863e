import { createSerializer } from 'nuqs/server';
import { describe, expect, it } from 'vitest';
import {
  loadTokensParams,
  tokenCountsVariables,
  tokensParsers,
  tokensVariables,
} from '@/components/tokens/tokens-params';

describe('the tokens page’s URL', () => {
  it('opens on the active tokens, soonest expiry first, with nothing in the URL', () => {
    const params = loadTokensParams('');
    expect(params).toEqual({ q: '', status: 'active', within: null, renewed: null, page: 1, size: 25 });
    expect(tokensVariables(params)).toEqual({ status: 'ACTIVE', offset: 0, limit: 25 });
    expect(createSerializer(tokensParsers)(params)).toBe('');
  });

  it('keeps every token behind `status=all`', () => {
    const params = loadTokensParams('?status=all');
    expect(tokensVariables(params)).toEqual({ offset: 0, limit: 25 });
    expect(createSerializer(tokensParsers)(params)).toBe('?status=all');
  });

  it('reads a search, a tab, any number of days from 1 to 365 and the page', () => {
    const params = loadTokensParams('?q=%20acme%20&status=active&within=3&page=2');
    expect(params).toEqual({ q: 'acme', status: 'active', within: 3, renewed: null, page: 2, size: 25 });
    expect(tokensVariables(params)).toEqual({
      search: 'acme',
      status: 'ACTIVE',
      expiringWithinDays: 3,
      offset: 25,
      limit: 25,
    });
    // The tabs count what the search and the expiry filter keep, whichever tab is open.
    expect(tokenCountsVariables(params)).toEqual({ search: 'acme', expiringWithinDays: 3 });
  });

  it.each(['0', '366', '2.5', '-1', 'soon', ''])('reads within=%s as no expiry filter', (within) => {
    expect(loadTokensParams(`?within=${within}`).within).toBeNull();
  });

  it.each([
    ['1', 1],
    ['365', 365],
  ])('takes within=%s, the bounds of the API', (within, days) => {
    expect(loadTokensParams(`?within=${within}`).within).toBe(days);
  });

  it('leaves out the renewed tokens with `renewed=hidden`, in the rows and the tabs’ counts alike', () => {
    // The overview's "Active tokens" and "Expiring within 7 days" open these lists: their totals are the figures.
    const params = loadTokensParams('?within=7&renewed=hidden');
    expect(tokensVariables(params)).toMatchObject({ expiringWithinDays: 7, includeRenewed: false });
    expect(tokenCountsVariables(params)).toEqual({ expiringWithinDays: 7, includeRenewed: false });
    expect(loadTokensParams('?renewed=shown').renewed).toBeNull();
  });

  it('reads an unknown tab as the default one', () => {
    expect(loadTokensParams('?status=lost').status).toBe('active');
  });
});
