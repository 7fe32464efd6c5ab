// Builds the reader site (Next.js, apps/web/.next). `--if-stale` builds only when the build is
// missing or older than a source it depends on (the site bundles the workspace packages).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

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
  'package-lock.json',
];

/** The newest modification time under a file or folder, tests excepted. */
function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return /\.test\.tsx?$/.test(target) ? 0 : stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

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
