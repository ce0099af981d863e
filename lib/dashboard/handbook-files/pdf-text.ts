import 'server-only';
import type { PhrasingContent } from 'mdast';

/**
 * Text as PDFKit's standard fonts can show it. Those fonts (no font files to ship or embed) cover the
 * Windows-1252 set only; anything else would print as mojibake. Letters with accents outside the set lose
 * the accent ("ő" → "o"); any other character becomes "?".
 */
// Latin-1's printable range plus the 27 characters WinAnsiEncoding puts at 0x80-0x9F (PDF 1.7, annex D).
// Spelled out: Node 20's TextDecoder reads "windows-1252" as Latin-1 and would miss them.
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const PRINTABLE = new Set([
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)),
  ...Array.from({ length: 0x100 - 0xa0 }, (_, i) => String.fromCharCode(0xa0 + i)),
  ...WIN_ANSI_EXTRA,
]);

function printableChar(char: string): string {
  if (PRINTABLE.has(char)) return char;
  const plain = char.normalize('NFKD').replace(/\p{M}/gu, '');
  return plain.length > 0 && [...plain].every((c) => PRINTABLE.has(c)) ? plain : '?';
}

export function printable(text: string): string {
  let out = '';
  for (const char of text) out += char === '\n' ? char : printableChar(char);
  return out;
}

/** A stretch of inline text in one style. */
export interface TextRun {
  text: string;
  bold: boolean;
  italic: boolean;
  code: boolean;
  link?: string;
}

type Style = Omit<TextRun, 'text'>;

const PLAIN: Style = { bold: false, italic: false, code: false };

/** A paragraph's or heading's inline Markdown as styled runs; raw HTML stays the literal text it is. */
export function textRuns(nodes: readonly PhrasingContent[], style: Style = PLAIN): TextRun[] {
  return nodes
    .flatMap((node): TextRun[] => {
      switch (node.type) {
        case 'text':
        case 'html':
          return [{ ...style, text: printable(node.value) }];
        case 'inlineCode':
          return [{ ...style, code: true, text: printable(node.value) }];
        case 'break':
          return [{ ...style, text: '\n' }];
        case 'emphasis':
          return textRuns(node.children, { ...style, italic: true });
        case 'strong':
          return textRuns(node.children, { ...style, bold: true });
        case 'delete':
        case 'linkReference':
          return textRuns(node.children, style);
        case 'link':
          return textRuns(
            node.children,
            /^(https?|mailto):/i.test(node.url) ? { ...style, link: node.url } : style,
          );
        case 'image':
          return node.alt ? [{ ...style, text: printable(node.alt) }] : [];
        default:
          return [];
      }
    })
    .filter((run) => run.text.length > 0);
}
