import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A function a reader takes in at once: none of the product's is longer than 80 lines (the generate-handbook
 * dialog had 166, the command line's `run` 129). Codegen's output is not the product's writing.
 */
const MAX_LINES = 80;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const sources = ['app', 'lib', 'components', 'scripts'].flatMap((folder) =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.(tsx?|mjs)$/.test(path) && !path.includes('generated'))
    .map((path) => `${folder}/${path}`),
);

/** Every function in `text` longer than MAX_LINES, as `file:line name (lines)`. */
function longFunctions(file: string, text: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = lineOf(node.getStart(source));
      const lines = lineOf(node.getEnd()) - first + 1;
      const name = ts.isVariableDeclaration(node.parent)
        ? node.parent.name.getText(source)
        : node.name?.getText(source);
      if (lines > MAX_LINES) found.push(`${file}:${first} ${name ?? '(anonymous)'} (${lines})`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('function length', () => {
  it(`no function in app/, lib/, components/ or scripts/ is over ${MAX_LINES} lines`, () => {
    const found = sources.flatMap((file) => longFunctions(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('counts a function from its first line to its last', () => {
    const body = (lines: number) => Array.from({ length: lines - 2 }, (_, i) => `  call(${i});`).join('\n');
    expect(longFunctions('a.ts', `function short() {\n${body(MAX_LINES)}\n}`)).toEqual([]);
    expect(longFunctions('a.ts', `const long = () => {\n${body(MAX_LINES + 1)}\n};`)).toEqual([
      `a.ts:1 long (${MAX_LINES + 1})`,
    ]);
  });
});
