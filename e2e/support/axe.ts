import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe with the WCAG 2.x A and AA rules; serious and critical findings fail, listed by rule and node. `within`
 * (a CSS selector) checks only that part, such as a dialog opened over a page already checked: axe spends
 * seconds on a whole page, and what is behind a modal dialog is inert.
 */
export async function expectNoSeriousViolations(page: Page, label: string, within?: string) {
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  const results = await (within ? axe.include(within) : axe).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
    );
  expect(serious, `axe on ${label}`).toEqual([]);
  // The check ran on a real page (or dialog), not an error screen.
  expect(results.passes.length).toBeGreaterThan(within ? 5 : 10);
}
