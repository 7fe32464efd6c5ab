// Builds the admin console (Vite, apps/admin/dist), as web-build.ts builds the reader site.
// `--if-stale` builds only when the build is missing or older than a source it bundles: the
// console's own files, the contract it imports its types and schemas from, the shared rich text
// editor, or the lockfile.
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildFromCommandLine, ensureBuild, root, type AppBuild } from './app-build';

const adminDir = path.join(root, 'apps/admin');

const CONSOLE: AppBuild = {
  name: 'the admin console',
  commandLine: 'vite build apps/admin',
  marker: 'apps/admin/dist/index.html',
  sources: [
    'apps/admin/src',
    'apps/admin/index.html',
    'apps/admin/vite.config.ts',
    'apps/admin/tsconfig.json',
    'apps/admin/package.json',
    'packages/contract/src',
    'packages/rich-text/src',
    'package-lock.json',
  ],
  // Vite is the console's own dependency, resolved from its workspace as npm installed it.
  run: () => ({
    script: path.join(path.dirname(createRequire(path.join(adminDir, 'package.json')).resolve('vite/package.json')), 'bin', 'vite.js'),
    args: ['build', '--logLevel', 'warn'],
    cwd: adminDir,
  }),
};

export function ensureAdminBuild(): void {
  ensureBuild(CONSOLE);
}

buildFromCommandLine(CONSOLE, import.meta.url);
