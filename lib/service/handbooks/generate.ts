import 'server-only';
import { isPlainTextLine, PLAIN_LINE_RULE } from '../../contract/free-text';
import { EMPLOYEE_COUNT, HANDBOOK_TEXT_LENGTH } from '../../contract/limits';
import {
  findCountry,
  findRegion,
  regionCodes,
  resolveNote,
  SUPPORTED_COUNTRY_CODES,
  type CountryInfo,
  type RegionInfo,
} from './countries';
import { endSentence, escapeMarkdown, formatPeople, paragraphs, parseIsoDate } from './policies/format';
import { POLICY_LIBRARY } from './policy-library';
import { formatLongDate, handbookEnglish, type YearMonthDay } from '../../contract/handbook-english';
import { inAmericanSpelling } from './policies/american-english';
import { bySize, placeName, sizeTier, type PolicyContext } from './policies/policy-context';

export interface HandbookInput {
  companyName: string;
  country: string;
  region?: string | null;
  employeeCount: number;
  /** `YYYY-MM-DD` */
  effectiveDate: string;
  title?: string | null;
  policies?: readonly string[] | null;
}

export interface HandbookSection {
  key: string;
  title: string;
  body: string;
}

export interface GeneratedHandbook {
  title: string;
  companyName: string;
  country: string;
  region: string | null;
  employeeCount: number;
  effectiveDate: string;
  policies: string[];
  sections: HandbookSection[];
  markdown: string;
}

/** A problem with one input field; `message` is written for the person who filled the field in. */
export class HandbookInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'HandbookInputError';
  }
}

export const POLICY_KEYS: readonly string[] = Object.freeze(POLICY_LIBRARY.map((policy) => policy.key));

export function listPolicies(): { key: string; title: string }[] {
  return POLICY_LIBRARY.map(({ key, title }) => ({ key, title }));
}

function requireText(field: string, label: string, value: unknown): string {
  if (typeof value !== 'string') throw new HandbookInputError(field, `${label} must be text.`);
  const trimmed = value.trim();
  // Counted in code points so that a name in, say, Japanese or with emoji gets every character it is allowed.
  const length = [...trimmed].length;
  if (length < HANDBOOK_TEXT_LENGTH.min) throw new HandbookInputError(field, `${label} must not be empty.`);
  if (length > HANDBOOK_TEXT_LENGTH.max) {
    throw new HandbookInputError(
      field,
      `${label} must be at most ${HANDBOOK_TEXT_LENGTH.max} characters (got ${length}).`,
    );
  }
  // A line break in a name or title would let it start new Markdown blocks (a heading, a list) of its own.
  if (!isPlainTextLine(trimmed)) throw new HandbookInputError(field, `${label} ${PLAIN_LINE_RULE}.`);
  return trimmed;
}

function validateCountry(value: unknown): CountryInfo {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  const country = findCountry(code);
  if (!country) {
    const shown = typeof value === 'string' ? `"${value.trim()}"` : 'missing';
    throw new HandbookInputError(
      'country',
      `Unsupported country ${shown}. Use an ISO 3166-1 alpha-2 code; supported countries: ${SUPPORTED_COUNTRY_CODES.join(', ')}.`,
    );
  }
  return country;
}

function validateRegion(country: CountryInfo, value: unknown): RegionInfo | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new HandbookInputError('region', 'Region must be text.');
  const code = value.trim().toUpperCase();
  const known = regionCodes(country);
  if (code.length === 0) {
    throw new HandbookInputError(
      'region',
      known.length > 0
        ? `Region must not be empty; use one of ${known.join(', ')} or omit it.`
        : 'Region must not be empty; omit it.',
    );
  }
  if (known.length === 0) {
    throw new HandbookInputError(
      'region',
      `${country.name} (${country.code}) has no region-specific rules; omit the region.`,
    );
  }
  const region = findRegion(country, code);
  if (!region) {
    throw new HandbookInputError(
      'region',
      `Unknown ${country.regionLabel ?? 'region'} "${value.trim()}" for ${country.code}. Supported regions: ${known.join(', ')}; or omit the region.`,
    );
  }
  return region;
}

function validateEmployeeCount(value: unknown): number {
  if (
    typeof value !== 'number' ||
    !Number.isInteger(value) ||
    value < EMPLOYEE_COUNT.min ||
    value > EMPLOYEE_COUNT.max
  ) {
    throw new HandbookInputError(
      'employeeCount',
      `Employee count must be a whole number from ${EMPLOYEE_COUNT.min} to ${EMPLOYEE_COUNT.max.toLocaleString('en')}.`,
    );
  }
  return value;
}

function validateEffectiveDate(value: unknown): YearMonthDay {
  const date = typeof value === 'string' ? parseIsoDate(value) : null;
  if (!date) {
    throw new HandbookInputError(
      'effectiveDate',
      'Effective date must be a real calendar date written YYYY-MM-DD.',
    );
  }
  return date;
}

function validatePolicies(value: unknown): Set<string> {
  if (value === undefined || value === null) return new Set(POLICY_KEYS);
  if (!Array.isArray(value))
    throw new HandbookInputError('policies', 'Policies must be a list of policy keys.');
  if (value.length === 0) {
    throw new HandbookInputError(
      'policies',
      `Choose at least one policy, or omit the list for the standard set. Known policies: ${POLICY_KEYS.join(', ')}.`,
    );
  }
  const chosen = new Set<string>();
  for (const entry of value) {
    const key = typeof entry === 'string' ? entry.trim().toLowerCase() : '';
    if (!POLICY_KEYS.includes(key)) {
      throw new HandbookInputError(
        'policies',
        `Unknown policy "${String(entry)}". Known policies: ${POLICY_KEYS.join(', ')}.`,
      );
    }
    chosen.add(key);
  }
  return chosen;
}

