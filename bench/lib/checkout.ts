import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = process.cwd();

/**
 * The tree of the last commit before `addedFile` appeared (the parent of the commit that added it), exported
 * with `git archive` into `into`, with this checkout's node_modules beside it: a feature's benchmark compares
 * against the product just before the feature, in the same run. Returns that commit's short hash.
 */
export function checkoutBefore(addedFile: string, into: string): string {
  const added = execFileSync('git', ['log', '--format=%H', '--diff-filter=A', '--', addedFile], { cwd: ROOT })
    .toString()
    .trim()
    .split('\n')
    .at(-1);
  if (!added) throw new Error(`No commit adds ${addedFile}: nothing to compare with.`);
  mkdirSync(into, { recursive: true });
  const archive = execFileSync('git', ['archive', `${added}^`], { cwd: ROOT, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', into], { input: archive });
  symlinkSync(join(ROOT, 'node_modules'), join(into, 'node_modules'));
  return execFileSync('git', ['rev-parse', '--short', `${added}^`], { cwd: ROOT })
    .toString()
    .trim();
}
