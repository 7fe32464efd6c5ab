// Builds the reader site (Next.js, apps/web/.next). `--if-stale` builds only when the build is
// missing or older than a source it depends on (the site bundles the workspace packages).
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildFromCommandLine, ensureBuild, root, type AppBuild } from './app-build';

const webDir = path.join(root, 'apps/web');

const READER_SITE: AppBuild = {
  name: 'the reader site',
  commandLine: 'next build apps/web',
  marker: 'apps/web/.next/BUILD_ID',
  sources: [
    'apps/web/src',
    'apps/web/public',
    'apps/web/next.config.mjs',
    'apps/web/tsconfig.json',
    'apps/web/package.json',
    'packages/api/src',
    'packages/contract/src',
    'packages/db/src',
    'packages/rich-text/src',
    'package-lock.json',
  ],
  run: () => ({
    script: createRequire(path.join(webDir, 'package.json')).resolve('next/dist/bin/next'),
    args: ['build', webDir],
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  }),
};

export function ensureWebBuild(): void {
  ensureBuild(READER_SITE);
}

buildFromCommandLine(READER_SITE, import.meta.url);
