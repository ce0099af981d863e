import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireStoreLock } from '@/lib/service/db/store-lock';

const made: string[] = [];
afterEach(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe("the embedded store's folder is its owner's alone", () => {
  it('a folder made open to everyone is closed to others once the store opens there', () => {
    const parent = mkdtempSync(join(tmpdir(), 'hb-store-folder-'));
    made.push(parent);
    const folder = join(parent, 'data');
    mkdirSync(folder, { mode: 0o777 });
    const lock = acquireStoreLock(folder);
    expect(modeOf(folder)).toBe(0o700);
    lock.release();
  });

  it('a folder that does not exist yet is made so', () => {
    const parent = mkdtempSync(join(tmpdir(), 'hb-store-folder-'));
    made.push(parent);
    const folder = join(parent, 'new', 'data');
    const lock = acquireStoreLock(folder);
    expect(modeOf(folder)).toBe(0o700);
    lock.release();
  });
});
