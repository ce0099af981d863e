import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A short hash of the files (folders: every file in them, by path) that a migrated store follows from. A
 * snapshot or template database named by it is current; any change to those files names a new one.
 */
export function storeKey(paths: string[]): string {
  const hash = createHash('sha256');
  const add = (path: string) => {
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) add(join(path, name));
      return;
    }
    hash.update(path).update('\0').update(readFileSync(path)).update('\0');
  };
  for (const path of paths) add(path);
  return hash.digest('hex').slice(0, 16);
}
