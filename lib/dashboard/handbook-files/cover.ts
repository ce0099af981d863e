import 'server-only';
import { formatLongDate, handbookEnglish } from '@/lib/contract/handbook-english';
import type { CoverLogo } from '@/lib/images/prepare-logo';
import { DEFAULT_COVER_ACCENT } from './cover-accent';
import { INK, MARGIN, MUTED } from './page-style';
import { styled } from './pdf-text';
import { writeRuns } from './script-runs';

/** What the cover page shows. `version` and `preparedBy` are printed only when they are given. */
export interface PdfCover {
  company: string;
  title: string;
  /** `YYYY-MM-DD`, as the API gives it. */
  effectiveDate: string;
  /** ISO 3166-1 alpha-2: the handbook's English, for its date. */
  country: string;
  version?: number;
  preparedBy?: {
    displayName: string;
    /** `#rrggbb`; anything else is ignored for the default. */
    accentColor?: string | null;
    /** The reseller's logo made small (cover-logo.ts): never the bytes it sent. */
    logo?: CoverLogo | null;
  };
}

const LOGO_BOX = { width: 140, height: 56 };

type Doc = PDFKit.PDFDocument;

// A company name and a title may each be 200 characters (lib/contract/limits.ts), and a CJK character is
// twice as wide as a Latin one: longer ones are set smaller so that both stay clear of "Prepared by".
const SIZES = [
  { upTo: 60, company: 28, title: 18 },
  { upTo: 140, company: 20, title: 14 },
  { upTo: Infinity, company: 16, title: 12 },
];

function sizesFor(company: string, title: string) {
  const width = (text: string) =>
    [...text].reduce(
      (sum, char) =>
        sum + (/[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(char) ? 2 : 1),
      0,
    );
  const longest = Math.max(width(company), width(title));
  return SIZES.find((tier) => longest <= tier.upTo) ?? SIZES[SIZES.length - 1]!;
}

const accentOf = (color: string | null | undefined) =>
  color && /^#[0-9a-f]{6}$/i.test(color) ? color : DEFAULT_COVER_ACCENT;

/** `1 March 2026` (`March 1, 2026` for a US handbook): the way the handbook's own text writes dates. */
function longDate(yearMonthDay: string, country: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(yearMonthDay);
  if (!match) return yearMonthDay;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return formatLongDate({ year, month, day }, handbookEnglish(country));
}

function writeLine(doc: Doc, text: string, size: number, color: string, bold = false) {
  doc.fillColor(color);
  doc.x = MARGIN;
  writeRuns(doc, styled(text, { bold }), size, { width: doc.page.width - 2 * MARGIN, lineGap: 4 });
}

function writePreparedBy(doc: Doc, preparedBy: NonNullable<PdfCover['preparedBy']>) {
  const top = doc.page.height - MARGIN - LOGO_BOX.height - 48;
  doc.y = top;
  writeLine(doc, 'Prepared by', 9, MUTED);
  const logoY = doc.y + 6;
  // Only a logo sharp wrote reaches PDFKit, whose PNG decoder fails out of reach on damaged data.
  if (preparedBy.logo) doc.image(preparedBy.logo, MARGIN, logoY, { fit: [LOGO_BOX.width, LOGO_BOX.height] });
  doc.y = preparedBy.logo ? logoY + LOGO_BOX.height + 6 : logoY;
  writeLine(doc, preparedBy.displayName, 12, INK, true);
}

/** The first page: a band and rule in the accent colour, the company, the title, version and date. */
export function writeCover(doc: Doc, cover: PdfCover) {
  const accent = accentOf(cover.preparedBy?.accentColor);
  const width = doc.page.width - 2 * MARGIN;
  doc.rect(0, 0, doc.page.width, 14).fill(accent);
  const sizes = sizesFor(cover.company, cover.title);
  doc.y = doc.page.height * 0.3;
  writeLine(doc, cover.company, sizes.company, INK, true);
  const ruleY = doc.y + 10;
  doc.rect(MARGIN, ruleY, Math.min(120, width), 3).fill(accent);
  doc.y = ruleY + 22;
  writeLine(doc, cover.title, sizes.title, INK);
  doc.moveDown(1);
  const version = cover.version === undefined ? [] : [`Version ${cover.version}`];
  const details = [...version, `Effective ${longDate(cover.effectiveDate, cover.country)}`].join('  ·  ');
  writeLine(doc, details, 11, MUTED);
  if (cover.preparedBy) writePreparedBy(doc, cover.preparedBy);
}
