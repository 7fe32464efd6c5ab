// Builds the reader site (Next.js, apps/web/.next). `--if-stale` builds only when the build is
// missing or older than a source it depends on (the site bundles the workspace packages).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { newestChange } from './newest-change';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const buildMarker = path.join(webDir, '.next', 'BUILD_ID');

const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/next.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/api/src',
  'packages/contract/src',
  'packages/db/src',
  'packages/rich-text/src',
  'package-lock.json',
];

export function webBuildIsStale(): boolean {
  if (!existsSync(buildMarker)) return true;
  const built = statSync(buildMarker).mtimeMs;
  return SOURCES.some((source) => newestChange(path.join(root, source)) > built);
}

export function buildWeb(): void {
  const nextBin = createRequire(path.join(webDir, 'package.json')).resolve('next/dist/bin/next');
  console.info('[build] building the reader site (next build apps/web)…');
  const result = spawnSync(process.execPath, [nextBin, 'build', webDir], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    console.error('[build] the reader site did not build');
    process.exit(result.status ?? 1);
  }
}

export function ensureWebBuild(): void {
  if (webBuildIsStale()) buildWeb();
  else console.info('[build] the reader site is up to date');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--if-stale')) ensureWebBuild();
  else buildWeb();
}
