import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One name per thing. "Proxy" is Next's root `proxy.ts` only (Next 16 requires that name); the dashboard's
 * GraphQL forwarder is the GraphQL relay (lib/dashboard/graphql-relay.ts) and its benchmark bench/relay.
 * "Upstream" is the dashboard's upstream client (lib/dashboard/upstream.ts); app/_lib/reseller-api.ts wires
 * it to the Reseller API.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SOURCE_FOLDERS = ['app', 'lib', 'components', 'public', 'scripts', 'tests', 'e2e', 'bench'];

const projectFiles = [
  ...readdirSync(ROOT),
  ...SOURCE_FOLDERS.flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .map((path) => `${folder}/${path}`)
      .filter((path) => !path.startsWith('bench/results/')),
  ),
];

describe('one name per thing', () => {
  it('only the root proxy and its test are named proxy', () => {
    expect(projectFiles.filter((path) => /proxy/i.test(path)).sort()).toEqual([
      'proxy.ts',
      'tests/unit/dashboard/root-proxy.test.ts',
    ]);
  });

  it('only the dashboard upstream client is named upstream', () => {
    expect(projectFiles.filter((path) => /^upstream\.tsx?$/.test(basename(path)))).toEqual([
      'lib/dashboard/upstream.ts',
    ]);
  });
});
