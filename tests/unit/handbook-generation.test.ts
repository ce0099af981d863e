import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAIN_LINE_RULE } from '@/lib/contract/free-text';
import { COUNTRIES } from '@/lib/service/handbooks/countries';
import {
  generateHandbook,
  HandbookInputError,
  listPolicies,
  POLICY_KEYS,
  type GeneratedHandbook,
  type HandbookInput,
} from '@/lib/service/handbooks/generate';

const STANDARD_KEYS = [
  'code-of-conduct',
  'equal-opportunity',
  'anti-harassment',
  'working-hours',
  'paid-time-off',
  'leave',
  'remote-work',
  'expenses',
  'it-security',
  'health-and-safety',
  'discipline',
  'separation',
];

const base: HandbookInput = {
  companyName: 'Acme Widgets',
  country: 'GB',
  employeeCount: 120,
  effectiveDate: '2026-03-01',
};

function generate(overrides: Partial<HandbookInput> = {}): GeneratedHandbook {
  return generateHandbook({ ...base, ...overrides });
}

function body(handbook: GeneratedHandbook, key: string): string {
  const section = handbook.sections.find((s) => s.key === key);
  if (!section) throw new Error(`no section ${key}`);
  return section.body;
}

function inputError(overrides: Partial<HandbookInput> | Record<string, unknown>): HandbookInputError {
  try {
    generateHandbook({ ...base, ...overrides } as HandbookInput);
  } catch (error) {
    if (error instanceof HandbookInputError) return error;
    throw error;
  }
  throw new Error('expected a HandbookInputError');
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /\w/.test(word)).length;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('policy library', () => {
  it('lists the twelve policies in library order with titles', () => {
    const listed = listPolicies();
    expect(listed.map((p) => p.key)).toEqual(STANDARD_KEYS);
    expect([...POLICY_KEYS]).toEqual(STANDARD_KEYS);
    for (const policy of listed) expect(policy.title.length).toBeGreaterThan(3);
    expect(new Set(listed.map((p) => p.title)).size).toBe(12);
  });

  it('returns a fresh list each time, so callers cannot corrupt the library', () => {
    const first = listPolicies();
    first.pop();
    expect(listPolicies()).toHaveLength(12);
    expect(Object.isFrozen(POLICY_KEYS)).toBe(true);
  });
});

describe('generateHandbook: determinism', () => {
  it('gives byte-identical output for the same input, whatever the clock or random source says', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2020-01-01T00:00:00Z'));
    const first = generate({ region: null, policies: ['leave', 'code-of-conduct'] });
    vi.setSystemTime(new Date('2031-07-15T12:34:56Z'));
    vi.spyOn(Math, 'random').mockReturnValue(0.987654);
    const second = generate({ region: null, policies: ['leave', 'code-of-conduct'] });
    expect(second).toEqual(first);
    expect(second.markdown).toBe(first.markdown);
    expect(first.markdown).not.toContain('2020');
    expect(first.markdown).not.toContain('2031');
  });

  it('writes the effective date out by hand, day month year', () => {
    const handbook = generate({ effectiveDate: '2026-03-01' });
    expect(body(handbook, 'introduction')).toContain('1 March 2026');
    expect(body(generate({ effectiveDate: '2024-12-25' }), 'introduction')).toContain('25 December 2024');
    expect(handbook.effectiveDate).toBe('2026-03-01');
  });
});

describe('generateHandbook: customer text in sentences', () => {
  it('ends a sentence once after a company name that ends in its own full stop', () => {
    const welcome = (companyName: string) => body(generate({ companyName }), 'introduction');
    expect(welcome('Łódź Żółć Sp. z o.o.')).toContain('Welcome to Łódź Żółć Sp. z o.o. This handbook');
    expect(welcome('Acme Inc!')).toContain('Welcome to Acme Inc! This handbook');
    expect(welcome('株式会社テスト。')).toContain('Welcome to 株式会社テスト。 This handbook');
    expect(welcome('Acme Widgets')).toContain('Welcome to Acme Widgets. This handbook');
  });
});

