import 'server-only';
import anyAscii from 'any-ascii';

/**
 * A download's `Content-Disposition` (RFC 6266): `filename*` keeps the handbook's title in its own script
 * ("Łódź Żółć Sp. z o.o. Employee Handbook.pdf", what the reader saw on the page), and `filename` is an
 * ASCII slug for clients that read only that one ("lodz-zolc-sp-z-o-o-employee-handbook.pdf").
 */
const MAX_NAME_LENGTH = 120;

/** The title as a file name: no path separators, characters Windows refuses, or control characters. */
function unicodeName(title: string): string {
  const cleaned = title
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return [...cleaned].slice(0, MAX_NAME_LENGTH).join('').trim();
}

/** Transliterated (any-ascii: "株式会社テスト" → "ZhuShiHuiShetesuto"), then lowercase words and hyphens. */
export function asciiSlug(title: string): string {
  return anyAscii(title)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** RFC 5987's percent-encoding: encodeURIComponent leaves `'()*` as they are, which its attr-char does not. */
const extValue = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment; filename="<slug>.<extension>"; filename*=UTF-8''<title>.<extension>`, both parts always and
 * the fallback quoted, as the contract writes it (the `content-disposition` package leaves a name that is a
 * valid token unquoted, and drops `filename*` when the two names agree). The slug is `[a-z0-9-]` or the
 * handbook's id, so nothing in it needs escaping inside the quotes.
 */
export function attachmentHeader(title: string, fallbackName: string, extension: string): string {
  const unicode = unicodeName(title) || fallbackName;
  const ascii = asciiSlug(title) || fallbackName;
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${extValue(`${unicode}.${extension}`)}`;
}
