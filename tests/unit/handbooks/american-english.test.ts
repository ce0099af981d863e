import { describe, expect, it } from 'vitest';
import { findCountry, regionCodes } from '@/lib/service/handbooks/countries';
import { generateHandbook, listPolicies } from '@/lib/service/handbooks/generate';
import { BRITISH_SPELLINGS, inAmericanSpelling } from '@/lib/service/handbooks/policies/american-english';

const POLICIES = listPolicies().map((p) => p.key);
const handbook = (
  country: string,
  region: string | null,
  employeeCount: number,
  companyName = 'Example Co',
) =>
  generateHandbook({
    companyName,
    country,
    region,
    employeeCount,
    effectiveDate: '2026-01-31',
    policies: POLICIES,
  }).markdown;

/** Every US handbook the library can write, in each state and on each side of its headcount rules. */
const usHandbooks = () =>
  [null, ...regionCodes(findCountry('US')!)].flatMap((region) =>
    [1, 9, 10, 49, 50, 51, 250, 251, 5000].map((count) => handbook('US', region, count)),
  );

// Endings British English spells differently, and the words with them that American English spells alike.
const BRITISH_ENDING = /(ours?|isations?|ise[ds]?|ising|[^l]lled|[^l]lling|tre|ogue|mme|ence)$/;
const ALSO_AMERICAN = new Set(
  'our ours your yours hour hours four raise raised raises raising otherwise advise advised revise revised supervise supervised exercise premises enterprise comprise comprises surprise expertise promise promised absence confidence evidence experience independence influence sentence violence reference occurrence conference difference presence preference residence existence competence intelligence silence science audience patience consequence'.split(
    ' ',
  ),
);

describe('US handbooks are written in American English', () => {
  it('no US handbook holds a British spelling of the library', () => {
    const british = new Set<string>();
    for (const markdown of usHandbooks())
      for (const word of markdown.toLowerCase().match(/[a-z]+/g) ?? [])
        if ((BRITISH_ENDING.test(word) && !ALSO_AMERICAN.has(word)) || BRITISH_SPELLINGS.includes(word))
          british.add(word);
    // A word listed here is British: give it its US form in american-english.ts.
    expect([...british].sort()).toEqual([]);
  });

  it('the same library keeps British spelling and dates elsewhere', () => {
    const uk = handbook('GB', null, 300);
    expect(uk).toMatch(/\borganisation\b/);
    expect(uk).toContain('takes effect on 31 January 2026.');
    const us = handbook('US', null, 300);
    expect(us).toMatch(/\borganization\b/);
    expect(us).toContain('takes effect on January 31, 2026.');
  });

  it('a company name inside a library word does not keep that word British', () => {
    expect(handbook('US', null, 300, 'Beh')).not.toMatch(/\b(behaviour|organisation)\b/i);
  });

  it("the company's own name is never respelled", () => {
    const us = handbook('US', 'CA', 300, 'Colour Organisation Ltd');
    expect(us).toContain('Welcome to Colour Organisation Ltd.');
    expect(us).toMatch(/\borganization\b/);
    expect(us).not.toMatch(/\b(behaviour|organisation)\b/);
  });

  it('respells whole words only, keeping a capital', () => {
    expect(inAmericanSpelling('Behaviour and behaviours; colourful colour.')).toBe(
      'Behavior and behaviors; colourful color.',
    );
  });
});
