import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The type-aware promise rules run in oxlint (.oxlintrc.json), not ESLint: these cases hold that its config
 * still turns them on and that `npm run lint` runs it.
 */
const folder = mkdtempSync(join(tmpdir(), 'hb-promise-lint-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function lint(source: string) {
  const file = join(folder, `case-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(file, source);
  const run = spawnSync('node_modules/.bin/oxlint', ['-c', '.oxlintrc.json', file], { encoding: 'utf8' });
  return { code: run.status, output: run.stdout + run.stderr };
}

const ASYNC = 'async function load(): Promise<number> { return 1; }\n';

describe('the promise rules', () => {
  it('refuse a promise nobody awaits, one handed to a callback that returns nothing, and awaiting a non-promise', () => {
    const { code, output } = lint(
      ASYNC +
        'export function floating() { load(); }\n' +
        'export const handlers: { onClick: () => void }[] = [{ onClick: async () => { await load(); } }];\n' +
        'export async function needless() { await 3; }\n',
    );
    expect(code).toBe(1);
    expect(output).toContain('typescript(no-floating-promises)');
    expect(output).toContain('typescript(no-misused-promises)');
    expect(output).toContain('typescript(await-thenable)');
  });

  it('accept a promise awaited, or ignored on purpose with void', () => {
    const { code, output } = lint(
      ASYNC +
        'export async function awaited() { await load(); }\nexport function ignored() { void load(); }\n',
    );
    expect({ code, output }).toMatchObject({ code: 0 });
  });

  it('run in `npm run lint`, after ESLint', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.lint).toBe('eslint . && oxlint');
  });
});
