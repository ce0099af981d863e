import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A newcomer follows the README's links: each relative one must lead to a file of this repository (not to
 * a folder beside the checkout, which a clone does not have), and so must those of the documents in docs/.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DOCUMENTS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The targets of a Markdown file's inline links and images, code spans and blocks left out. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/```[^]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
}

const isRelative = (target: string) => !/^([a-z][a-z+.-]*:|#)/i.test(target);

describe('relative links in the README and docs/', () => {
  it.each(DOCUMENTS)('%s: every relative link names a file inside the repository', (document) => {
    const targets = linkTargets(readFileSync(join(ROOT, document), 'utf8')).filter(isRelative);
    const broken = targets.filter((target) => {
      const path = resolve(dirname(join(ROOT, document)), decodeURIComponent(target.split('#')[0]!));
      return relative(ROOT, path).startsWith('..') || !existsSync(path);
    });
    expect(broken).toEqual([]);
  });

  it('finds links, so that a change in how they are written cannot make the check pass by finding none', () => {
    const targets = linkTargets(readFileSync(join(ROOT, 'README.md'), 'utf8')).filter(isRelative);
    expect(targets).toContain('docs/contract.md');
    expect(targets).toContain('docs/handbook-service-interface.md');
  });
});
