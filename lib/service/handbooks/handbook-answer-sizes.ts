import 'server-only';
import { HANDBOOK_TEXT_LENGTH, HANDBOOK_VERSIONS, REGENERATE_AT_ONCE } from '../../contract/limits';
import { userTextBytes, type AnswerSizes } from '../core/answer-sizes';
import { COUNTRIES } from './countries';
import { POLICY_KEYS } from './generate';

/**
 * What a handbook can weigh in an answer, for the query-cost limit (api/query-cost.ts). The text bounds hold
 * the longest handbook the generator writes, with 200-character names in four-byte characters (30.7 KB of
 * Markdown, 3.7 KB for the longest section): tests/unit/handbooks/answer-sizes.test.ts fails when the
 * library outgrows them.
 */
export const HANDBOOK_ANSWER_SIZES: AnswerSizes = {
  textBytes: {
    'Handbook.markdown': 32_000,
    'HandbookSection.body': 4_000,
    'Handbook.title': userTextBytes(HANDBOOK_TEXT_LENGTH.max),
    'Handbook.companyName': userTextBytes(HANDBOOK_TEXT_LENGTH.max),
  },
  listSizes: {
    // Every policy, between the introduction and the closing section.
    'Handbook.sections': POLICY_KEYS.length + 2,
    'Handbook.policies': POLICY_KEYS.length,
    'Query.policyLibrary': POLICY_KEYS.length,
    // A handbook's history, and each version's changed sections (any of them, with the two of every handbook).
    'Handbook.versions': HANDBOOK_VERSIONS.max,
    'HandbookVersion.changedSectionKeys': POLICY_KEYS.length + 2,
    // The ids asked for, not a page.
    'Mutation.regenerateHandbooks': REGENERATE_AT_ONCE.max,
    // The supported countries and the most regions one has, not a page of 100 of each.
    'Query.handbookCountries': Object.keys(COUNTRIES).length,
    'HandbookCountry.regions': Math.max(
      ...Object.values(COUNTRIES).map((country) => Object.keys(country.regions ?? {}).length),
    ),
  },
};
