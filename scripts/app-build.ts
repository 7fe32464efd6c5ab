// What the reader site's and the console's builds share (web-build.ts, admin-build.ts): a build
// is stale when its marker file is missing or older than a source it bundles, and a failed build
// stops the command that asked for it.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { newestChange } from './newest-change';

export const root = path.resolve(import.meta.dirname, '..');

export interface AppBuild {
  /** How the messages name the app: "the reader site". */
  name: string;
  /** The command as the messages show it: "next build apps/web". */
  commandLine: string;
  /** A file every finished build writes (its time is the build's), from the repository root. */
  marker: string;
  /** Files and folders, from the repository root, whose change makes the build stale. */
  sources: string[];
  /** The build tool's Node script and its arguments. */
  run: () => { script: string; args: string[]; cwd: string; env?: NodeJS.ProcessEnv };
}

export function buildIsStale(build: AppBuild): boolean {
  const marker = path.join(root, build.marker);
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return build.sources.some((source) => newestChange(path.join(root, source)) > built);
}

export function runBuild(build: AppBuild): void {
  const { script, args, cwd, env } = build.run();
  console.info(`[build] building ${build.name} (${build.commandLine})…`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [script, ...args], { cwd, stdio: 'inherit', env: env ?? process.env });
  if (result.status !== 0) {
    console.error(`[build] ${build.name} did not build`);
    process.exit(result.status ?? 1);
  }
  console.info(`[build] ${build.name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export function ensureBuild(build: AppBuild): void {
  if (buildIsStale(build)) runBuild(build);
  else console.info(`[build] ${build.name} is up to date`);
}

/** Run as a command (`tsx scripts/web-build.ts [--if-stale]`) rather than imported by start.ts. */
export function buildFromCommandLine(build: AppBuild, moduleUrl: string): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  if (process.argv.includes('--if-stale')) ensureBuild(build);
  else runBuild(build);
}
