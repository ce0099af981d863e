import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';

/**
 * A newcomer follows the README's links: each relative one must lead to a file of this repository (not to
 * a folder beside the checkout, which a clone does not have) and, when it names a heading, to a heading that
 * is there; so must those of the documents in docs/. A path the prose names in a code span, from one of the
 * repository's top folders, must exist too: the pages are the map, and a map that names a moved file misleads.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DOCUMENTS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

const withoutCodeBlocks = (markdown: string) => markdown.replace(/```[^]*?```/g, '');

/** The targets of a Markdown file's inline links and images, code spans and blocks left out. */
function linkTargets(markdown: string): string[] {
  const prose = withoutCodeBlocks(markdown).replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
}

/** The anchors GitHub gives a Markdown file's headings. */
function headingAnchors(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const headings = [...withoutCodeBlocks(markdown).matchAll(/^#{1,6} (.+)$/gm)];
  return new Set(headings.map((heading) => slugger.slug(heading[1]!.replace(/`/g, ''))));
}

const isRelative = (target: string) => !/^[a-z][a-z+.-]*:/i.test(target);

/** Where a link leads, or why it leads nowhere. */
function brokenLink(document: string, target: string): boolean {
  const [file, anchor] = target.split('#') as [string, string | undefined];
  const path =
    file === '' ? join(ROOT, document) : resolve(dirname(join(ROOT, document)), decodeURIComponent(file));
  if (relative(ROOT, path).startsWith('..') || !existsSync(path)) return true;
  if (anchor === undefined || !path.endsWith('.md')) return false;
  return !headingAnchors(readFileSync(path, 'utf8')).has(anchor);
}

/** Code spans that name a path from a top folder of the repository (`lib/…`, `app/…`), globs and elisions left out. */
function namedPaths(markdown: string): string[] {
  const spans = [...withoutCodeBlocks(markdown).matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
  return spans.filter((span) =>
    /^(lib|app|components|scripts|tests|e2e|bench|docs|public)\/[\w./[\]()@-]*$/.test(span),
  );
}

describe('relative links in the README and docs/', () => {
  it.each(DOCUMENTS)(
    '%s: every relative link names a file inside the repository, and a heading it has',
    (document) => {
      const targets = linkTargets(readFileSync(join(ROOT, document), 'utf8')).filter(isRelative);
      expect(targets.filter((target) => brokenLink(document, target))).toEqual([]);
    },
  );

  it.each(DOCUMENTS)('%s: every path it names from a top folder exists', (document) => {
    const paths = namedPaths(readFileSync(join(ROOT, document), 'utf8'));
    expect(paths.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it('finds links, anchors and paths, so that a change in how they are written cannot make the check pass by finding none', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const targets = linkTargets(readme).filter(isRelative);
    expect(targets).toContain('docs/architecture.md');
    expect(targets).toContain('docs/contract.md');
    expect(brokenLink('README.md', 'docs/architecture.md#a-heading-it-lacks')).toBe(true);
    expect(brokenLink('README.md', 'docs/architecture.md#background-work')).toBe(false);
    expect(brokenLink('README.md', 'docs/no-such-page.md')).toBe(true);
    expect(namedPaths('see `lib/service/host/runtime.ts` and `lib/**/x.ts`')).toEqual([
      'lib/service/host/runtime.ts',
    ]);
  });
});
