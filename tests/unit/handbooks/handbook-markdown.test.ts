import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HandbookMarkdown } from '@/components/handbooks/handbook-markdown';
import { markdownOutline } from '@/lib/format/markdown-outline';

const render = (markdown: string) => renderToStaticMarkup(createElement(HandbookMarkdown, { markdown }));

const HOSTILE = '<img src=x onerror=alert(1)>';

describe('HandbookMarkdown', () => {
  it('renders headings, paragraphs and lists', () => {
    const html = render('# Title\n\n## Leave\n\nSome *text*.\n\n- one\n- two\n\n1. first\n');
    expect(html).toMatch(/<h1[^>]*>Title<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>Leave<\/h2>/);
    expect(html).toContain('<em>text</em>');
    expect(html).toMatch(/<ul[^>]*>\s*<li[^>]*>one<\/li>/);
    expect(html).toMatch(/<ol[^>]*>\s*<li[^>]*>first<\/li>/);
  });

  it('shows raw HTML as text, in a heading, inline and as a block', () => {
    const html = render(
      `# Acme ${HOSTILE} Ltd\n\nWelcome to Acme ${HOSTILE}.\n\n<script>alert(2)</script>\n`,
    );
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
  });

  it('drops javascript: link targets', () => {
    const html = render('[click](javascript:alert(1)) and [ok](https://example.com/a)');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('href="https://example.com/a"');
  });

  it('gives headings the ids of the outline, unique and clear of the layout’s ids', () => {
    const markdown = '# Handbook\n\n## Main\n\n## Leave\n\n## Leave\n';
    const outline = markdownOutline(markdown);
    expect(outline).toEqual([
      { depth: 1, text: 'Handbook', id: 'section-handbook' },
      { depth: 2, text: 'Main', id: 'section-main' },
      { depth: 2, text: 'Leave', id: 'section-leave' },
      { depth: 2, text: 'Leave', id: 'section-leave-1' },
    ]);
    const html = render(markdown);
    for (const { id } of outline) expect(html).toContain(`id="${id}"`);
  });
});
