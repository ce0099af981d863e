import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dependencyClosure } from '../../scripts/pdf-thread-files.mjs';

/**
 * `npm run demo` installs `npm ci --omit=dev`: what the app's build, its start and the operator's commands
 * load must be dependencies, and what the build traces into a deployment must be found where npm put it.
 */
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { dev?: boolean }>;
};
const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
const leftOutByTheDemo = (name: string) => {
  const entry = lock.packages[`node_modules/${name}`];
  if (!entry) throw new Error(`${name} is not in the lock file`);
  return entry.dev === true;
};

/**
 * The packages a file loads by name: a module's imports, a stylesheet's `@import`, PostCSS's plugins (keys
 * of its config), not node: builtins or relative paths.
 */
const packagesImportedBy = (file: string) =>
  [
    ...readFileSync(file, 'utf8').matchAll(
      /(?:\bfrom\s*|\bimport\s*\(?\s*|@import\s+)'([^'./][^']*)'|'([^'./][^']*)'\s*:/g,
    ),
  ]
    .map(([, imported, plugin]) => (imported ?? plugin)!)
    .filter((specifier) => !specifier.startsWith('node:'))
    .map((specifier) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    );

describe("what the demo's install holds", () => {
  it('installs without the dev tools', () => {
    expect(readFileSync('scripts/demo.mjs', 'utf8')).toMatch(/run\('npm ci --omit=dev[ '"]/);
  });

  it("everything the app's build loads: its scripts, Next's and PostCSS's configs, TypeScript", () => {
    const build = scripts['build:app']!;
    const files = [
      ...[...build.matchAll(/node (scripts\/\S+\.mjs)/g)].map(([, file]) => file!),
      'scripts/bundle.mjs',
      'next.config.mjs',
      'postcss.config.mjs',
      'app/globals.css',
    ];
    const needed = new Set([...files.flatMap(packagesImportedBy), 'next', 'typescript']);
    expect(needed).toContain('esbuild');
    expect(needed).toContain('@tailwindcss/postcss');
    expect(needed).toContain('tailwindcss');
    expect([...needed].filter(leftOutByTheDemo)).toEqual([]);
  });

  it("the operator's commands and the standalone service, which run under tsx", () => {
    for (const name of ['admin', 'start:service', 'db:migrate']) expect(scripts[name]).toMatch(/^tsx /);
    expect(leftOutByTheDemo('tsx')).toBe(false);
  });
});

describe('the packages the PDF thread loads, traced into a deployment', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const install = (folder: string, name: string, dependencies: Record<string, string> = {}) => {
    mkdirSync(join(root, folder), { recursive: true });
    writeFileSync(join(root, folder, 'package.json'), JSON.stringify({ name, dependencies }));
  };

  it('are found where Node finds them: a version nested under its package, not the top-level one', () => {
    root = mkdtempSync(join(tmpdir(), 'hb-closure-'));
    install('node_modules/pdf', 'pdf', { trie: '2', shared: '1' });
    install('node_modules/trie', 'trie', { inflate: '0.2' });
    install('node_modules/trie/node_modules/inflate', 'inflate');
    // Another version, which a dev tool needs, at the top: absent after `npm ci --omit=dev`.
    install('node_modules/inflate', 'inflate', { unrelated: '1' });
    install('node_modules/@scope/shared', '@scope/shared');
    install('node_modules/shared', 'shared', { '@scope/shared': '1' });

    expect(dependencyClosure(['pdf'], root).sort()).toEqual([
      'node_modules/@scope/shared',
      'node_modules/pdf',
      'node_modules/shared',
      'node_modules/trie',
      'node_modules/trie/node_modules/inflate',
    ]);
  });

  it('say which one is missing', () => {
    root = mkdtempSync(join(tmpdir(), 'hb-closure-'));
    install('node_modules/pdf', 'pdf', { gone: '1' });
    expect(() => dependencyClosure(['pdf'], root)).toThrow('gone is not installed');
  });
});
