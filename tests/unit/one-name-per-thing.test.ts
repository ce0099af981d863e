import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One name per thing. "Proxy" is Next's root `proxy.ts` only (Next 16 requires that name); the dashboard's
 * GraphQL forwarder is the GraphQL relay (lib/dashboard/relay/graphql-relay.ts) and its benchmark bench/relay.
 * "Upstream" is the dashboard's upstream client (lib/dashboard/relay/upstream.ts); app/_lib/reseller-api.ts wires
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

/** The product's own code, as written (not what codegen writes). */
const CODE_FOLDERS = ['app', 'lib', 'components', 'scripts'];
const codeFiles = projectFiles.filter(
  (path) =>
    CODE_FOLDERS.some((folder) => path.startsWith(`${folder}/`)) &&
    /\.(tsx?|mjs)$/.test(path) &&
    !path.includes('/generated/'),
);
const sourceOf = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** Names Next gives meaning to in app/: every page and route exports them, each its own. */
const NEXT_EXPORTS = new Set([
  'metadata',
  'generateMetadata',
  'GET',
  'POST',
  'dynamic',
  'runtime',
  'revalidate',
]);
/** File names Next requires (error.tsx beside errors.ts is no twin: Next chose the name). */
const NEXT_FILES = new Set(['page', 'layout', 'route', 'error', 'loading', 'not-found', 'global-error']);

const exportedNames = codeFiles.flatMap((path) =>
  [...sourceOf(path).matchAll(/^export (?:async )?(?:function|const|class|interface|type|enum) (\w+)/gm)].map(
    ([, name = '']) => ({ name, path }),
  ),
);

/** Every name the code imports from a package (`import { parseArgs } from 'node:util'`), with the package. */
const packageImports = codeFiles.flatMap((path) =>
  [...sourceOf(path).matchAll(/^import (?:type )?\{([^}]*)\} from '([^.@][^']*|@(?!\/)[^']*)';/gm)].flatMap(
    ([, names = '', from = '']) =>
      names
        .split(',')
        .map(
          (name) =>
            name
              .replace(/^\s*type\s+/, '')
              .split(/\s+as\s+/)[0]
              ?.trim() ?? '',
        )
        .filter(Boolean)
        .map((name) => ({ name, from })),
  ),
);

const stem = (path: string) => basename(path).replace(/\.[^.]+$/, '');

/** Edits (insert, delete, replace one letter) between two names, stopping early past one. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  const rest = (x: string, skip: number) => x.slice(i + skip);
  return rest(a, 1) === rest(b, 1) || rest(a, 1) === rest(b, 0) || rest(a, 0) === rest(b, 1);
}

describe('one name per thing', () => {
  it('only the root proxy and its test are named proxy', () => {
    expect(projectFiles.filter((path) => /proxy/i.test(path)).sort()).toEqual([
      'proxy.ts',
      'tests/unit/dashboard/root-proxy.test.ts',
    ]);
  });

  it('only the dashboard upstream client is named upstream', () => {
    expect(projectFiles.filter((path) => /^upstream\.tsx?$/.test(basename(path)))).toEqual([
      'lib/dashboard/relay/upstream.ts',
    ]);
  });

  it('an exported name is exported once (ExportCsvButton was two components)', () => {
    const places = new Map<string, string[]>();
    for (const { name, path } of exportedNames) {
      if (path.startsWith('app/') && NEXT_EXPORTS.has(name)) continue;
      places.set(name, [...(places.get(name) ?? []), path]);
    }
    const twice = [...places].filter(([, paths]) => paths.length > 1);
    expect(twice.map(([name, paths]) => `${name}: ${paths.join(', ')}`)).toEqual([]);
  });

  it("no export takes the name of what the code imports from a package (Apollo's ApolloProvider)", () => {
    const ours = new Set(exportedNames.map(({ name }) => name));
    const shadowed = packageImports.filter(({ name }) => ours.has(name));
    expect([...new Set(shadowed.map(({ name, from }) => `${name} (${from})`))]).toEqual([]);
  });

  it('no two file names differ by one letter (customer-actions.tsx, customers-actions.tsx)', () => {
    const stems = [...new Set(codeFiles.map(stem))].filter((name) => !NEXT_FILES.has(name)).sort();
    const twins = stems.flatMap((a, i) =>
      stems.slice(i + 1).flatMap((b) => (withinOneEdit(a, b) ? [`${a} / ${b}`] : [])),
    );
    expect(twins).toEqual([]);
  });

  it('the twin check sees one letter and no more', () => {
    expect(withinOneEdit('customer-actions', 'customers-actions')).toBe(true);
    expect(withinOneEdit('handbook-download', 'handbook-downloads')).toBe(true);
    expect(withinOneEdit('format', 'formal')).toBe(true);
    expect(withinOneEdit('customer-actions', 'customers-view')).toBe(false);
    expect(withinOneEdit('tokens', 'tokens-view')).toBe(false);
  });
});
