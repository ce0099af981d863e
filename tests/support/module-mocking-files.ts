import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Calls that replace or reload modules, or change the process's environment or globals, for one file.
const MODULE_MOCKING =
  /\bvi\.(mock|doMock|unmock|doUnmock|resetModules|stubEnv|stubGlobal)\(|Object\.assign\(process\.env\b|\bprocess\.env\.\w+ = /;

/**
 * The test files under `folder` of `root` (paths from `root`, with /) that mock or reload modules, or set the
 * process's environment for the modules they import. Every project runs its other files in one shared module
 * graph (no per-file isolation, which cost most of its time); these need a graph of their own, or their mocks
 * and settings would reach other files and others' modules theirs.
 */
export function moduleMockingFiles(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.test.ts'))
    .map((path) => join(folder, path).split('\\').join('/'))
    .filter((path) => MODULE_MOCKING.test(readFileSync(join(root, path), 'utf8')))
    .sort();
}
