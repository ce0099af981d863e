import 'server-only';
import {
  baselineBelowTop,
  CODE_TYPEFACE,
  fontOf,
  SCRIPT_FAMILIES,
  titleCase,
  type Face,
  type Family,
  type ScriptFamily,
  type Typeface,
} from './font-registry';
import type { TextRun } from './pdf-text';

/**
 * Text split into runs that one font each can show: every character goes to its script's own family where it
 * has one, else to the first font of the text's fallback chain that has a glyph for it, so "Łódź", "Αθηνά",
 * "हिन्दी", "株式会社", "العربية" and "ภาษาไทย" all print as written. A right-to-left run (Arabic, Hebrew) is
 * drawn right to left by its font's shaping (fontkit), one line's part of it at a time.
 */
export interface FontRun {
  text: string;
  typeface: Typeface;
}

// Han characters are shared by Chinese, Japanese and Korean but drawn differently in each: the text's kana
// or Hangul tell which family to prefer, and Chinese is the default.
function cjkOrder(text: string): Family[] {
  if (/\p{Script=Hangul}/u.test(text)) return ['korean', 'japanese', 'chinese'];
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return ['japanese', 'korean', 'chinese'];
  return ['chinese', 'japanese', 'korean'];
}

/** The fonts to try in order, each loaded only when a character reaches it. */
function fallbackChain(text: string, face: Face, code: boolean): (() => Typeface)[] {
  const fonts = (['latin', ...cjkOrder(text)] as const).map((family) => () => fontOf(family, face));
  return code ? [() => CODE_TYPEFACE, ...fonts] : fonts;
}

// Marks and joiners belong to the letter before them (Devanagari's shaping needs them in one run), line
// breaks to the line they end; spaces and punctuation stay in their run when its font has them, so runs
// split only between words.
const JOINS_PREVIOUS = /^(?:\p{M}|\u200c|\u200d|\n)$/u;
const NEUTRAL = /[\s\p{P}]/u;

// A character of one of these scripts tries its own family first, so a handbook loads only the fonts of the
// scripts its text holds, never each in turn.
const SCRIPT_OF_FAMILY = SCRIPT_FAMILIES.map(
  (family) => [new RegExp(`^\\p{Script=${titleCase(family)}}$`, 'u'), family] as const,
);

// Every script of SCRIPT_FAMILIES lies past U+0530 (Armenian is the first): Latin text never reaches the tests.
const FIRST_OWN_SCRIPT = 0x0530;
// Asked for every character that starts a run: each code point's answer is kept (a few thousand at most).
const ownFamilies = new Map<number, ScriptFamily | null>();

function ownFamily(char: string, codePoint: number): ScriptFamily | null {
  if (codePoint < FIRST_OWN_SCRIPT) return null;
  let family = ownFamilies.get(codePoint);
  if (family === undefined) {
    family = SCRIPT_OF_FAMILY.find(([script]) => script.test(char))?.[1] ?? null;
    ownFamilies.set(codePoint, family);
  }
  return family;
}

function firstCovering(
  chain: readonly (() => Typeface)[],
  char: string,
  codePoint: number,
  face: Face,
): Typeface | undefined {
  const own = ownFamily(char, codePoint);
  const candidates = own ? [() => fontOf(own, face), ...chain] : chain;
  for (const get of candidates) {
    const typeface = get();
    if (typeface.covers(codePoint)) return typeface;
  }
  return undefined;
}

export function fontRuns(text: string, face: Face, code = false): FontRun[] {
  const chain = fallbackChain(text, face, code);
  const runs: FontRun[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const last = runs.at(-1);
    const stays =
      last && (JOINS_PREVIOUS.test(char) || (NEUTRAL.test(char) && last.typeface.covers(codePoint)));
    // A character no font has (an emoji, say) stays where it is rather than ending the run.
    const typeface = stays
      ? last.typeface
      : (firstCovering(chain, char, codePoint, face) ?? last?.typeface ?? fontOf('latin', face));
    if (last && last.typeface === typeface) last.text += char;
    else runs.push({ text: char, typeface });
  }
  return runs.some((run) => run.typeface.rightToLeft) ? withEndsOutside(runs, face) : runs;
}

/**
 * Spaces and punctuation that end a right-to-left run belong to the left-to-right text around it (as the
 * Unicode bidirectional algorithm has it): drawn inside the run, which its font lays out right to left, they
 * would land before the name ("،شركة" for "شركة,"). They go to the text's Latin font, where it has them.
 */
function withEndsOutside(runs: readonly FontRun[], face: Face): FontRun[] {
  const latin = fontOf('latin', face);
  const out: FontRun[] = [];
  const add = (run: FontRun) => {
    const last = out.at(-1);
    if (last && last.typeface === run.typeface) last.text += run.text;
    else out.push({ ...run });
  };
  for (const run of runs) {
    const tail = run.typeface.rightToLeft ? (/[\s\p{P}]+$/u.exec(run.text)?.[0] ?? '') : '';
    const movable =
      tail !== '' && tail !== run.text && [...tail].every((char) => latin.covers(char.codePointAt(0)!));
    if (!movable) add(run);
    else {
      add({ text: run.text.slice(0, -tail.length), typeface: run.typeface });
      add({ text: tail, typeface: latin });
    }
  }
  return out;
}

type Doc = PDFKit.PDFDocument;

function faceOf(run: TextRun): Face {
  if (run.bold) return run.italic ? 'boldItalic' : 'bold';
  return run.italic ? 'italic' : 'regular';
}

function useTypeface(doc: Doc, typeface: Typeface, size: number) {
  if (typeof typeface.src === 'string') doc.font(typeface.src, size);
  else doc.font(typeface.src, typeface.name, size);
}

/**
 * Writes styled runs as one flowing text from the current position, each split by font; `options` are
 * PDFKit's for the whole text (width, alignment…), links and underlines stay with their own runs.
 */
export function writeRuns(
  doc: Doc,
  runs: readonly TextRun[],
  size: number,
  options: PDFKit.Mixins.TextOptions,
) {
  const pieces = runs.flatMap((run) =>
    fontRuns(run.text, faceOf(run), run.code).map((piece) => ({ run, piece })),
  );
  // A number is PDFKit's offset of the baseline from the text's top, negated.
  const baseline = -baselineBelowTop(size);
  pieces.forEach(({ run, piece }, index) => {
    useTypeface(doc, piece.typeface, size);
    // A right-to-left run is kept whole (no-break spaces): its font draws it right to left as one piece,
    // where PDFKit's wrapping, word by word, moves a space between its words to its end.
    const text = piece.typeface.rightToLeft ? piece.text.replaceAll(' ', '\u00a0') : piece.text;
    doc.text(text, {
      ...options,
      baseline,
      continued: index < pieces.length - 1,
      ...(run.link ? { link: run.link, underline: true } : {}),
    });
  });
}

/** Plain text cut to fit `width` points at `size`, with "…" where it was cut (a footer's one line). */
export function fitToWidth(doc: Doc, text: string, size: number, width: number): string {
  const widthOf = (part: string) =>
    fontRuns(part, 'regular').reduce((sum, run) => {
      useTypeface(doc, run.typeface, size);
      return sum + doc.widthOfString(run.text);
    }, 0);
  if (widthOf(text) <= width) return text;
  const chars = [...text];
  const cut = (length: number) => `${chars.slice(0, length).join('').trimEnd()}…`;
  // The longest cut that fits, found by halving.
  let [fits, tooLong] = [0, chars.length];
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (widthOf(cut(middle)) <= width) fits = middle;
    else tooLong = middle;
  }
  return cut(fits);
}
