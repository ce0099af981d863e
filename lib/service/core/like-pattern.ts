import 'server-only';

/** A LIKE pattern matching `text` anywhere, with the user's own `%`, `_` and `\` taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
