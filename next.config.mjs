import { securityHeaders, serviceApiHeaders } from './lib/http/static-headers.mjs';
import { dependencyClosure, PDF_THREAD_BUNDLE, PDF_THREAD_EXTERNAL } from './scripts/pdf-thread-files.mjs';

// The response headers that never change (lib/http/static-headers.mjs, shared with the standalone service).
// The Content-Security-Policy of pages carries a per-request nonce, so the root proxy.ts sets it
// (lib/dashboard/security-headers.ts). The service's APIs skip proxy.ts (see its matcher) and get a fixed one.
const headers = async () => {
  const production = process.env.NODE_ENV === 'production';
  const apiHeaders = serviceApiHeaders({ production });
  return [
    { source: '/:path*', headers: securityHeaders({ production }) },
    ...(apiHeaders.length > 0
      ? [{ source: '/api/:api(graphql-public|graphql-reseller)', headers: apiHeaders }]
      : []),
  ];
};

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  headers,
  // Next's trailing-slash redirect would answer without the headers above; the root proxy.ts makes it instead.
  skipTrailingSlashRedirect: true,
  // PGlite ships wasm and data files: loading it from node_modules keeps the build smaller and simpler.
  serverExternalPackages: ['@electric-sql/pglite'],
  // `npm test` runs `tsc` before it builds and sets HANDBOOK_TYPES_CHECKED=1 for the build alone: Next's own
  // type check would repeat it (about a third of the build). Every other build (Docker, Vercel) still checks.
  typescript: { ignoreBuildErrors: process.env.HANDBOOK_TYPES_CHECKED === '1' },
  // Turbopack writes its build cache for the next build (12 s of a 60 s build here, 33 s on a busy machine).
  // A build that nothing builds again skips it: CI's, from a clean clone, and the first `npm run demo`'s
  // (HANDBOOK_ONE_OFF_BUILD, set by scripts/demo.mjs).
  experimental: {
    turbopackFileSystemCacheForBuild: !process.env.CI && process.env.HANDBOOK_ONE_OFF_BUILD !== '1',
    // Next loads every page's and route's modules when the server starts (its default), so a server that
    // only answers the APIs kept the whole dashboard in its heap: 59 against 42 MB live after start. Each
    // page's modules load on its first request instead (docs/performance.md, "Server RSS on PGlite").
    preloadEntriesOnStart: false,
  },
  // Read from disk at run time (process.cwd()), so the standalone output must carry them.
  outputFileTracingIncludes: {
    '/*': [
      './lib/service/db/migrations/**/*',
      './lib/service/db/pglite-thread-worker.mjs',
      './lib/service/schema/*.graphql',
      // The logo's one decode runs in a child process of its own (lib/images/prepare-logo.ts), which loads
      // sharp from node_modules: nothing in the bundles imports it for the tracer to see.
      './lib/images/prepare-logo-child.mjs',
      './node_modules/{sharp,detect-libc,semver,@img}/**/*',
    ],
    // The handbook PDF's fonts (lib/dashboard/handbook-files/font-registry.ts), the faces it sets text in.
    '/handbooks/*/download': [
      './node_modules/@expo-google-fonts/noto-sans/{400Regular,700Bold,400Regular_Italic,700Bold_Italic}/*.ttf',
      './node_modules/@expo-google-fonts/noto-sans-*/{400Regular,700Bold}/*.ttf',
      // Its layout thread, which loads PDFKit from node_modules (scripts/pdf-thread-files.mjs).
      `./${PDF_THREAD_BUNDLE}`,
      `./{${dependencyClosure(PDF_THREAD_EXTERNAL).join(',')}}/**/*`,
    ],
  },
  // Turbopack traces the font registry's read as the whole font folders: nine weights each, with preview
  // images, some 200 MB. Only the faces above are used.
  outputFileTracingExcludes: {
    '/handbooks/*/download': [
      './node_modules/@expo-google-fonts/*/{100Thin,200ExtraLight,300Light,500Medium,600SemiBold,800ExtraBold,900Black}*/**',
      './node_modules/@expo-google-fonts/**/*.{png,js}',
    ],
  },
};

export default nextConfig;
