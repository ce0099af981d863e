import 'server-only';
import type { Font, Glyph, GlyphPosition } from 'fontkit';
import { glyphsPerCharacter } from './glyph-per-character';

/**
 * A parsed font whose shaping is remembered across documents. PDFKit keeps the words it has shaped per
 * document only, and shaping with an OpenType font (ligatures, kerning, Devanagari's conjuncts) is most of
 * the time a PDF takes: a handbook repeats the words of the last one. The remembered runs are handed out
 * as copies, because PDFKit scales a run's positions in place.
 */
const MAX_REMEMBERED = 50_000;

interface Shaped {
  glyphs: Glyph[];
  positions: GlyphPosition[];
}

type EncodedGlyph = ReturnType<ReturnType<typeof glyphsPerCharacter>['encoded']>;

/** What PDFKit reads of a run: its glyphs, their positions, and the advance they add up to. */
class RunCopy {
  readonly glyphs: EncodedGlyph[];
  readonly positions: GlyphPosition[];

  constructor(shaped: Shaped, encoded: (glyph: Glyph) => EncodedGlyph) {
    this.glyphs = shaped.glyphs.map(encoded);
    this.positions = shaped.positions.map((position) => ({ ...position }));
  }

  get advanceWidth(): number {
    return this.positions.reduce((sum, position) => sum + position.xAdvance, 0);
  }
}

// fontkit fails on some fonts' mark anchors (Noto Sans Gurmukhi's, whose GPOS has a null one): such a run is
// shaped again without positioning marks, which still prints every character, a mark beside its letter.
const WITHOUT_MARK_POSITIONING = { abvm: false, blwm: false, mark: false, mkmk: false, dist: false };

type Features = string[] | Record<string, boolean>;

/**
 * fontkit keeps one Glyph object per glyph id, holding the characters of the first run that asked for it: a
 * glyph that stands for several letters (Noto Sans Arabic's dotless teh, noon and yeh) then claims to be the
 * first of them everywhere, even twice in one word. While a run is laid out, each glyph it gets is a view of
 * the kept one with the run's own characters (glyph-per-character.ts then encodes them apart).
 */
function layoutNamingEachGlyph(font: Font, text: string, features?: Features) {
  const kept = font.getGlyph;
  const own = (id: number, codePoints?: number[]): Glyph => {
    const glyph = kept.call(font, id, codePoints);
    if (!codePoints || glyph.codePoints.join() === codePoints.join()) return glyph;
    return Object.assign(Object.create(glyph) as Glyph, { codePoints });
  };
  Object.assign(font, { getGlyph: own });
  try {
    return font.layout(text, features);
  } finally {
    Reflect.deleteProperty(font, 'getGlyph');
  }
}

function shape(font: Font, text: string, features?: Features) {
  try {
    return layoutNamingEachGlyph(font, text, features);
  } catch {
    const asked = Array.isArray(features)
      ? Object.fromEntries(features.map((feature) => [feature, true]))
      : features;
    return layoutNamingEachGlyph(font, text, { ...asked, ...WITHOUT_MARK_POSITIONING });
  }
}

export function withSharedShaping(font: Font): Font {
  const remembered = new Map<string, Shaped>();
  const { encoded, createSubset } = glyphsPerCharacter(font);
  const layout = (text: string, features?: Features) => {
    // Runs with features asked for are rare (PDFKit passes none): shaped afresh.
    if (features !== undefined) return new RunCopy(shape(font, text, features), encoded);
    let shaped = remembered.get(text);
    if (!shaped) {
      const run = shape(font, text);
      shaped = { glyphs: run.glyphs, positions: run.positions };
      if (remembered.size >= MAX_REMEMBERED) remembered.clear();
      remembered.set(text, shaped);
    }
    return new RunCopy(shaped, encoded);
  };
  return new Proxy(font, {
    get(target, property) {
      if (property === 'layout') return layout;
      if (property === 'createSubset') return createSubset;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
