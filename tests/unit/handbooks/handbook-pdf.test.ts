import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderHandbookPdf } from '@/lib/dashboard/handbook-files/handbook-pdf';
import { printable } from '@/lib/dashboard/handbook-files/pdf-text';
import { sampleHandbook } from './sample-handbook';

async function pagesText(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: false });
  return text;
}

describe('renderHandbookPdf', () => {
  it('is a PDF whose text has the headings, list items and "Page N of M" on every page', async () => {
    const pdf = await renderHandbookPdf({
      title: 'Acme Ltd Employee Handbook',
      markdown: sampleHandbook(16),
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const pages = await pagesText(pdf);
    expect(pages.length).toBeGreaterThan(2);
    const all = pages.join('\n');
    expect(all).toContain('Acme Ltd Employee Handbook');
    for (let n = 1; n <= 16; n += 1) {
      expect(all).toContain(`Section ${n} Policy`);
      expect(all).toContain(`first duty of section ${n};`);
      expect(all).toContain(`nested step ${n}`);
    }
    pages.forEach((text, index) => expect(text).toContain(`Page ${index + 1} of ${pages.length}`));
  });

  it('lists the second-level headings as the PDF’s bookmarks', async () => {
    const pdf = await renderHandbookPdf({ title: 'T', markdown: sampleHandbook(3) });
    const document = await getDocumentProxy(new Uint8Array(pdf));
    const outline = (await document.getOutline()) ?? [];
    expect(outline.map((item) => item.title)).toEqual([
      'Acme Ltd Employee Handbook',
      'Section 1 Policy',
      'Section 2 Policy',
      'Section 3 Policy',
    ]);
  });

  it('prints raw HTML as text and keeps the title in the document properties', async () => {
    const company = 'Acme <img src=x onerror=alert(1)> Ltd';
    const title = `${company} Employee Handbook`;
    const pdf = await renderHandbookPdf({ title, markdown: sampleHandbook(1, company) });
    expect((await pagesText(pdf)).join('\n')).toContain('<img src=x onerror=alert(1)>');
    const document = await getDocumentProxy(new Uint8Array(pdf));
    const { info } = (await document.getMetadata()) as { info: { Title?: string } };
    expect(info.Title).toBe(title);
  });
});

describe('printable', () => {
  it('keeps what the standard fonts show, strips accents they lack and marks the rest', () => {
    expect(printable('Café “Ltd” – 5 €')).toBe('Café “Ltd” – 5 €');
    expect(printable('Győr Kft.')).toBe('Gyor Kft.');
    expect(printable('日本 😀')).toBe('?? ?');
  });
});
