import 'server-only';
import anyAscii from 'any-ascii';
import { create as createContentDisposition } from 'content-disposition';

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

/** `attachment; filename="<slug>.<extension>"; filename*=UTF-8''<title>.<extension>`. */
export function attachmentHeader(title: string, fallbackName: string, extension: string): string {
  const unicode = unicodeName(title) || fallbackName;
  const ascii = asciiSlug(title) || fallbackName;
  return createContentDisposition(`${unicode}.${extension}`, { fallback: `${ascii}.${extension}` });
}
