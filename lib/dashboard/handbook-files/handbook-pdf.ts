import 'server-only';
import type { BlockContent, DefinitionContent, List, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import PDFDocument from 'pdfkit';
import { parseMarkdown } from '@/lib/format/markdown-outline';
import { writeCover, type PdfCover } from './cover';
import { INK, MARGIN, MUTED } from './page-style';
import { styled, textRuns, type TextRun } from './pdf-text';
import { fitToWidth, writeRuns } from './script-runs';

/**
 * A handbook as a PDF, laid out from its Markdown with PDFKit: a cover, a contents page, then headings (also
 * as the PDF's bookmarks), paragraphs, nested lists, quotes and code, and "Page N of M" on every page after the cover.
 * Text is set in embedded fonts chosen per character (script-runs.ts), so every script prints as written.
 */
const BODY_SIZE = 10.5;
const HEADING_SIZES: Record<number, number> = { 1: 22, 2: 15, 3: 12.5 };
const LIST_INDENT = 16;
const FOOTER_SIZE = 8.5;
const FLOW = { lineGap: 2 };
// Room kept at the right of a contents line for its page number.
const PAGE_NUMBER_WIDTH = 40;

type Doc = PDFKit.PDFDocument;

/** Starts a new page unless `height` points still fit on this one (keeps a heading with its text). */
function keepSpace(doc: Doc, height: number) {
  if (doc.y + height > doc.page.maxY()) doc.addPage();
}

/** Writes styled runs as one flowing paragraph from (x, current y), `width` wide. */
function writeParagraph(doc: Doc, runs: readonly TextRun[], x: number, width: number, size: number) {
  doc.x = x;
  writeRuns(doc, runs, size, { ...FLOW, width });
}

/** Where blocks go: their left edge, width and text colour (quotes are indented and muted). */
interface Box {
  x: number;
  width: number;
  color: string;
}

/** Writes a heading; returns where its top landed (on the page being written), for a link to it. */
function writeHeading(doc: Doc, depth: number, runs: TextRun[], box: Box): number {
  const size = HEADING_SIZES[depth] ?? BODY_SIZE + 1;
  doc.moveDown(depth === 1 ? 0 : 0.9);
  keepSpace(doc, size * 2 + BODY_SIZE * 4);
  const top = doc.y;
  const bold = runs.map((run) => ({ ...run, bold: true }));
  writeParagraph(doc, bold, box.x, box.width, size);
  doc.moveDown(depth === 1 ? 0.8 : 0.35);
  return top;
}

function writeList(doc: Doc, list: List, box: Box) {
  const start = list.start ?? 1;
  list.children.forEach((item, index) => {
    const marker = list.ordered ? `${start + index}.` : '•';
    const inner = { ...box, x: box.x + LIST_INDENT, width: box.width - LIST_INDENT };
    item.children.forEach((child, childIndex) => {
      if (childIndex === 0 && child.type === 'paragraph') {
        keepSpace(doc, BODY_SIZE * 1.6);
        const y = doc.y;
        doc.fillColor(box.color);
        doc.x = box.x;
        writeRuns(doc, styled(marker), BODY_SIZE, { width: LIST_INDENT, lineBreak: false });
        doc.y = y;
        writeParagraph(doc, textRuns(child.children), inner.x, inner.width, BODY_SIZE);
      } else {
        writeBlock(doc, child, inner);
      }
    });
    doc.moveDown(0.2);
  });
  doc.moveDown(0.4);
}

/** A section as the contents page lists it: its title, the page it starts on, and where a link lands. */
interface Section {
  runs: TextRun[];
  pageIndex: number;
  destination: string;
}

/** The index of the page being written (pages are buffered, so the last one). */
const currentPageIndex = (doc: Doc) => {
  const { start, count } = doc.bufferedPageRange();
  return start + count - 1;
};

function writeBlock(
  doc: Doc,
  node: RootContent | BlockContent | DefinitionContent,
  box: Box,
  sections?: Section[],
) {
  doc.fillColor(box.color);
  switch (node.type) {
    case 'heading': {
      const runs = textRuns(node.children);
      if (node.depth <= 2) doc.outline.addItem(toString(node));
      const top = writeHeading(doc, node.depth, runs, box);
      // After it is written: keepSpace may have moved it to a new page. A link lands at the heading's top.
      if (node.depth === 2 && sections) {
        const destination = `section-${sections.length + 1}`;
        doc.addNamedDestination(destination, 'XYZ', box.x, top, null);
        // In the contents a title leads to its section only, never where a link in it would go.
        const plain = runs.map((run) => ({ ...run, link: undefined }));
        sections.push({ runs: plain, pageIndex: currentPageIndex(doc), destination });
      }
      return;
    }
    case 'paragraph':
    case 'html':
      writeParagraph(
        doc,
        textRuns(node.type === 'html' ? [node] : node.children),
        box.x,
        box.width,
        BODY_SIZE,
      );
      doc.moveDown(0.6);
      return;
    case 'list':
      writeList(doc, node, box);
      return;
    case 'blockquote':
      for (const child of node.children) {
        writeBlock(doc, child, { x: box.x + 12, width: box.width - 12, color: MUTED });
      }
      return;
    case 'code':
      writeParagraph(doc, styled(node.value, { code: true }), box.x, box.width, BODY_SIZE - 1);
      doc.moveDown(0.6);
      return;
    case 'thematicBreak': {
      const y = doc.y + 4;
      doc
        .moveTo(box.x, y)
        .lineTo(box.x + box.width, y)
        .strokeColor(MUTED)
        .lineWidth(0.5)
        .stroke();
      doc.y = y + 10;
      return;
    }
    default:
      return;
  }
}

/**
 * The contents page (reserved after the cover, written once every section has its page): each section's
 * title and the page it starts on, as the footers number them, both linked to the section.
 */
function writeContents(doc: Doc, sections: readonly Section[], contentsIndex: number) {
  const { start } = doc.bufferedPageRange();
  doc.switchToPage(contentsIndex);
  const width = doc.page.width - 2 * MARGIN;
  doc.fillColor(INK);
  doc.x = MARGIN;
  doc.y = MARGIN;
  writeRuns(doc, styled('Contents', { bold: true }), HEADING_SIZES[1]!, { ...FLOW, width });
  doc.moveDown(0.8);
  for (const [index, section] of sections.entries()) {
    // One page of contents: a list longer than it ends by pointing to the bookmarks, which hold every one.
    if (doc.y + BODY_SIZE * 4 > doc.page.maxY()) {
      const more = sections.length - index;
      writeRuns(
        doc,
        styled(`And ${more} more ${more === 1 ? 'section' : 'sections'}: see the bookmarks.`),
        BODY_SIZE,
        { ...FLOW, width },
      );
      return;
    }
    const y = doc.y;
    writeRuns(doc, styled(String(section.pageIndex - start + 1)), BODY_SIZE, {
      width,
      align: 'right',
      lineBreak: false,
      goTo: section.destination,
    });
    doc.x = MARGIN;
    doc.y = y;
    writeRuns(doc, section.runs, BODY_SIZE, {
      ...FLOW,
      width: width - PAGE_NUMBER_WIDTH,
      goTo: section.destination,
    });
    doc.moveDown(0.45);
  }
}

/** "Title … Page N of M" at the foot of every page but the cover, written once the page count is known. */
function writeFooters(doc: Doc, title: string) {
  const { start, count } = doc.bufferedPageRange();
  const width = doc.page.width - 2 * MARGIN;
  // Cut to one line: a footer that wrapped would run off the page and start new ones.
  const shortTitle = fitToWidth(doc, title, FOOTER_SIZE, width * 0.7);
  for (let index = start + 1; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Writing below the bottom margin would otherwise start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN / 2 - 4;
    doc.fillColor(MUTED);
    doc.x = MARGIN;
    doc.y = y;
    writeRuns(doc, styled(shortTitle), FOOTER_SIZE, { width, lineBreak: false });
    doc.x = MARGIN;
    doc.y = y;
    writeRuns(doc, styled(`Page ${index - start + 1} of ${count}`), FOOTER_SIZE, {
      width,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

export interface HandbookPdfInput {
  title: string;
  markdown: string;
  cover: PdfCover;
}

/** The handbook as PDF bytes. */
export function renderHandbookPdf({ title, markdown, cover }: HandbookPdfInput): Promise<Buffer> {
  const tree: Root = parseMarkdown(markdown);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    displayTitle: true,
    lang: 'en',
    // Document properties are Unicode: the title goes in as it is.
    info: { Title: title, Creator: 'Handbook Reseller Console' },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  writeCover(doc, cover);
  doc.addPage();
  const contentsIndex = currentPageIndex(doc);
  doc.addPage();
  const box = { x: MARGIN, width: doc.page.width - 2 * MARGIN, color: INK };
  const sections: Section[] = [];
  for (const node of tree.children) writeBlock(doc, node, box, sections);
  writeContents(doc, sections, contentsIndex);
  writeFooters(doc, title);
  doc.end();
  return finished;
}
