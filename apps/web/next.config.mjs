import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Plain JavaScript, not TypeScript: the server loads this file at every start, and a TypeScript
// config would load Next.js's native compiler (about 25 MB of memory) just to read it.
/** @type {import('next').NextConfig} */
const nextConfig = {
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
  // Next.js's own copies of pages (for its router's requests, and behind the page cache) are held
  // to NEXT_CACHE_MB (16) megabytes instead of 50: the page cache in front keeps the hot pages'
  // HTML, and the whole server must fit a 1 GB machine (docs/seo-and-performance.md, "Memory").
  cacheMaxMemorySize: nextCacheBytes(process.env.NEXT_CACHE_MB),
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

/** NEXT_CACHE_MB as bytes: a whole number of megabytes from 0 to 4096, else the start stops. */
function nextCacheBytes(setting) {
  if (setting === undefined || setting.trim() === '') return 16 * 1024 * 1024;
  const megabytes = Number(setting);
  if (!Number.isInteger(megabytes) || megabytes < 0 || megabytes > 4096) throw new Error(`NEXT_CACHE_MB must be a whole number of megabytes from 0 to 4096 (it is "${setting}")`);
  return megabytes * 1024 * 1024;
}

export default nextConfig;
