import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The product ships no benchmark code: the benchmarks' baseline routes live in bench/baseline-app/ and
 * only the benchmark's own build gets them (bench/lib/build.ts). Nothing the product builds from (its
 * routes, the root proxy and the Next config) may name a benchmark route or switch.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function filesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((file) => statSync(join(ROOT, file)).isFile());
}

describe('the product ships no benchmark code', () => {
  const files = [...filesUnder('app'), 'proxy.ts', 'next.config.mjs', '.env.example'];

  it.each(files)('%s mentions no benchmark', (file) => {
    expect(file).not.toMatch(/bench/i);
    expect(readFileSync(join(ROOT, file), 'utf8')).not.toMatch(/bench/i);
  });
});
