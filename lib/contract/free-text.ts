/**
 * The one rule for text a client gives the service to keep (names, emails, labels, descriptions, URLs,
 * handbook fields): what the service refuses and how it says so. Every free-text field is single-line.
 */

// PostgreSQL text cannot hold U+0000, and a lone UTF-16 surrogate has no UTF-8 form (it would be stored
// as U+FFFD). With the `u` flag, \p{Cs} matches only surrogates that are not part of a pair.
const UNSTORABLE = /\0|\p{Cs}/u;

// Control characters (\p{Cc}: C0 with tab and line feed, DEL, C1 with NEL and the terminal escapes) and
// U+2028/U+2029 break lines in Markdown, CSV, logs and terminals. The bidirectional embeddings, overrides
// and isolates reorder the text shown after them, so a name could display as something else (Trojan
// Source). The implicit marks (U+200E, U+200F, U+061C) stay allowed: names mixing scripts need them, and
// they reorder nothing beyond a neighbouring character.
const NOT_SINGLE_LINE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

export const UNSTORABLE_TEXT_RULE = 'must not contain null characters or unpaired surrogates';

export const SINGLE_LINE_RULE = 'must be a single line without control characters or bidirectional overrides';

/** Whether the database can hold `text` as given (any string the service receives, free text or not). */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** Whether `text`, as it will be kept (trimmed), is one line of plain text. */
export function isSingleLineText(text: string): boolean {
  return !NOT_SINGLE_LINE.test(text);
}
