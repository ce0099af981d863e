// The response headers that never change, in one place for both servers: next.config.mjs gives them to every
// answer of the Next app, and the standalone service (lib/service/api/node-server.ts) to every answer of its
// own. Plain JavaScript so that next.config.mjs can import it; static-headers.d.mts types it for TypeScript.

/**
 * On every answer. HSTS only in production: a development server on http://localhost must not pin the
 * browser to HTTPS for that host. The console is private: no search engine may index or follow any answer.
 * @param {{ production: boolean }} options
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders({ production }) {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
    ...(production
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
      : []),
  ];
}

/**
 * On the service's two APIs, in production: their answers are JSON for programs, so their policy allows
 * nothing at all. Not in development, where they serve GraphiQL's page.
 * @param {{ production: boolean }} options
 * @returns {{ key: string, value: string }[]}
 */
export function serviceApiHeaders({ production }) {
  return production
    ? [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" }]
    : [];
}
