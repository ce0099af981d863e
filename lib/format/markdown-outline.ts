import GithubSlugger from 'github-slugger';
import type { Heading, Nodes, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';

/**
 * A handbook's Markdown as a syntax tree (CommonMark), and the anchors of its headings. The page's renderer,
 * its table of contents and the PDF all read the same tree, so a contents link always finds its heading.
 */
export interface OutlineEntry {
  depth: number;
  text: string;
  /** The heading's element id on the page. */
  id: string;
}

// A prefix keeps a heading such as "Main" from taking an id the page's own layout uses (`#main`).
const ID_PREFIX = 'section-';

export function parseMarkdown(markdown: string): Root {
  return fromMarkdown(markdown);
}

function headingsOf(node: Nodes, found: Heading[] = []): Heading[] {
  if (node.type === 'heading') found.push(node);
  else if ('children' in node) for (const child of node.children) headingsOf(child, found);
  return found;
}

/** Gives every heading of `tree` its id (as the HTML `id` the renderer writes) and lists them in order. */
export function anchorHeadings(tree: Root): OutlineEntry[] {
  const slugger = new GithubSlugger();
  return headingsOf(tree).map((heading) => {
    const text = toString(heading);
    const id = `${ID_PREFIX}${slugger.slug(text)}`;
    heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
    return { depth: heading.depth, text, id };
  });
}

/** The headings of a Markdown document, with the ids `remarkHeadingIds` gives them. */
export function markdownOutline(markdown: string): OutlineEntry[] {
  return anchorHeadings(parseMarkdown(markdown));
}

/** A remark plugin (for react-markdown) that writes the same heading ids as `markdownOutline`. */
export function remarkHeadingIds() {
  return (tree: Root) => {
    anchorHeadings(tree);
  };
}
