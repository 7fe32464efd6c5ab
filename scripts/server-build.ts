// Compiles the server entry into plain JavaScript (scripts/server-bundle.ts), as web-build.ts
// builds the reader site: `--if-stale` compiles only when the bundle is missing or older than a
// source it holds.
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildFromCommandLine, ensureBuild, root, type AppBuild } from './app-build';

const SERVER: AppBuild = {
  name: 'the server',
  commandLine: 'esbuild apps/web/src/server/main.ts',
  marker: 'apps/web/dist/server/main.js',
  sources: ['apps/web/src/server', 'packages/api/src', 'packages/contract/src', 'packages/db/src', 'packages/rich-text/src', 'package-lock.json', 'scripts/server-bundle.ts'],
  // The bundler's own script is TypeScript: run it through the loader, which exits with it.
  run: () => ({
    script: createRequire(path.join(root, 'package.json')).resolve('tsx/cli'),
    args: [path.join(root, 'scripts/server-bundle.ts')],
    cwd: root,
  }),
};

export function ensureServerBuild(): void {
  ensureBuild(SERVER);
}

buildFromCommandLine(SERVER, import.meta.url);
