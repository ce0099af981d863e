import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeKey } from '@/lib/service/db/store-key';

/** The key that names the migrated PGlite snapshot and the service tests' PostgreSQL template database. */

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'hb-store-key-'));
  mkdirSync(join(folder, 'meta'));
  writeFileSync(join(folder, '0000_initial.sql'), 'create table a (id int);');
  writeFileSync(join(folder, 'meta/_journal.json'), '{"entries":[]}');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('the migrated store key', () => {
  it('stays the same while the files stay the same', () => {
    expect(storeKey([folder])).toBe(storeKey([folder]));
  });

  it.each([
    [
      'a migration changes',
      () => writeFileSync(join(folder, '0000_initial.sql'), 'create table b (id int);'),
    ],
    ['a migration is added', () => writeFileSync(join(folder, '0001_next.sql'), 'create table c (id int);')],
    ['a nested file changes', () => writeFileSync(join(folder, 'meta/_journal.json'), '{"entries":[1]}')],
    [
      'a migration is renamed',
      () => renameSync(join(folder, '0000_initial.sql'), join(folder, '0000_first.sql')),
    ],
    ['a migration is removed', () => rmSync(join(folder, '0000_initial.sql'))],
  ])('changes when %s', (_, change) => {
    const before = storeKey([folder]);
    change();
    expect(storeKey([folder])).not.toBe(before);
  });

  it('changes with any other file it follows from', () => {
    const other = join(folder, 'other.json');
    writeFileSync(other, '{"version":"1"}');
    const before = storeKey([join(folder, 'meta'), other]);
    writeFileSync(other, '{"version":"2"}');
    expect(storeKey([join(folder, 'meta'), other])).not.toBe(before);
  });
});
