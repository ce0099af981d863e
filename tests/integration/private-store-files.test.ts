import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openStore } from '@/lib/service/db/open-store';

const made: string[] = [];
let umask: number | undefined;
afterEach(() => {
  if (umask !== undefined) process.umask(umask);
  umask = undefined;
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Every file and folder under `folder` (itself included) with its permission bits. */
function modes(folder: string): Map<string, number> {
  const found = new Map([[folder, statSync(folder).mode & 0o777]]);
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    found.set(path, statSync(path).mode & 0o777);
  }
  return found;
}

const notPrivate = (folder: string) =>
  [...modes(folder)].filter(([path, mode]) => mode !== (statSync(path).isDirectory() ? 0o700 : 0o600));

describe("the embedded store's files", () => {
  it('are 0600 and its folders 0700 under a umask of 0, those made as it runs too, and after a reopen', async () => {
    umask = process.umask(0);
    const dataDir = join(mkdtempSync(join(tmpdir(), 'hb-private-')), 'data');
    made.push(join(dataDir, '..'));
    const store = await openStore({ dataDir, snapshot: inject('pgliteSnapshot') });
    await store.db.execute(sql`CREATE TABLE scratch (n int, t text)`);
    await store.db.execute(
      sql`INSERT INTO scratch SELECT g, repeat('x', 500) FROM generate_series(1, 5000) g`,
    );
    await store.db.execute(sql`CREATE INDEX ON scratch (n)`);
    await store.db.execute(sql`CHECKPOINT`);
    expect(notPrivate(dataDir)).toEqual([]);
    await store.close();
    expect(modes(dataDir).size).toBeGreaterThan(900);

    // A store made before, its files open to everyone, is closed to others once it opens again.
    for (const [path] of modes(dataDir)) chmodSync(path, statSync(path).isDirectory() ? 0o777 : 0o666);
    const again = await openStore({ dataDir });
    expect(notPrivate(dataDir)).toEqual([]);
    await again.close();
  });
});
