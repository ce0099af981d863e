import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { create, type Font } from 'fontkit';
import { withSharedShaping } from './shaped-font';

/**
 * The fonts a handbook PDF is set in, embedded (PDFKit subsets them: a PDF carries only the glyphs it uses).
 * Noto Sans covers Latin with its extensions, Greek, Cyrillic and Devanagari; the CJK families cover
 * Japanese, Korean and Chinese; each of SCRIPT_FAMILIES covers the script it is named after. Each file is
 * read and parsed at most once per process, and only when a handbook first needs it: a Latin-only server
 * never loads the 10 MB CJK files.
 */
export type Face = 'regular' | 'bold' | 'italic' | 'boldItalic';

/**
 * Scripts Noto Sans lacks, each in the Noto Sans family of its name, which is also its Unicode script's name
 * (capitalised): the writing systems of the countries people run businesses in, from Arabic to Thai.
 */
export const SCRIPT_FAMILIES = [
  'arabic',
  'hebrew',
  'thai',
  'lao',
  'khmer',
  'myanmar',
  'bengali',
  'gujarati',
  'gurmukhi',
  'kannada',
  'malayalam',
  'tamil',
  'telugu',
  'sinhala',
  'georgian',
  'armenian',
  'ethiopic',
] as const;
export type ScriptFamily = (typeof SCRIPT_FAMILIES)[number];
export type Family = 'latin' | 'japanese' | 'korean' | 'chinese' | ScriptFamily;

/** `arabic` → `Arabic`: the family's name in its files, and its script's name in Unicode. */
export const titleCase = (family: string) => `${family[0]!.toUpperCase()}${family.slice(1)}`;

// The packages' files, from the project's root (the standalone server's working directory too): the
// download route's entry of outputFileTracingIncludes in next.config.mjs must match these.
const FONT_DIR = 'node_modules/@expo-google-fonts';
// Every family but Latin has no italics: slanted text keeps its upright face.
const uprightFiles = (name: string) => ({
  regular: `noto-sans-${name.toLowerCase()}/400Regular/NotoSans${name}_400Regular.ttf`,
  bold: `noto-sans-${name.toLowerCase()}/700Bold/NotoSans${name}_700Bold.ttf`,
});
const FONT_FILES: Record<Family, Partial<Record<Face, string>>> = {
  latin: {
    regular: 'noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: 'noto-sans/700Bold/NotoSans_700Bold.ttf',
    italic: 'noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf',
    boldItalic: 'noto-sans/700Bold_Italic/NotoSans_700Bold_Italic.ttf',
  },
  japanese: uprightFiles('JP'),
  korean: uprightFiles('KR'),
  chinese: uprightFiles('SC'),
  ...(Object.fromEntries(
    SCRIPT_FAMILIES.map((family) => [family, uprightFiles(titleCase(family))]),
  ) as Record<ScriptFamily, Partial<Record<Face, string>>>),
};

/**
 * A font text can be set in: its name in the PDF's font cache, what PDFKit opens (a parsed font file, or
 * the name of a standard font) and whether it has a glyph for a character.
 */
export interface Typeface {
  name: string;
  src: Font | string;
  covers(codePoint: number): boolean;
  /** Its script is written right to left: its shaping draws a run so. */
  rightToLeft?: boolean;
}

const RIGHT_TO_LEFT: ReadonlySet<Family> = new Set(['arabic', 'hebrew']);

const loaded = new Map<string, Typeface>();

function load(file: string, rightToLeft: boolean): Typeface {
  const font = create(readFileSync(join(process.cwd(), FONT_DIR, file)));
  // Each file is a single font, not a collection.
  if (!('hasGlyphForCodePoint' in font)) throw new Error(`${file} is a font collection`);
  // Asked for every character of every handbook: each answer is kept (a few thousand code points at most).
  const coverage = new Map<number, boolean>();
  const covers = (codePoint: number) => {
    let known = coverage.get(codePoint);
    if (known === undefined) {
      known = font.hasGlyphForCodePoint(codePoint);
      coverage.set(codePoint, known);
    }
    return known;
  };
  return { name: font.postscriptName, src: withSharedShaping(font), covers, rightToLeft };
}

// Courier, a standard font (nothing embedded), for code: it has Windows-1252's characters (WinAnsiEncoding),
// so code in other scripts falls back to the embedded fonts.
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const WIN_ANSI = new Set([...WIN_ANSI_EXTRA].map((char) => char.codePointAt(0)));
export const CODE_TYPEFACE: Typeface = {
  name: 'Courier',
  src: 'Courier',
  covers: (codePoint) =>
    (codePoint >= 0x20 && codePoint < 0x7f) ||
    (codePoint >= 0xa0 && codePoint < 0x100) ||
    WIN_ANSI.has(codePoint),
};

/** The family's font for a face (upright where the family has no italic), loaded once per process. */
export function fontOf(family: Family, face: Face): Typeface {
  const files = FONT_FILES[family];
  const upright = face === 'boldItalic' ? 'bold' : 'regular';
  const file = files[face] ?? files[upright];
  if (!file) throw new Error(`No ${face} font for ${family}`);
  let entry = loaded.get(file);
  if (!entry) {
    entry = load(file, RIGHT_TO_LEFT.has(family));
    loaded.set(file, entry);
  }
  return entry;
}

/**
 * Where a line's baseline sits below its top, in points: Noto Sans's ascent at `size`. PDFKit would place
 * each run by its own font's ascent, so Courier or a CJK font beside Latin text would sit higher or lower
 * on the same line; every run of a line shares this one instead.
 */
export function baselineBelowTop(size: number): number {
  const { src } = fontOf('latin', 'regular');
  if (typeof src === 'string') throw new Error('Noto Sans is an embedded font');
  return (src.ascent / src.unitsPerEm) * size;
}

/** Every font file a handbook may use, for the check that a deployment carries them. */
export const fontFiles = (): string[] =>
  Object.values(FONT_FILES).flatMap((faces) => Object.values(faces).map((file) => join(FONT_DIR, file)));
