import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The axe rules whose outcome depends on the colours painted, rather than on the markup or the layout. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Whether the page is painted in the dark scheme, as its CSS sees it (the context's or the test's emulation).
 * app/globals.css changes nothing but colour tokens between the two schemes
 * (tests/unit/dark-scheme-colours-only.test.ts keeps it so), so names, roles, structure and sizes are the same
 * in both: the light scheme runs every rule, the dark one only the colour rules. Every rule in the dark scheme
 * repeated the light scheme's findings and took about twice as long (1.3 s against 0.7 s a page).
 */
const paintedDark = (page: Page) =>
  page.evaluate(() => window.matchMedia('(prefers-color-scheme: dark)').matches);

/**
 * Where the pages are checked: each layout once and each colour scheme once. The schemes differ only in
 * colour (see paintedDark), which is the same at every width, so the phone's layout is checked in the dark
 * scheme and the desktop's in the light one. All four pairings took twice the suite's time and found nothing
 * these two do not.
 */
export const AXE_VARIANTS = [
  { name: 'desktop, light', viewport: { width: 1280, height: 800 }, colorScheme: 'light' },
  { name: 'phone, dark', viewport: { width: 390, height: 844 }, colorScheme: 'dark' },
] as const;

interface Options {
  /** A CSS selector: checks only that part, such as a dialog opened over a page already checked. */
  within?: string;
}

/**
 * axe with the WCAG 2.x A and AA rules (in the dark scheme, the colour rules: see paintedDark); serious and
 * critical findings fail, listed by rule and node. A dialog is checked `within` itself: axe spends seconds on
 * a whole page, and what is behind a modal dialog is inert.
 *
 * Legacy mode runs `axe.run` in the page itself. The default mode exists for cross-origin frames: it runs
 * part of the check in every frame and finishes it in a blank page of its own, injecting axe twice, and took
 * twice the CPU (a customers page: 3.3–4.2 s against 1.6–1.9 s). The dashboard has no frames; a page that
 * gains one fails here, to be checked in the default mode rather than left half-checked.
 */
export async function expectNoSeriousViolations(page: Page, label: string, { within }: Options = {}) {
  expect(page.frames(), `axe on ${label}: frames need the default mode`).toHaveLength(1);
  // After a change, the page refreshes from the server (use-change-mutation.ts), and while Next streams the
  // new metadata in, the document is briefly without its <title>: check the page as it settles, which must
  // have one (axe's document-title rule still runs on it).
  if (!within) await expect(page, `axe on ${label}: the page's title`).toHaveTitle(/\S/);
  const coloursOnly = await paintedDark(page);
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  const axe = coloursOnly
    ? builder.withRules(COLOUR_RULES)
    : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  const results = await (within ? axe.include(within) : axe).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
    );
  expect(serious, `axe on ${label}`).toEqual([]);
  // The check ran on a real page (or dialog), not an error screen: text whose contrast was measured.
  if (coloursOnly) expect(results.passes.map((rule) => rule.id)).toContain('color-contrast');
  else expect(results.passes.length).toBeGreaterThan(within ? 5 : 10);
}
