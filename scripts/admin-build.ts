// Builds the admin console (Vite, apps/admin/dist), as web-build.ts builds the reader site.
// `--if-stale` builds only when the build is missing or older than a source it bundles: the
// console's own files, the contract it imports its types and schemas from, the shared rich text
// editor, or the lockfile.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { newestChange } from './newest-change';

const root = path.resolve(import.meta.dirname, '..');
const adminDir = path.join(root, 'apps/admin');
const buildMarker = path.join(adminDir, 'dist', 'index.html');

const SOURCES = [
  'apps/admin/src',
  'apps/admin/index.html',
  'apps/admin/vite.config.ts',
  'apps/admin/tsconfig.json',
  'apps/admin/package.json',
  'packages/contract/src',
  'packages/rich-text/src',
  'package-lock.json',
];

export function adminBuildIsStale(): boolean {
  if (!existsSync(buildMarker)) return true;
  const built = statSync(buildMarker).mtimeMs;
  return SOURCES.some((source) => newestChange(path.join(root, source)) > built);
}

export function buildAdmin(): void {
  // Vite is the console's own dependency, resolved from its workspace as npm installed it.
  const viteBin = path.join(path.dirname(createRequire(path.join(adminDir, 'package.json')).resolve('vite/package.json')), 'bin', 'vite.js');
  console.info('[build] building the admin console (vite build apps/admin)…');
  const started = Date.now();
  const result = spawnSync(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], { cwd: adminDir, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('[build] the admin console did not build');
    process.exit(result.status ?? 1);
  }
  console.info(`[build] admin console built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export function ensureAdminBuild(): void {
  if (adminBuildIsStale()) buildAdmin();
  else console.info('[build] the admin console is up to date');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--if-stale')) ensureAdminBuild();
  else buildAdmin();
}
