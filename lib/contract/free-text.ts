/**
 * The one rule for text a client gives the service to keep (names, emails, labels, descriptions, URLs,
 * handbook fields): what the service refuses and how it says so. Every free-text field is single-line.
 */

// PostgreSQL text cannot hold U+0000, and a lone UTF-16 surrogate has no UTF-8 form (it would be stored
// as U+FFFD). With the `u` flag, \p{Cs} matches only surrogates that are not part of a pair.
const UNSTORABLE = /\0|\p{Cs}/u;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'gu');

// Control characters (\p{Cc}: C0 with tab and line feed, DEL, C1 with NEL and the terminal escapes) and
// U+2028/U+2029 break lines in Markdown, CSV, logs and terminals. The bidirectional embeddings, overrides
// and isolates reorder the text shown after them, so a name could display as something else (Trojan
// Source). The implicit marks (U+200E, U+200F, U+061C) stay allowed: names mixing scripts need them, and
// they reorder nothing beyond a neighbouring character.
const NOT_SINGLE_LINE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

// Noncharacters are for a program's own use, never for interchange. Tag characters (U+E0000–U+E007F) draw
// nothing, so they could carry hidden text in a name; the one place they belong, a subdivision flag (a black
// flag, tags, a cancel tag: England's, Scotland's), stays allowed.
const HIDDEN = /[\p{Noncharacter_Code_Point}\u{E0000}-\u{E007F}]/u;
const FLAG_TAG_SEQUENCE = /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu;

// Text that shows something: a character that is neither white space nor default-ignorable (zero-width
// spaces and joiners, the word joiner, the byte order mark, Hangul fillers, variation selectors). Those stay
// allowed beside visible ones: emoji sequences and Persian need the joiners.
const VISIBLE = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}]/u;

export const UNSTORABLE_TEXT_RULE = 'must not contain null characters or unpaired surrogates';

export const PLAIN_LINE_RULE =
  'must be a single line of visible text, without control characters, bidirectional overrides, tag characters or noncharacters';

/** `text` without what the database cannot hold, for text the dashboard takes from its address. */
export const storableText = (text: string) => text.replace(UNSTORABLE_ALL, '');

/** Whether the database can hold `text` as given (any string the service receives, free text or not). */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/**
 * Whether `text`, as it will be kept (trimmed), is one line of plain text that shows what it holds. Empty
 * text passes: whether a field may be empty is the field's own rule.
 */
export function isPlainTextLine(text: string): boolean {
  if (NOT_SINGLE_LINE.test(text) || HIDDEN.test(text.replace(FLAG_TAG_SEQUENCE, ''))) return false;
  return text === '' || VISIBLE.test(text);
}
