import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

// The repository's packages as the tests of their boundaries see them (package-imports.test.ts,
// server-only-marks.test.ts): manifests, own source files and the static imports of each file.

export const root = path.resolve(import.meta.dirname, '..');

export interface Manifest {
  name: string;
  exports?: Record<string, string>;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

export const readManifest = (folder: string) => JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as Manifest;
export const workspaces = readManifest('.').workspaces ?? [];
/** The repository root is a package too: its scripts and tool configurations. */
export const packageFolders = ['.', ...workspaces];

/** Folders that hold no source of the package: installed, built, generated or run-time files. */
const NOT_SOURCE = new Set(['node_modules', 'data', 'dist', 'test-results', 'artifacts', 'public', 'drizzle']);
const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

/** The package's own source files, relative to the repository root (a workspace is not its root's). */
export function sourceFiles(folder: string): string[] {
  const files: string[] = [];
  const visit = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.') && !NOT_SOURCE.has(entry.name) && !workspaces.includes(child)) visit(child);
      } else if (SOURCE_FILE.test(entry.name)) files.push(child);
    }
  };
  visit(folder);
  return files;
}

/**
 * Tests, benches, their helpers and tool configurations: the only files allowed to import
 * devDependencies. The root package is tooling as a whole.
 */
export function isDevOnly(folder: string, file: string): boolean {
  if (folder === '.') return true;
  const inPackage = path.relative(folder, file);
  const name = path.basename(file);
  const folders = path.dirname(inPackage).split(path.sep);
  return /\.(test|spec)\.tsx?$/.test(name) || name.startsWith('test-') || /\.config\.ts$/.test(name) || folders.some((part) => ['test', 'tests', 'bench', 'testing'].includes(part));
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

export const isBuiltin = (specifier: string) => specifier.startsWith('node:') || builtinModules.includes(packageName(specifier));
/** The reader site's own alias for its `src` folder (apps/web/tsconfig.json). */
export const isLocalAlias = (specifier: string) => specifier.startsWith('@/');

export function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
  return info.importedFiles.map((imported) => imported.fileName);
}
