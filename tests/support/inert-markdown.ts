import type { Heading, Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import { extractText, getDocumentProxy } from 'unpdf';

/**
 * What a reader of a handbook can check about text a customer typed into it: that it added no node that
 * points elsewhere or carries markup (read with the CommonMark parser the dashboard's renderer uses), and
 * that a PDF of it has no link to follow.
 */

/** The review's payloads: links in every Markdown spelling, raw HTML, references and block starters. */
export const HOSTILE_TEXTS = [
  '[Verify your account](https://evil.example/phish)',
  '<https://evil.example>',
  '<img src=x onerror=alert(1)>',
  '![x](https://evil.example/x.png)',
  '[Verify your account][phish] [phish]: https://evil.example/phish',
  '**Urgent** _act now_ `today` # ## #',
  '&lt;script&gt;alert(1)&lt;/script&gt; &#60;b&#62; AT&T',
  '~~~ Acme',
  '1. Acme > Ltd',
  '> Acme #',
] as const;

// Node types through which text could become a link, an image, HTML or a link's target.
const ACTIVE = new Set(['link', 'linkReference', 'image', 'imageReference', 'definition', 'html']);

function nodes(node: Nodes, found: Nodes[] = []): Nodes[] {
  found.push(node);
  if ('children' in node) for (const child of node.children) nodes(child, found);
  return found;
}

export function parse(markdown: string) {
  return fromMarkdown(markdown);
}

/** The links, images, HTML and reference definitions in a document. */
export function activeNodes(markdown: string): string[] {
  return nodes(parse(markdown))
    .filter((node) => ACTIVE.has(node.type))
    .map((node) => node.type);
}

/** The document's shape without its text: two documents that differ only in plain text have the same. */
export function shape(markdown: string): string {
  return nodes(parse(markdown))
    .map((node) => ('depth' in node ? `${node.type}${node.depth}` : node.type))
    .join(' ');
}

/** The text of the document's first heading of `depth`, as a renderer shows it. */
export function headingText(markdown: string, depth = 1): string | undefined {
  const heading = nodes(parse(markdown)).find(
    (node): node is Heading => node.type === 'heading' && node.depth === depth,
  );
  return heading ? toString(heading) : undefined;
}

/** Every paragraph's text, as a renderer shows it. */
export function paragraphTexts(markdown: string): string[] {
  return nodes(parse(markdown))
    .filter((node) => node.type === 'paragraph')
    .map((node) => toString(node));
}

/** The targets of the links that lead out of a PDF, on every page. */
export async function pdfLinks(pdf: Uint8Array): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const links: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const annotations = (await (await document.getPage(n)).getAnnotations()) as Array<{
      subtype?: string;
      url?: string;
      unsafeUrl?: string;
      dest?: unknown;
    }>;
    // The contents page's links go to destinations inside the document; any other link leads out of it.
    for (const a of annotations)
      if (a.subtype === 'Link' && a.dest === undefined) links.push(a.url ?? a.unsafeUrl ?? '(link)');
  }
  return links;
}

/** A PDF's text with all whitespace removed, so that a line broken by the layout still reads as one. */
export async function pdfTextCompact(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, '');
}
