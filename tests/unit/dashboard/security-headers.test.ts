import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getScriptNonceFromHeader } from 'next/dist/server/app-render/get-script-nonce-from-header.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy, createNonce, nonceOf } from '@/lib/dashboard/security-headers';

/** The policy as directive name → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('Content-Security-Policy', () => {
  const production = directives(contentSecurityPolicy({ nonce: 'bm9uY2U=', production: true }));
  const development = directives(contentSecurityPolicy({ nonce: 'bm9uY2U=', production: false }));

  it('allows scripts only by nonce: no unsafe-inline, no unsafe-eval in production', () => {
    const scripts = production.get('script-src');
    expect(scripts).toEqual(["'self'", "'nonce-bm9uY2U='", "'strict-dynamic'"]);
    expect(production.get('default-src')).toEqual(["'self'"]);
  });

  it("allows unsafe-eval only in development (React's debugging aids), still no unsafe-inline", () => {
    expect(development.get('script-src')).toContain("'unsafe-eval'");
    expect(development.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('forbids framing, plugins, base and form targets elsewhere', () => {
    for (const policy of [production, development]) {
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
    }
  });

  it("allows images from the app and data: URLs (a reseller's logo) only", () => {
    for (const policy of [production, development]) {
      expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    }
  });

  it('allows inline styles (Next and Tailwind insert them), which cannot run code', () => {
    expect(production.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('nonces are 128 random bits, fresh each time, in the form Next reads back', () => {
    const nonces = Array.from({ length: 200 }, () => createNonce());
    expect(new Set(nonces).size).toBe(200);
    for (const nonce of nonces.slice(0, 20)) {
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      const policy = contentSecurityPolicy({ nonce, production: true });
      expect(getScriptNonceFromHeader(policy)).toBe(nonce);
      expect(nonceOf(policy)).toBe(nonce);
    }
  });

  it('nonceOf ignores a nonce outside script-src and a missing policy', () => {
    expect(nonceOf("style-src 'nonce-abc'; script-src 'self'")).toBeUndefined();
    expect(nonceOf(null)).toBeUndefined();
  });
});

describe('static security headers (next.config.mjs)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  type HeaderRule = { source: string; headers: Map<string, string> };

  async function headerRules(nodeEnv: string): Promise<HeaderRule[]> {
    vi.stubEnv('NODE_ENV', nodeEnv);
    vi.resetModules();
    // A plain .mjs file without types: imported by URL, its shape asserted below.
    const { default: nextConfig } = (await import(pathToFileURL(resolve('next.config.mjs')).href)) as {
      default: { headers: () => Promise<{ source: string; headers: { key: string; value: string }[] }[]> };
    };
    return (await nextConfig.headers()).map((rule) => ({
      source: rule.source,
      headers: new Map(rule.headers.map(({ key, value }) => [key.toLowerCase(), value])),
    }));
  }

  async function staticHeaders(nodeEnv: string): Promise<HeaderRule> {
    const [rule] = await headerRules(nodeEnv);
    return rule!;
  }

  it('every path gets nosniff, DENY framing and a strict referrer policy', async () => {
    const { source, headers } = await staticHeaders('production');
    expect(source).toBe('/:path*');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it("the service's APIs get a policy that allows nothing, in production only (development serves GraphiQL)", async () => {
    const [, apis, ...others] = await headerRules('production');
    expect(others).toEqual([]);
    expect(apis?.source).toBe('/api/:api(graphql-public|graphql-reseller)');
    expect([...apis!.headers]).toEqual([
      ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ]);
    expect(await headerRules('development')).toHaveLength(1);
  });

  it('HSTS in production only', async () => {
    expect((await staticHeaders('production')).headers.get('strict-transport-security')).toMatch(
      /^max-age=\d{8,}; includeSubDomains$/,
    );
    expect((await staticHeaders('development')).headers.has('strict-transport-security')).toBe(false);
  });
});