function introduction(ctx: PolicyContext, effectiveDate: YearMonthDay): HandbookSection {
  const size = bySize(ctx, {
    small: `We are a small company of ${formatPeople(ctx.employeeCount)}, and we want this handbook to stay as short and practical as possible.`,
    mid: `We are a growing company of ${formatPeople(ctx.employeeCount)}, and this handbook helps us treat everyone consistently as we grow.`,
    large: `We are an organisation of ${formatPeople(ctx.employeeCount)}, and this handbook sets the common standards that apply across all our teams.`,
  });
  return {
    key: 'introduction',
    title: 'Welcome',
    body: paragraphs(
      `Welcome to ${endSentence(ctx.company)} This handbook explains how we work together, what you can expect from us and what we expect from you. It applies to everyone employed by ${ctx.company} in ${placeName(ctx)} and takes effect on ${formatLongDate(effectiveDate, handbookEnglish(ctx.country.code))}.`,
      size,
      resolveNote(ctx.country.notes.introduction, ctx.employeeCount),
      ctx.region ? resolveNote(ctx.region.notes.introduction, ctx.employeeCount) : null,
      'Please read it alongside your employment contract. If anything is unclear, ask your manager; nobody will think less of you for asking.',
    ),
  };
}

/**
 * Library 2026.2 added this paragraph to "About This Handbook": handbooks are now kept in versions. The demo
 * data strips it to show handbooks as library 2026.1 wrote them (lib/service/demo/earlier-library.ts).
 */
export const VERSIONS_NOTE =
  'Every version of this handbook is kept. When a new version replaces this one, we will tell you which sections changed, and you may ask for any earlier version at any time.';

function aboutThisHandbook(ctx: PolicyContext): HandbookSection {
  return {
    key: 'about-this-handbook',
    title: 'About This Handbook',
    body: paragraphs(
      `This handbook summarises the policies of ${ctx.company} for employees in ${placeName(ctx)}; it is not legal advice and, unless your contract says otherwise, it does not form part of your contract of employment.`,
      'Where the law gives employees more than this handbook does, such as more leave, longer notice or stronger protection, the law applies. The same is true of any more generous term in your employment contract or in a collective agreement that covers you.',
      `${ctx.company} reviews this handbook regularly and may update it as the law or our practices change; we will tell you about significant changes before they take effect. Questions about this handbook are welcome at any time.`,
      VERSIONS_NOTE,
    ),
  };
}

/**
 * The whole document: `# title`, then each section as `## title` and its body, blank lines between. Titles
 * are plain text (the handbook's title is the customer's, or copies the company name), so they are escaped
 * here, when the document is written; bodies are Markdown already, their customer text escaped in them.
 */
export function renderMarkdown(title: string, sections: readonly HandbookSection[]): string {
  const heading = (depth: string, text: string) => `${depth} ${escapeMarkdown(text)}`;
  return (
    [
      heading('#', title),
      ...sections.map((section) => `${heading('##', section.title)}\n\n${section.body.trim()}`),
    ].join('\n\n') + '\n'
  );
}

/** The company's name where it stands as words of its own: inside a library word ("Beh" in "Behaviour") it is not. */
const wholeWords = (text: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u');

/**
 * A section in US spelling. The company's name is the customer's and stays as they wrote it ("Colour Labs"):
 * only the library's text between its mentions is respelled.
 */
const inAmerican = (section: HandbookSection, company: string): HandbookSection => ({
  ...section,
  title: inAmericanSpelling(section.title),
  body: section.body.split(wholeWords(company)).map(inAmericanSpelling).join(company),
});

export function generateHandbook(input: HandbookInput): GeneratedHandbook {
  const companyName = requireText('companyName', 'Company name', input.companyName);
  const country = validateCountry(input.country);
  const region = validateRegion(country, input.region);
  const employeeCount = validateEmployeeCount(input.employeeCount);
  const effectiveDate = validateEffectiveDate(input.effectiveDate);
  const title =
    input.title === undefined || input.title === null
      ? `${companyName} Employee Handbook`
      : requireText('title', 'Title', input.title);
  const chosen = validatePolicies(input.policies);

  const ctx: PolicyContext = {
    company: escapeMarkdown(companyName),
    employeeCount,
    size: sizeTier(employeeCount),
    country,
    region,
  };
  // Library order, not input order, so every handbook reads in the same sequence.
  const policies = POLICY_LIBRARY.filter((policy) => chosen.has(policy.key));
  const written: HandbookSection[] = [
    introduction(ctx, effectiveDate),
    ...policies.map((policy) => ({ key: policy.key, title: policy.title, body: policy.render(ctx) })),
    aboutThisHandbook(ctx),
  ];
  const sections =
    handbookEnglish(country.code) === 'american' ? written.map((s) => inAmerican(s, ctx.company)) : written;

  return {
    title,
    companyName,
    country: country.code,
    region: region?.code ?? null,
    employeeCount,
    effectiveDate: input.effectiveDate,
    policies: policies.map((policy) => policy.key),
    sections,
    markdown: renderMarkdown(title, sections),
  };
}
