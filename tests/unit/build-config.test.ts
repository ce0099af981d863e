import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { NextConfig } from 'next';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** next.config.mjs as the current environment makes it. */
async function nextConfig(): Promise<NextConfig> {
  vi.resetModules();
  // A plain .mjs file without types: imported by URL.
  return ((await import(pathToFileURL(resolve('next.config.mjs')).href)) as { default: NextConfig }).default;
}

// Next's build type-checks on its own unless told not to; `npm test` tells it so only after its own `tsc`.
const ignoresTypeErrors = async () => (await nextConfig()).typescript?.ignoreBuildErrors;

describe("the production build's type check", () => {
  afterEach(() => vi.unstubAllEnvs());

  it('runs in a bare `npm run build` (Docker, Vercel)', async () => {
    vi.stubEnv('HANDBOOK_TYPES_CHECKED', undefined);
    expect(await ignoresTypeErrors()).toBe(false);
    vi.stubEnv('HANDBOOK_TYPES_CHECKED', 'true');
    expect(await ignoresTypeErrors()).toBe(false);
  });

  it('is skipped only when HANDBOOK_TYPES_CHECKED=1', async () => {
    vi.stubEnv('HANDBOOK_TYPES_CHECKED', '1');
    expect(await ignoresTypeErrors()).toBe(true);
  });

  it('is skipped by npm test only for the build, after `npm run typecheck` passed', () => {
    const script = readFileSync('scripts/test-all.sh', 'utf8');
    const lines = script.split('\n');
    const setting = lines.filter((line) => line.includes('HANDBOOK_TYPES_CHECKED'));
    // Set on the build's own command line, never exported to the suites or to a later step.
    expect(setting).toEqual([expect.stringMatching(/^\s*HANDBOOK_TYPES_CHECKED=1 npm run --silent build\b/)]);
    const typecheck = lines.findIndex((line) => /^\s*at_once\b.*\btypecheck\b/.test(line));
    expect(typecheck).toBeGreaterThan(0);
    expect(lines.indexOf(setting[0]!)).toBeGreaterThan(typecheck);
  });
});

describe("the production build's Turbopack cache", () => {
  afterEach(() => vi.unstubAllEnvs());
  const writesCache = async () => (await nextConfig()).experimental?.turbopackFileSystemCacheForBuild;

  it("is written for the next build on a developer's machine, and not under CI, whose clone is new each run", async () => {
    vi.stubEnv('CI', undefined);
    expect(await writesCache()).toBe(true);
    vi.stubEnv('CI', 'true');
    expect(await writesCache()).toBe(false);
  });

  it('is not written by the first `npm run demo`, whose build nothing builds again', async () => {
    vi.stubEnv('CI', undefined);
    vi.stubEnv('HANDBOOK_ONE_OFF_BUILD', '1');
    expect(await writesCache()).toBe(false);
    const demo = readFileSync('scripts/demo.mjs', 'utf8');
    expect(demo).toContain("HANDBOOK_ONE_OFF_BUILD: '1'");
    expect(demo).toContain("HANDBOOK_TYPES_CHECKED: '1'");
    expect(demo).toContain('npm run --silent build:app');
  });
});

describe("the production server's start", () => {
  it("loads a page's or a route's modules on its first request, not every one at start", async () => {
    // Next preloads every entry by default: a server that only answers the APIs held the whole dashboard.
    expect((await nextConfig()).experimental?.preloadEntriesOnStart).toBe(false);
  });
});
