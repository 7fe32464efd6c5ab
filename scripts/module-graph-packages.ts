import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A workspace package: its name, its folder and what its `exports` map publishes. */
export interface WorkspacePackage {
  name: string;
  /** Repository-relative folder, e.g. `packages/api`. */
  dir: string;
  exports: Record<string, unknown>;
}

export function workspacePackages(root: string): WorkspacePackage[] {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces?: string[] };
  return (manifest.workspaces ?? []).flatMap((dir) => {
    const file = path.join(root, dir, 'package.json');
    if (!existsSync(file)) return [];
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name: string; exports?: unknown };
    return [{ name: pkg.name, dir, exports: exportsMap(pkg.exports) }];
  });
}

/** `exports` as a map of subpaths: a bare string or a condition object is the package's `.`. */
function exportsMap(exports: unknown): Record<string, unknown> {
  if (exports === undefined) return {};
  if (typeof exports === 'string') return { '.': exports };
  const entries = exports as Record<string, unknown>;
  return Object.keys(entries).some((key) => key.startsWith('.')) ? entries : { '.': entries };
}

/**
 * The repository-relative file a subpath (`.`, `./core/in-process`) of the package names, as
 * Node's `exports` resolution finds it (exact keys first, then the longest `*` pattern); undefined
 * when the package does not publish it.
 */
export function resolvePackageExport(pkg: WorkspacePackage, subpath: string): string | undefined {
  const exact = pkg.exports[subpath];
  if (exact !== undefined) return located(pkg, conditionTarget(exact));
  const patterns = Object.keys(pkg.exports)
    .filter((key) => key.includes('*'))
    .sort((a, b) => b.length - a.length);
  for (const pattern of patterns) {
    const [prefix = '', suffix = ''] = pattern.split('*');
    if (!subpath.startsWith(prefix) || !subpath.endsWith(suffix) || subpath.length < prefix.length + suffix.length) continue;
    const matched = subpath.slice(prefix.length, subpath.length - suffix.length);
    const target = conditionTarget(pkg.exports[pattern]);
    return located(pkg, target?.replaceAll('*', matched));
  }
  return undefined;
}

/** The file of an export target; for conditions, the one TypeScript reads (`types`, then `import`, then `default`). */
function conditionTarget(target: unknown): string | undefined {
  if (typeof target === 'string') return target;
  if (!target || typeof target !== 'object') return undefined;
  const conditions = target as Record<string, unknown>;
  for (const name of ['types', 'import', 'node', 'default']) {
    const found = conditionTarget(conditions[name]);
    if (found) return found;
  }
  return undefined;
}

function located(pkg: WorkspacePackage, target: string | undefined): string | undefined {
  return target === undefined ? undefined : path.posix.join(pkg.dir, target);
}
