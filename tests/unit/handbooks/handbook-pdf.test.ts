import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderHandbookPdf } from '@/lib/dashboard/handbook-files/handbook-pdf';
import { fontRuns } from '@/lib/dashboard/handbook-files/script-runs';
import { inflateSync } from 'node:zlib';
import type { PdfCover } from '@/lib/dashboard/handbook-files/cover';
import { DEFAULT_COVER_ACCENT } from '@/lib/dashboard/handbook-files/cover-accent';
import {
  fontOf,
  SCRIPT_FAMILIES,
  titleCase,
  type ScriptFamily,
} from '@/lib/dashboard/handbook-files/font-registry';
import { sampleCover, sampleHandbook } from './sample-handbook';
import { greyJpeg, solidPng } from './tiny-images';
import { prepareLogo } from '@/lib/images/prepare-logo';

async function pagesText(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: false });
  return text;
}

describe('renderHandbookPdf', () => {
  it('is a PDF whose text has the headings, list items and "Page N of M" on every page', async () => {
    const pdf = await renderHandbookPdf({
      title: 'Acme Ltd Employee Handbook',
      markdown: sampleHandbook(16),
      cover: sampleCover(),
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
    // The cover has no footer; every page after it counts from it.
    expect(pages[0]).not.toContain('Page 1');
    pages.slice(1).forEach((text, index) => expect(text).toContain(`Page ${index + 2} of ${pages.length}`));
  });

  it('opens with a contents page: every section, the page it starts on, and a link there', async () => {
    const pdf = await renderHandbookPdf({
      title: 'Acme Ltd Employee Handbook',
      markdown: sampleHandbook(16),
      cover: sampleCover(),
    });
    const pages = await pagesText(pdf);
    expect(pages[1]).toMatch(/^Contents/);
    for (let n = 1; n <= 16; n += 1) {
      // Its number is drawn first, at the right, so the text holds it before the title.
      const listed = new RegExp(`(\\d+)\\s*Section ${n} Policy`).exec(pages[1] ?? '');
      expect(listed, `section ${n} listed`).not.toBeNull();
      // The page it names (as the footers count, the cover being page 1) is where the section starts.
      const page = Number(listed![1]);
      expect(pages[page - 1]).toContain(`Section ${n} Policy`);
      expect(pages[page - 1]).toContain(`Page ${page} of ${pages.length}`);
    }
    const document = await getDocumentProxy(new Uint8Array(pdf));
    const links = (await (await document.getPage(2)).getAnnotations()).filter((a) => a.subtype === 'Link');
    // Each line links twice, by its title and by its number, to its section's destination.
    expect(new Set(links.map((link) => link.dest))).toEqual(
      new Set(Array.from({ length: 16 }, (_, i) => `section-${i + 1}`)),
    );
    // A link lands with the title in view: at its top, above the baseline it is written on.
    const [, , , top] = ((await document.getDestination('section-5')) ?? []) as number[];
    const page = Number(/(\d+)\s*Section 5 Policy/.exec(pages[1] ?? '')![1]);
    const items = (await (await document.getPage(page)).getTextContent()).items as {
      str: string;
      transform: number[];
    }[];
    const baseline = items.find((item) => item.str.includes('Section 5 Policy'))!.transform[5]!;
    expect(top).toBeGreaterThan(baseline + 10);
    expect(top).toBeLessThan(baseline + 40);
  });

  it('lists the second-level headings as the PDF’s bookmarks', async () => {
    const pdf = await renderHandbookPdf({
      title: 'T',
      markdown: sampleHandbook(3),
      cover: sampleCover(),
    });
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
    const pdf = await renderHandbookPdf({
      title,
      markdown: sampleHandbook(1, company),
      cover: sampleCover(company),
    });
    expect((await pagesText(pdf)).join('\n')).toContain('<img src=x onerror=alert(1)>');
    const document = await getDocumentProxy(new Uint8Array(pdf));
    const { info } = (await document.getMetadata()) as { info: { Title?: string } };
    expect(info.Title).toBe(title);
  });
});

// One name per script the fonts cover. The Hindi one has conjuncts (ष्ट्र, द्य, स्थ): shaped, they still
// extract as the letters they are made of. (A vowel sign drawn before its consonant, "ि", extracts in the
// order it is drawn, as from any PDF; the PDF itself is right.)
const NAMES = [
  'Łódź Żółć Sp. z o.o.',
  '株式会社テスト',
  'Αθηναϊκή Εταιρεία Α.Ε.',
  'ООО «Северный ветер»',
  'राष्ट्रीय उद्योग संस्थान',
  '주식회사 한빛소프트',
  '北京星光科技有限公司',
];

/**
 * The text with white space and control characters taken out: pdf.js puts spaces where Devanagari marks sit
 * apart, and reads Noto Sans Arabic's dot glyphs (drawn apart from their letters, none a character of its
 * own) as control characters.
 */
const compact = (text: string) => text.replace(/[\s\p{Cc}]+/gu, '');

/** A name in each script Noto Sans lacks, by family. */
const SCRIPT_NAMES: Record<ScriptFamily, string> = {
  arabic: 'شركة الأمل للتجارة',
  hebrew: 'חברת שלום בע"מ',
  thai: 'บริษัท ไทยรุ่งเรือง จำกัด',
  lao: 'ບໍລິສັດລາວ',
  myanmar: 'မြန်မာကုမ္ပဏီ',
  gujarati: 'ગુજરાતી કંપની',
  gurmukhi: 'ਪੰਜਾਬੀ ਕੰਪਨੀ',
  georgian: 'ქართული კომპანია',
  armenian: 'Հայկական ընկերություն',
  ethiopic: 'የኢትዮጵያ ኩባንያ',
  khmer: 'ក្រុមហ៊ុនខ្មែរ',
  bengali: 'বাংলা কোম্পানি',
  kannada: 'ಕನ್ನಡ ಕಂಪನಿ',
  malayalam: 'മലയാളം കമ്പനി',
  tamil: 'தமிழ் நிறுவனம்',
  telugu: 'తెలుగు సంస్థ',
  sinhala: 'සිංහල සමාගම',
};
// What pdf.js gives back as written (Arabic and Hebrew in their logical order); the others' vowel signs come
// back in the order they are drawn.
const READ_BACK_AS_WRITTEN: ScriptFamily[] = [
  'arabic',
  'hebrew',
  'thai',
  'lao',
  'myanmar',
  'gujarati',
  'gurmukhi',
  'georgian',
  'armenian',
  'ethiopic',
];

describe('renderHandbookPdf in every script', () => {
  it('prints every name as written, in its text, headings and cover, and no "?" the text lacks', async () => {
    const markdown = NAMES.map((name) => `## ${name}\n\nWelcome to **${name}**, *${name}*.`).join('\n\n');
    const pdf = await renderHandbookPdf({
      title: NAMES.join(' · '),
      markdown,
      cover: sampleCover(NAMES[0], NAMES[1]),
    });
    const pages = await pagesText(pdf);
    const all = compact(pages.join('\n'));
    for (const name of NAMES) {
      expect(all).toContain(compact(`Welcome to ${name}, ${name}.`));
      expect(all).toContain(compact(name));
    }
    expect(compact(pages[0] ?? '')).toContain(compact(`${NAMES[0]}${NAMES[1]}`));
    expect(all).not.toContain('?');
  });

  it('sets each script Noto Sans lacks in its own family, every character with a glyph', async () => {
    for (const family of SCRIPT_FAMILIES) {
      const runs = fontRuns(SCRIPT_NAMES[family], 'bold');
      expect(runs.map((run) => run.typeface.name)).toEqual([`NotoSans${titleCase(family)}-Bold`]);
      for (const char of SCRIPT_NAMES[family])
        expect(runs[0]!.typeface.covers(char.codePointAt(0)!)).toBe(true);
    }
    const names = Object.values(SCRIPT_NAMES);
    const markdown = names.map((name) => `## ${name}\n\nWelcome to **${name}**, *${name}*.`).join('\n\n');
    // Noto Sans Gurmukhi's marks make fontkit throw: the run is shaped again without positioning them.
    const pdf = await renderHandbookPdf({ title: 'T', markdown, cover: sampleCover(names[0], names[1]) });
    const fonts = pdf.toString('latin1');
    for (const family of SCRIPT_FAMILIES)
      expect(fonts).toMatch(new RegExp(`/[A-Z]{6}\\+NotoSans${titleCase(family)}-Regular`));
    const all = compact((await pagesText(pdf)).join('\n'));
    for (const family of READ_BACK_AS_WRITTEN) {
      expect(all).toContain(compact(`Welcome to ${SCRIPT_NAMES[family]}, ${SCRIPT_NAMES[family]}.`));
    }
  });

  it('gives back Arabic and Hebrew as written when copied, letters that share a glyph included', async () => {
    // Noto Sans Arabic draws the medial teh, noon and yeh of "للتقنية" with one dotless glyph: extraction
    // read the yeh as teh ("للتقنتة") until each letter got a glyph of its own in the subset.
    const names = ['شركة الرياض للتقنية', 'بنك الثقة والتنمية', 'נתן טכנולוגיות בע"מ'];
    const markdown = names.map((name) => `## ${name}\n\n${name}`).join('\n\n');
    const pdf = await renderHandbookPdf({ title: 'T', markdown, cover: sampleCover(names[0], names[2]) });
    const all = compact((await pagesText(pdf)).join('\n'));
    for (const name of names) expect(all).toContain(compact(name));
    expect(all).not.toContain(compact('للتقنتة'));
  });

  it('cuts a long title to one line in the footers, which would otherwise add pages', async () => {
    const title = '北京星光科技有限公司'.repeat(20);
    const pdf = await renderHandbookPdf({ title, markdown: sampleHandbook(2), cover: sampleCover() });
    const pages = await pagesText(pdf);
    pages.slice(1).forEach((text, index) => expect(text).toContain(`Page ${index + 2} of ${pages.length}`));
    expect(pages.at(-1)).toMatch(/\p{Script=Han}…\s+Page \d+ of \d+$/u);
  });

  it('embeds only the glyphs used: a Latin handbook of 16 sections stays small', async () => {
    const pdf = await renderHandbookPdf({
      title: 'Acme Ltd Employee Handbook',
      markdown: sampleHandbook(16),
      cover: sampleCover(),
    });
    expect(pdf.length).toBeLessThan(150 * 1024);
  });
});

/** The PDF's deflated streams (page contents among them) as text; other streams (a JPEG's) are skipped. */
function inflatedStreams(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    try {
      texts.push(inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1'));
    } catch {
      // Not deflated.
    }
  }
  return texts;
}

describe('the cover page', () => {
  const ACCENT = '#0a7d5a';
  const cover = (preparedBy?: PdfCover['preparedBy']): PdfCover => ({
    company: 'Łódź Żółć Sp. z o.o.',
    title: 'Employee Handbook',
    effectiveDate: '2026-03-01',
    country: 'PL',
    version: 3,
    ...(preparedBy ? { preparedBy } : {}),
  });
  const render = (handbookCover: PdfCover) =>
    renderHandbookPdf({ title: 'T', markdown: sampleHandbook(1), cover: handbookCover });

  it.each([
    { format: 'PNG', logo: solidPng(40, 16, [10, 125, 90]) },
    { format: 'JPEG', logo: greyJpeg() },
  ])(
    'shows the company, title, version, date, and who prepared it with a $format logo, made small',
    async ({ logo }) => {
      const { cover: small } = await prepareLogo(logo);
      const pdf = await render(cover({ displayName: 'Payroll Partners', accentColor: ACCENT, logo: small }));
      const [first] = await pagesText(pdf);
      for (const text of [
        'Łódź Żółć Sp. z o.o.',
        'Employee Handbook',
        'Version 3',
        'Effective 1 March 2026',
      ]) {
        expect(first).toContain(text);
      }
      expect(first).toMatch(/Prepared by\s+Payroll Partners/);
      const objects = pdf.toString('latin1');
      expect(objects.match(/\/Subtype \/Image/g)).toHaveLength(1);
      // The PNG sharp wrote, whatever the reseller sent.
      expect(objects).toMatch(
        /\/Filter \/FlateDecode[^>]*\/Subtype \/Image|\/Subtype \/Image[^>]*\/Filter \/FlateDecode/,
      );
      // The band and rule in the accent colour: PDFKit writes it as fractions of 255.
      const accent = [10, 125, 90].map((value) => value / 255).join(' ');
      expect(inflatedStreams(pdf).some((stream) => stream.includes(`${accent} scn`))).toBe(true);
    },
  );

  it('writes the date as the handbook does: US handbooks in American English', async () => {
    const [first] = await pagesText(await render({ ...cover(), effectiveDate: '2026-12-01', country: 'US' }));
    expect(first).toContain('Effective December 1, 2026');
    const [british] = await pagesText(
      await render({ ...cover(), effectiveDate: '2026-12-01', country: 'GB' }),
    );
    expect(british).toContain('Effective 1 December 2026');
  });

  it('rules a cover without an accent colour in the one default the dashboard previews too', async () => {
    const pdf = await render(cover({ displayName: 'Payroll Partners' }));
    const slate = [1, 3, 5]
      .map((at) => Number.parseInt(DEFAULT_COVER_ACCENT.slice(at, at + 2), 16) / 255)
      .join(' ');
    expect(inflatedStreams(pdf).some((stream) => stream.includes(`${slate} scn`))).toBe(true);
  });

  it('leaves out what it is not given', async () => {
    const plain = await pagesText(await render({ ...cover(), version: undefined }));
    expect(plain[0]).not.toMatch(/Version|Prepared by/);
    expect(plain[0]).toContain('Effective 1 March 2026');

    const nameOnly = await render(cover({ displayName: 'Payroll Partners', logo: null }));
    expect((await pagesText(nameOnly))[0]).toMatch(/Prepared by\s+Payroll Partners/);
    expect(nameOnly.toString('latin1')).not.toContain('/Subtype /Image');
  });
});

describe('fontRuns', () => {
  const fonts = (text: string, code = false) =>
    fontRuns(text, 'regular', code).map((run) => [run.text, run.typeface.name]);

  it('gives the spaces and punctuation after a right-to-left name to the text around it', () => {
    expect(fonts('Welcome to شركة الأمل, and חברת שלום.')).toEqual([
      ['Welcome to ', 'NotoSans-Regular'],
      ['شركة الأمل', 'NotoSansArabic-Regular'],
      [', and ', 'NotoSans-Regular'],
      ['חברת שלום', 'NotoSansHebrew-Regular'],
      ['.', 'NotoSans-Regular'],
    ]);
  });

  it('splits text where the font must change, and keeps marks and spaces with their run', () => {
    expect(fonts('Łódź हिन्दी Αθηνά')).toEqual([['Łódź हिन्दी Αθηνά', 'NotoSans-Regular']]);
    expect(fonts('Acme 株式会社テスト Ltd')).toEqual([
      ['Acme ', 'NotoSans-Regular'],
      ['株式会社テスト ', 'NotoSansJP-Regular'],
      ['Ltd', 'NotoSans-Regular'],
    ]);
    expect(fonts('f(x) = 北京', true)).toEqual([
      ['f(x) = ', 'Courier'],
      ['北京', 'NotoSansSC-Regular'],
    ]);
  });

  it('draws Han characters as the text’s language does: Japanese with kana, Korean with Hangul', () => {
    expect(fonts('株式会社')[0]?.[1]).toBe('NotoSansSC-Regular');
    expect(fonts('株式会社テスト')[0]?.[1]).toBe('NotoSansJP-Regular');
    expect(fonts('株式會社 한빛')[0]?.[1]).toBe('NotoSansKR-Regular');
  });

  it('parses each font file once per process', () => {
    expect(fontOf('japanese', 'bold')).toBe(fontOf('japanese', 'bold'));
    expect(fontOf('chinese', 'italic')).toBe(fontOf('chinese', 'regular'));
  });
});