describe('generateHandbook: policy selection', () => {
  it('uses the standard set of all twelve policies when policies are omitted or null', () => {
    const omitted = generate();
    expect(omitted.policies).toEqual(STANDARD_KEYS);
    expect(omitted.sections.map((s) => s.key)).toEqual([
      'introduction',
      ...STANDARD_KEYS,
      'about-this-handbook',
    ]);
    expect(generate({ policies: null })).toEqual(omitted);
  });

  it('includes only the chosen policies, in library order, without duplicates', () => {
    const handbook = generate({ policies: ['separation', 'code-of-conduct', 'leave', 'code-of-conduct'] });
    expect(handbook.policies).toEqual(['code-of-conduct', 'leave', 'separation']);
    expect(handbook.sections.map((s) => s.key)).toEqual([
      'introduction',
      'code-of-conduct',
      'leave',
      'separation',
      'about-this-handbook',
    ]);
    expect(handbook.markdown).not.toContain('## Equal Opportunity');
    expect(handbook.markdown.match(/^## Code of Conduct$/gm)).toHaveLength(1);
  });

  it('gives every policy 120 to 300 words for every country, region and company size', () => {
    for (const country of Object.values(COUNTRIES)) {
      for (const region of [null, ...Object.keys(country.regions ?? {})]) {
        for (const employeeCount of [1, 49, 50, 250, 251, 20_000]) {
          const handbook = generate({ country: country.code, region, employeeCount });
          for (const section of handbook.sections.filter((s) => STANDARD_KEYS.includes(s.key))) {
            const words = wordCount(section.body);
            const where = `${section.key} ${country.code}-${region ?? ''} ${employeeCount}`;
            expect(words, where).toBeGreaterThanOrEqual(120);
            expect(words, where).toBeLessThanOrEqual(300);
          }
        }
      }
    }
  });
});

describe('generateHandbook: country, region and size', () => {
  it('states each country’s own statutory leave minimum', () => {
    const de = body(generate({ country: 'DE' }), 'paid-time-off');
    const gb = body(generate({ country: 'GB' }), 'paid-time-off');
    expect(de).toContain('Bundesurlaubsgesetz');
    expect(de).toContain('20 working days');
    expect(gb).toContain('5.6 weeks');
    expect(gb).not.toContain('Bundesurlaubsgesetz');
    expect(de).not.toContain('5.6 weeks');
    expect(body(generate({ country: 'FR' }), 'working-hours')).toContain('35 hours');
    expect(body(generate({ country: 'US' }), 'separation')).toContain('at will');
  });

  it('adds state rules for California that Texas does not get', () => {
    const california = generate({ country: 'US', region: 'CA' });
    const texas = generate({ country: 'US', region: 'TX' });
    const federal = generate({ country: 'US' });
    expect(body(california, 'working-hours')).toContain('meal break');
    expect(body(california, 'working-hours')).toContain('California');
    expect(body(california, 'leave')).toContain('paid sick leave of at least 40 hours');
    expect(body(texas, 'working-hours')).toContain('Texas');
    expect(body(texas, 'working-hours')).not.toContain('California');
    expect(body(texas, 'leave')).toContain('no state-wide paid sick leave');
    expect(body(federal, 'working-hours')).not.toMatch(/California|Texas/);
    expect(body(california, 'introduction')).toContain('California, United States');
  });

  it('normalises country and region codes to upper case', () => {
    const handbook = generate({ country: 'ca', region: 'qc' });
    expect(handbook.country).toBe('CA');
    expect(handbook.region).toBe('QC');
    expect(body(handbook, 'introduction')).toContain('Charter of the French Language');
    expect(generate({ country: 'DE' }).region).toBeNull();
  });

  it('words the handbook differently for small, mid-size and large companies', () => {
    const small = body(generate({ employeeCount: 12 }), 'introduction');
    const mid = body(generate({ employeeCount: 120 }), 'introduction');
    const large = body(generate({ employeeCount: 1_250 }), 'introduction');
    expect(small).toContain('small company of 12 people');
    expect(mid).toContain('growing company of 120 people');
    expect(large).toContain('organisation of 1,250 people');
    expect(body(generate({ employeeCount: 1 }), 'introduction')).toContain('1 person');
  });

  it('applies headcount thresholds set by law', () => {
    expect(body(generate({ country: 'US', employeeCount: 49 }), 'leave')).toContain('below that size');
    expect(body(generate({ country: 'US', employeeCount: 50 }), 'leave')).toContain(
      'up to 12 weeks of unpaid',
    );
    expect(body(generate({ country: 'IN', employeeCount: 9 }), 'anti-harassment')).toContain(
      'Local Committee',
    );
    expect(body(generate({ country: 'IN', employeeCount: 10 }), 'anti-harassment')).toContain(
      'Internal Committee',
    );
    expect(body(generate({ country: 'US', region: 'NY', employeeCount: 99 }), 'leave')).toContain(
      'up to 40 hours',
    );
    expect(body(generate({ country: 'US', region: 'NY', employeeCount: 100 }), 'leave')).toContain(
      'up to 56 hours',
    );
  });
});

describe('generateHandbook: validation', () => {
  it('trims the company name and requires 1 to 200 characters on one line', () => {
    expect(generate({ companyName: '  Acme Widgets  ' }).companyName).toBe('Acme Widgets');
    expect(generate({ companyName: 'a'.repeat(200) }).companyName).toHaveLength(200);
    expect(inputError({ companyName: '   ' }).field).toBe('companyName');
    expect(inputError({ companyName: 'a'.repeat(201) }).field).toBe('companyName');
    expect(inputError({ companyName: 'Acme\n# Injected' }).field).toBe('companyName');
    expect(inputError({ companyName: 42 }).field).toBe('companyName');
  });

  it('refuses a company name or title that the one free-text rule refuses, bidirectional overrides too', () => {
    for (const text of ['Acme\u202eLtd', 'Acme\u2066Ltd', 'Acme\u2028Ltd', 'Acme\u0085Ltd']) {
      const error = inputError({ companyName: text });
      expect(error.field).toBe('companyName');
      expect(error.message).toBe(`Company name ${PLAIN_LINE_RULE}.`);
      expect(inputError({ title: text }).field).toBe('title');
    }
    expect(generate({ companyName: 'שלום בע״מ\u200f' }).companyName).toBe('שלום בע״מ\u200f');
  });

  it('accepts only supported ISO 3166-1 alpha-2 countries and lists them when refusing', () => {
    for (const code of ['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'IE', 'NL', 'ES', 'IT', 'SE', 'NZ', 'IN', 'SG']) {
      expect(generate({ country: code.toLowerCase() }).country).toBe(code);
    }
    const error = inputError({ country: 'XX' });
    expect(error).toBeInstanceOf(HandbookInputError);
    expect(error).toBeInstanceOf(Error);
    expect(error.field).toBe('country');
    expect(error.message).toContain('"XX"');
    expect(error.message).toContain('AU, CA, DE, ES, FR, GB, IE, IN, IT, NL, NZ, SE, SG, US');
    expect(inputError({ country: 'USA' }).field).toBe('country');
    expect(inputError({ country: '' }).field).toBe('country');
  });

  it('refuses an unknown region, and any region for a country without region rules', () => {
    const unknown = inputError({ country: 'US', region: 'ZZ' });
    expect(unknown.field).toBe('region');
    expect(unknown.message).toContain('CA, NY, TX, WA');
    const notApplicable = inputError({ country: 'DE', region: 'BY' });
    expect(notApplicable.field).toBe('region');
    expect(notApplicable.message).toContain('omit the region');
    expect(inputError({ country: 'CA', region: 'TX' }).field).toBe('region');
    expect(inputError({ country: 'US', region: ' ' }).field).toBe('region');
    expect(generate({ country: 'CA', region: 'bc' }).region).toBe('BC');
  });

  it('requires a whole employee count from 1 to 1,000,000', () => {
    expect(generate({ employeeCount: 1 }).employeeCount).toBe(1);
    expect(generate({ employeeCount: 1_000_000 }).employeeCount).toBe(1_000_000);
    for (const employeeCount of [0, -5, 1.5, 1_000_001, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(inputError({ employeeCount }).field, String(employeeCount)).toBe('employeeCount');
    }
  });

  it('requires a real calendar date written YYYY-MM-DD', () => {
    expect(generate({ effectiveDate: '2024-02-29' }).effectiveDate).toBe('2024-02-29');
    for (const effectiveDate of [
      '2025-02-29',
      '2026-02-30',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-3-1',
      '01/03/2026',
      '2026-03-01T00:00:00Z',
      '',
    ]) {
      expect(inputError({ effectiveDate }).field, effectiveDate).toBe('effectiveDate');
    }
  });

  it('defaults the title and trims a given one, which must be 1 to 200 characters', () => {
    expect(generate().title).toBe('Acme Widgets Employee Handbook');
    expect(generate({ title: null }).title).toBe('Acme Widgets Employee Handbook');
    expect(generate({ title: '  Staff Guide 2026 ' }).title).toBe('Staff Guide 2026');
    expect(inputError({ title: '' }).field).toBe('title');
    expect(inputError({ title: '   ' }).field).toBe('title');
    expect(inputError({ title: 't'.repeat(201) }).field).toBe('title');
  });

  it('refuses an empty policy list and names unknown policies with the known keys', () => {
    const empty = inputError({ policies: [] });
    expect(empty.field).toBe('policies');
    const unknown = inputError({ policies: ['leave', 'foo'] });
    expect(unknown.field).toBe('policies');
    expect(unknown.message).toBe(`Unknown policy "foo". Known policies: ${STANDARD_KEYS.join(', ')}.`);
  });
});

describe('generateHandbook: document structure', () => {
  it('builds the markdown from the title and sections, ending with a single newline', () => {
    const handbook = generate({ title: 'Staff Guide', policies: ['expenses', 'discipline'] });
    const expected =
      ['# Staff Guide', ...handbook.sections.map((s) => `## ${s.title}\n\n${s.body}`)].join('\n\n') + '\n';
    expect(handbook.markdown).toBe(expected);
    expect(handbook.markdown.startsWith('# Staff Guide\n\n## Welcome\n\n')).toBe(true);
    expect(handbook.markdown.endsWith('\n')).toBe(true);
    expect(handbook.markdown.endsWith('\n\n')).toBe(false);
    expect(handbook.markdown.match(/^# /gm)).toHaveLength(1);
    expect(handbook.markdown.match(/^## .*$/gm)).toEqual(handbook.sections.map((s) => `## ${s.title}`));
    for (const section of handbook.sections) {
      expect(section.body).toBe(section.body.trim());
      expect(section.body).not.toMatch(/^#/m);
    }
  });

  it('opens with an introduction naming the company, date and country, and closes with the disclaimer', () => {
    const handbook = generate({ country: 'NL' });
    const first = handbook.sections[0];
    const last = handbook.sections.at(-1);
    expect(first?.key).toBe('introduction');
    expect(first?.body).toContain('Acme Widgets');
    expect(first?.body).toContain('1 March 2026');
    expect(first?.body).toContain('the Netherlands');
    expect(last?.key).toBe('about-this-handbook');
    expect(last?.body).toContain('summarises the policies of Acme Widgets');
    expect(last?.body).toContain('it is not legal advice');
    expect(last?.body).toContain('Where the law gives employees more than this handbook does');
    expect(last?.body).toContain('the law applies');
  });

  it('escapes Markdown in the company name so it cannot add formatting or HTML to the text', () => {
    const handbook = generate({ companyName: '<b>*Acme*</b>_Co' });
    expect(handbook.companyName).toBe('<b>*Acme*</b>_Co');
    expect(body(handbook, 'introduction')).toContain('Welcome to \\<b\\>\\*Acme\\*\\</b\\>\\_Co.');
    expect(handbook.markdown).not.toContain('to <b>');
  });
});
