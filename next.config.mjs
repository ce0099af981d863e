/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  // PGlite ships wasm and data files: loading it from node_modules keeps the build smaller and simpler.
  serverExternalPackages: ['@electric-sql/pglite'],
  // Read from disk at run time (process.cwd()), so the standalone output must carry them.
  outputFileTracingIncludes: {
    '/*': ['./lib/service/db/migrations/**/*', './lib/service/schema/*.graphql'],
  },
};

export default nextConfig;
