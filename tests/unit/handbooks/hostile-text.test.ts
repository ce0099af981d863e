import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HandbookMarkdown } from '@/components/handbooks/handbook-markdown';
import { renderHandbookPdf } from '@/lib/dashboard/handbook-files/handbook-pdf';
import { generateHandbook, type HandbookInput } from '@/lib/service/handbooks/generate';
import {
  activeNodes,
  headingText,
  HOSTILE_TEXTS,
  paragraphTexts,
  pdfLinks,
  pdfTextCompact,
  shape,
} from '../../support/inert-markdown';
import { sampleCover } from './sample-handbook';

/**
 * A handbook's title and company name are the customer's text: in the Markdown, on the dashboard's page and
 * in the PDF they show as written and never become a link, an image or HTML.
 */
const base: HandbookInput = {
  companyName: 'Acme Ltd',
  country: 'GB',
  employeeCount: 40,
  effectiveDate: '2026-03-01',
  policies: ['leave'],
};
const plain = generateHandbook(base);

// React writes text with these five characters escaped.
const decodeHtml = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

const CASES = HOSTILE_TEXTS.flatMap((text) => [
  { as: 'title', text, input: { ...base, title: text } },
  { as: 'company name', text, input: { ...base, companyName: text } },
]);

describe('customer text in a handbook stays text', () => {
  it.each(CASES)('as the $as: $text', async ({ as, text, input }) => {
    const handbook = generateHandbook(input);
    const { markdown, title } = handbook;

    expect(activeNodes(markdown)).toEqual([]);
    expect(shape(markdown)).toBe(shape(plain.markdown));
    expect(headingText(markdown)).toBe(as === 'title' ? text : `${text} Employee Handbook`);
    if (as === 'company name') expect(paragraphTexts(markdown)[0]).toContain(`Welcome to ${text}.`);

    const html = renderToStaticMarkup(createElement(HandbookMarkdown, { markdown }));
    expect(html).not.toMatch(/<(a|img|script)[\s>]/i);
    expect(decodeHtml(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '')).toBe(title);

    const cover = sampleCover(handbook.companyName, title);
    const pdf = await renderHandbookPdf({ title, markdown, cover });
    expect(await pdfLinks(pdf)).toEqual([]);
    expect(Buffer.from(pdf).toString('latin1')).not.toContain('/URI');
    expect(await pdfTextCompact(pdf)).toContain(title.replace(/\s+/g, ''));
  });
});
