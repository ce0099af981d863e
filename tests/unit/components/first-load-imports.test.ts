import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What a dashboard page's first load can carry: the client modules its pages, layouts and boundaries reach by
 * static imports (a dynamic `import()` loads later, on an interaction). Apollo Client and Radix's dialogs are
 * for after an interaction (other rows, a change, an open dialog): some 60 and 12 KB gzip that no page's
 * first load needs (bench/dashboard weighs them).
 */
const ROOT = process.cwd();
const ENTRY = /^(page|layout|error|not-found)\.tsx$/;
const LATER_ONLY = [/^@apollo\/client(-integration-nextjs)?$/, /^@radix-ui\//];

function entries(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return entries(path);
    return ENTRY.test(name) ? [path] : [];
  });
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? join(dirname(from), specifier)
      : null;
  if (!base) return null;
  const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending);
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

/** The module's static value imports (not `import type`, not `import()`), as written. */
function staticImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/^(import|export)\s+(type\s+)?[^'";]*?from\s+'([^']+)'/gm)) {
    if (!match[2]) found.push(match[3]!);
  }
  for (const match of source.matchAll(/^import\s+'([^']+)'/gm)) found.push(match[1]!);
  return found;
}

/** Client modules reached statically from the app's entries, with the packages each imports. */
function firstLoadClientModules(): Map<string, string[]> {
  const client = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, inClient: boolean) => {
    const source = readFileSync(file, 'utf8');
    const isClient = inClient || /^['"]use client['"]/m.test(source);
    const key = `${file}:${isClient}`;
    if (seen.has(key)) return;
    seen.add(key);
    const imports = staticImports(source);
    if (isClient) client.set(relative(ROOT, file), imports);
    for (const specifier of imports) {
      const local = resolveLocal(file, specifier);
      if (local) visit(local, isClient);
    }
  };
  for (const entry of entries(join(ROOT, 'app'))) visit(entry, false);
  return client;
}

describe("dashboard pages' first load", () => {
  const modules = firstLoadClientModules();

  it('reaches the client components of every page', () => {
    expect(modules.has('components/layout/phone-menu.tsx')).toBe(true);
    expect(modules.has('components/handbooks/outdated-handbooks-view.tsx')).toBe(true);
  });

  it('carries neither Apollo Client nor Radix: both load on the interaction that needs them', () => {
    const offenders = [...modules].flatMap(([file, imports]) =>
      imports
        .filter((specifier) => LATER_ONLY.some((pattern) => pattern.test(specifier)))
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });
});
