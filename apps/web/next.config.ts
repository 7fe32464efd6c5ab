import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const nextConfig: NextConfig = {
  // PGlite ships WebAssembly and data files that must be loaded by Node, not bundled.
  serverExternalPackages: ['@electric-sql/pglite'],
  // The workspace packages are TypeScript sources.
  transpilePackages: ['@newsroom/api', '@newsroom/contract', '@newsroom/db', '@newsroom/rich-text'],
  // `npm run typecheck` checks every workspace; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // Cached pages may be served stale for at most five minutes while a fresh copy renders
  // (Cache-Control stale-while-revalidate for a CDN in front).
  expireTime: 300,
  experimental: {
    // Cached pages live in memory only: a restart (possibly on another database) starts fresh,
    // and the build directory holds nothing but the build. See docs/decisions/005.
    isrFlushToDisk: false,
    // A page kept by the browser's router is fetched again after 30 s, like the server's copy.
    staleTimes: { static: 30 },
  },
  turbopack: {
    root: repositoryRoot,
    // File tracing is for standalone deployments, which a custom server excludes; the API's
    // `.env` lookup would otherwise warn on every build.
    ignoreIssue: [{ path: '**/packages/api/src/config.ts', title: /Dynamic filesystem access/ }],
  },
  outputFileTracingRoot: repositoryRoot,
};

export default nextConfig;
