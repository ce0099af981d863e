// The response headers that never change. The Content-Security-Policy carries a per-request nonce, so the
// root proxy.ts sets it (lib/dashboard/security-headers.ts). HSTS only in production: a development server
// on http://localhost must not pin the browser to HTTPS for that host. The console is private: no search
// engine may index or follow any answer (public/robots.txt asks crawlers not to fetch at all).
const securityHeaders = () => [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
  ...(process.env.NODE_ENV === 'production'
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
    : []),
];

// The Handbook service's APIs skip the root proxy.ts (see its matcher): their answers are JSON for programs,
// so their policy allows nothing at all. Not in development, where they serve GraphiQL's page.
const serviceApiHeaders = () =>
  process.env.NODE_ENV === 'production'
    ? [
        {
          source: '/api/:api(graphql-public|graphql-reseller)',
          headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" }],
        },
      ]
    : [];

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  headers: async () => [{ source: '/:path*', headers: securityHeaders() }, ...serviceApiHeaders()],
  // Next's trailing-slash redirect would answer without the headers above; the root proxy.ts makes it instead.
  skipTrailingSlashRedirect: true,
  // PGlite ships wasm and data files: loading it from node_modules keeps the build smaller and simpler.
  serverExternalPackages: ['@electric-sql/pglite'],
  // Read from disk at run time (process.cwd()), so the standalone output must carry them.
  outputFileTracingIncludes: {
    '/*': ['./lib/service/db/migrations/**/*', './lib/service/schema/*.graphql'],
  },
};

export default nextConfig;
