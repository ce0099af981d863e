import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * bench/dashboard weighs every page the dashboard has (first-load JS against the bare page): a page added
 * without a line in its list would go unmeasured, as the usage and settings pages once did.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Every page's route as the bench writes it: groups dropped, a dynamic segment as a `${…}` template part. */
function pageRoutes(): string[] {
  return readdirSync(join(ROOT, 'app'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(`${sep}page.tsx`) || file === 'page.tsx')
    .map((file) => file.split(sep).slice(0, -1))
    .filter((segments) => !segments.some((s) => s.startsWith('[...')))
    .map((segments) => {
      const parts = segments.filter((s) => !/^\(.*\)$/.test(s)).map((s) => (/^\[.+\]$/.test(s) ? '${…}' : s));
      return `/${parts.join('/')}`;
    });
}

describe('bench/dashboard', () => {
  const bench = readFileSync(join(ROOT, 'bench/dashboard/run.ts'), 'utf8');
  const measured = [...bench.matchAll(/\[[`']([^`']+)[`'], (?:true|false)\]/g)].map((m) =>
    m[1]!.replace(/\$\{[^}]+\}/g, '${…}'),
  );

  it('reads its routes from the list', () => {
    expect(measured).toContain('/bench/bare');
  });

  it.each(pageRoutes())('weighs %s', (route) => {
    expect(measured).toContain(route);
  });
});
