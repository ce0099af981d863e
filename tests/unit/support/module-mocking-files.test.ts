import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { moduleMockingFiles } from '../../support/module-mocking-files';

let root: string;
const write = (path: string, text: string) => writeFileSync(join(root, path), text);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'hb-mocking-'));
  mkdirSync(join(root, 'unit/nested'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the test files that need a module graph of their own', () => {
  it('are those that mock, reload, stub or set the environment, at any depth, and no others', () => {
    write('unit/mocks.test.ts', "vi.mock('@/lib/config', () => ({}));");
    write('unit/nested/stubs.test.ts', "vi.stubEnv('NODE_ENV', 'production');");
    write('unit/nested/reloads.test.ts', 'vi.resetModules();');
    write('unit/assigns.test.ts', "Object.assign(process.env, { NODE_ENV: 'production' });");
    write('unit/nested/sets.test.ts', "process.env.DATABASE_URL = 'postgres://db';");
    write(
      'unit/plain.test.ts',
      "vi.spyOn(Math, 'random'); vi.useFakeTimers(); if (process.env.CI === 'true') {}",
    );
    write('unit/helper.ts', "vi.mock('@/lib/config');");
    expect(moduleMockingFiles(root, 'unit')).toEqual([
      'unit/assigns.test.ts',
      'unit/mocks.test.ts',
      'unit/nested/reloads.test.ts',
      'unit/nested/sets.test.ts',
      'unit/nested/stubs.test.ts',
    ]);
  });
});
