import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The dark scheme changes colours and nothing else. The end-to-end axe checks rest on it (e2e/support/axe.ts,
 * paintedDark): the dark scheme runs only the colour rules, because everything else on a page is the same in
 * both schemes. A dark-only layout, markup or text would need every rule again in the dark scheme.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const source = (folder: string) =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.(tsx?|css)$/.test(path) && !path.includes('generated'))
    .map((path) => ({ path: `${folder}/${path}`, text: readFileSync(join(ROOT, folder, path), 'utf8') }));

describe('the dark scheme', () => {
  const files = [...source('app'), ...source('components'), ...source('lib')];

  it('is chosen by app/globals.css alone: no component reads the scheme or styles with dark:', () => {
    const readers = files
      .filter(({ path }) => path !== 'app/globals.css')
      .filter(({ text }) => /prefers-color-scheme|\bdark:[\w[]/.test(text))
      .map(({ path }) => path);
    expect(readers).toEqual([]);
  });

  it('redefines nothing but colour tokens', () => {
    const css = readFileSync(join(ROOT, 'app/globals.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const block = /@media\s*\(prefers-color-scheme:\s*dark\)\s*\{\s*:root\s*\{([^}]*)\}\s*\}/.exec(css);
    expect(block, 'a dark block of :root custom properties only').not.toBeNull();
    const declarations = block![1]!
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean);
    expect(declarations.length).toBeGreaterThan(5);
    for (const declaration of declarations) expect(declaration).toMatch(/^--[\w-]+:\s*#[0-9a-fA-F]{3,8}$/);
    // Exactly one dark block: a second one would be missed above.
    expect(css.match(/prefers-color-scheme:\s*dark/g)).toHaveLength(1);
  });
});
