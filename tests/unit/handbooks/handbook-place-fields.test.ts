import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HandbookPlaceFields } from '@/components/handbooks/handbook-place-fields';

// What handbookCountries answered; the form offers exactly this, in this order.
const COUNTRIES = [
  { code: 'CA', name: 'Canada', regionLabel: 'Province', regions: [{ code: 'QC', name: 'Quebec' }] },
  { code: 'XK', name: 'Kosovo', regionLabel: null, regions: [] },
];

const render = (country: string) =>
  renderToStaticMarkup(
    createElement(HandbookPlaceFields, {
      countries: COUNTRIES,
      country,
      onCountryChange: () => {},
      errors: {},
    }),
  );

describe('the generate dialog’s place menus', () => {
  it('offer the countries the API listed, and no others', () => {
    const html = render('');
    expect([...html.matchAll(/<option value="(\w*)"/g)].map(([, code]) => code)).toEqual(['', 'CA', 'XK']);
    expect(html).toContain('>Kosovo</option>');
    expect(html).not.toContain('handbook-region');
  });

  it('offer a chosen country’s regions under the name the API gives them', () => {
    const html = render('CA');
    expect(html).toContain('Province (optional)');
    expect(html).toContain('<option value="QC">Quebec</option>');
  });

  it('offer no region menu for a country without regions', () => {
    expect(render('XK')).not.toContain('handbook-region');
  });
});
