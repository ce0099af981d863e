import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { customersPage } from '../support/dashboard';

/**
 * Dark mode follows the system: app/globals.css redefines its colour tokens under
 * `@media (prefers-color-scheme: dark)`. This checks that the browser actually paints with them.
 */
interface Palette {
  canvas: string;
  surface: string;
  ink: string;
}

/** `#rrggbb` as the browser reports a computed colour. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The light tokens of `:root` and the dark ones of its prefers-color-scheme block, as written in the source. */
function palettesOfGlobalsCss(): { light: Palette; dark: Palette } {
  const css = readFileSync('app/globals.css', 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const blocks = {
    light: /^:root\s*\{([^}]*)\}/m.exec(css)?.[1],
    dark: /@media\s*\(prefers-color-scheme:\s*dark\)\s*\{\s*:root\s*\{([^}]*)\}/.exec(css)?.[1],
  };
  const palette = (scheme: keyof typeof blocks): Palette => {
    const token = (name: keyof Palette) => {
      const hex = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(blocks[scheme] ?? '')?.[1];
      if (!hex) throw new Error(`app/globals.css has no ${scheme} --${name} as #rrggbb`);
      return rgb(hex);
    };
    return { canvas: token('canvas'), surface: token('surface'), ink: token('ink') };
  };
  return { light: palette('light'), dark: palette('dark') };
}

const computed = (locator: Locator, property: 'background-color' | 'color') =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

/** The colours the customers page is painted with: the page, two surfaces and the main text. */
async function painted(page: Page) {
  const body = page.locator('body');
  return {
    canvas: await computed(body, 'background-color'),
    surfaces: [
      await computed(page.getByRole('banner'), 'background-color'),
      await computed(page.getByRole('region', { name: 'Customers', exact: true }), 'background-color'),
    ],
    ink: [await computed(body, 'color'), await computed(page.getByRole('heading', { level: 1 }), 'color')],
  };
}

test.use({ colorScheme: 'dark' });

test('the dashboard paints with the dark palette when the system is dark, and the light one otherwise', async ({
  page,
}) => {
  await page.goto('/customers');
  await expect(customersPage(page).rows.first()).toBeVisible();
  const dark = await painted(page);
  await page.emulateMedia({ colorScheme: 'light' });
  const light = await painted(page);

  // What a user sees first: dark mode looks different, in every part checked.
  expect(dark.canvas).not.toBe(light.canvas);
  for (const [i, surface] of dark.surfaces.entries()) expect(surface).not.toBe(light.surfaces[i]);
  for (const [i, ink] of dark.ink.entries()) expect(ink).not.toBe(light.ink[i]);

  // And it is exactly the palette globals.css defines for each scheme.
  const palettes = palettesOfGlobalsCss();
  for (const [scheme, shown] of [
    ['dark', dark],
    ['light', light],
  ] as const) {
    const expected = palettes[scheme];
    expect(shown, scheme).toEqual({
      canvas: expected.canvas,
      surfaces: [expected.surface, expected.surface],
      ink: [expected.ink, expected.ink],
    });
  }
});
