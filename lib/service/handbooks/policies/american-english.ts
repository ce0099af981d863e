import 'server-only';

/**
 * The library's British spellings and their US forms, for handbooks written in American English (see
 * `handbookEnglish` of lib/contract/handbook-english.ts). tests/unit/handbooks/american-english.test.ts scans every US handbook the
 * library can write for British forms, so a new word in the library needs its entry here.
 */
const US_SPELLING: Readonly<Record<string, string>> = {
  behaviour: 'behavior',
  behaviours: 'behaviors',
  colour: 'color',
  colours: 'colors',
  favourably: 'favorably',
  itemised: 'itemized',
  judgement: 'judgment',
  labour: 'labor',
  organisation: 'organization',
  organisations: 'organizations',
  penalised: 'penalized',
  programme: 'program',
  summarises: 'summarizes',
  travelling: 'traveling',
  victimisation: 'victimization',
};

export const BRITISH_SPELLINGS: readonly string[] = Object.keys(US_SPELLING);

const WORD = new RegExp(`\\b(${BRITISH_SPELLINGS.join('|')})\\b`, 'gi');

/** The text with US spellings; a capital first letter stays capital. Only for the library's own words. */
export function inAmericanSpelling(text: string): string {
  return text.replace(WORD, (word) => {
    const us = US_SPELLING[word.toLowerCase()] ?? word;
    return word[0] === word[0]?.toUpperCase() ? us[0]!.toUpperCase() + us.slice(1) : us;
  });
}
