import 'server-only';
import type { Font, Glyph, Subset } from 'fontkit';

/**
 * PDFKit writes one ToUnicode entry per glyph of a font's subset: the characters of the first run that drew
 * it. Noto Sans Arabic draws beh, teh, theh, noon and yeh in their initial and medial forms with one dotless
 * glyph (the dots are glyphs of their own), so in "للتقنية" the medial yeh after a medial teh was copied and
 * searched as teh. Here a glyph that stands for other characters than the first ones it stood for gets a
 * place of its own in the subset (the same outline again), with its own ToUnicode entry: the text a reader
 * extracts is the text written. Hand-written: neither PDFKit nor fontkit offers it.
 */

// Glyph ids are 16-bit: the n-th set of characters of a glyph is told by id + n × VARIANT.
const VARIANT = 0x10000;

/** What PDFKit reads of a glyph when it lays out and encodes a run. */
interface EncodedGlyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
}

/** fontkit's Subset as its TTF and CFF subsets keep it: the glyphs in order, and where each went. */
interface SubsetTables {
  glyphs: number[];
  mapping: Record<number, number>;
}

const hasTables = (subset: object): subset is SubsetTables =>
  'glyphs' in subset && Array.isArray(subset.glyphs) && 'mapping' in subset;

export function glyphsPerCharacter(font: Font) {
  const charactersOf = new Map<number, string[]>();

  /** The glyph as PDFKit should encode it: itself the first time, a variant for other characters. */
  const encoded = (glyph: Glyph): Glyph | EncodedGlyph => {
    const key = glyph.codePoints.join(' ');
    let keys = charactersOf.get(glyph.id);
    if (!keys) charactersOf.set(glyph.id, (keys = [key]));
    let index = keys.indexOf(key);
    if (index < 0) index = keys.push(key) - 1;
    if (index === 0) return glyph;
    return { id: glyph.id + index * VARIANT, codePoints: glyph.codePoints, advanceWidth: glyph.advanceWidth };
  };

  /** A subset that takes a variant's id as another copy of its glyph; other ids as fontkit does. */
  const createSubset = (): Subset => {
    const subset = font.createSubset();
    const tables: object = subset;
    if (!hasTables(tables)) return subset;
    const includeVariant = (id: number) => (tables.mapping[id] ??= tables.glyphs.push(id % VARIANT) - 1);
    return new Proxy(subset, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (property !== 'includeGlyph' || typeof value !== 'function') return value;
        return (glyph: Glyph | number) => {
          const id = typeof glyph === 'number' ? glyph : glyph.id;
          return id < VARIANT ? value.call(target, glyph) : includeVariant(id);
        };
      },
    });
  };

  return { encoded, createSubset };
}
