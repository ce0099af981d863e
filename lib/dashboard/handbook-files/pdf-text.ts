import 'server-only';
import type { PhrasingContent } from 'mdast';

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

/** Plain text as one run, in a style (bold, say) where given. */
export const styled = (text: string, style: Partial<Style> = {}): TextRun[] => [{ ...PLAIN, ...style, text }];

/** A paragraph's or heading's inline Markdown as styled runs; raw HTML stays the literal text it is. */
export function textRuns(nodes: readonly PhrasingContent[], style: Style = PLAIN): TextRun[] {
  return nodes
    .flatMap((node): TextRun[] => {
      switch (node.type) {
        case 'text':
        case 'html':
          return [{ ...style, text: node.value }];
        case 'inlineCode':
          return [{ ...style, code: true, text: node.value }];
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
          return node.alt ? [{ ...style, text: node.alt }] : [];
        default:
          return [];
      }
    })
    .filter((run) => run.text.length > 0);
}
