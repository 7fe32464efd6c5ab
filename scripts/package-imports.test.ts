import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, isBuiltin, isDevOnly, isLocalAlias, packageFolders, packageName, readManifest, root, sourceFiles, workspaces } from './package-sources';

// Each package declares what it imports, so it works without npm's hoisting and a reader of its
// package.json sees its real dependencies; and no package reaches into another one's folder, so
// the public entries (`exports`) are the only way in.

interface Problem {
  file: string;
  specifier: string;
  problem: string;
}

function problemsOf(folder: string): Problem[] {
  const manifest = readManifest(folder);
  const runtime = new Set(Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }));
  const devOnly = new Set(Object.keys(manifest.devDependencies ?? {}));
  const problems: Problem[] = [];
  for (const file of sourceFiles(folder)) {
    for (const specifier of importsOf(file)) {
      if (specifier.startsWith('.')) {
        const target = path.relative(root, path.resolve(root, path.dirname(file), specifier));
        const leaves = folder === '.' ? workspaces.some((workspace) => !path.relative(workspace, target).startsWith('..')) : path.relative(folder, target).startsWith('..');
        if (leaves) problems.push({ file, specifier, problem: `leaves ${manifest.name}'s folder: import the other package by name` });
        continue;
      }
      if (isBuiltin(specifier) || isLocalAlias(specifier)) continue;
      const name = packageName(specifier);
      if (name === manifest.name || runtime.has(name)) continue;
      if (devOnly.has(name) && isDevOnly(folder, file)) continue;
      const where = devOnly.has(name) ? 'dependencies (it is only a devDependency)' : isDevOnly(folder, file) ? 'devDependencies' : 'dependencies';
      problems.push({ file, specifier, problem: `${name} is not in ${manifest.name}'s ${where}` });
    }
  }
  return problems;
}

describe('package boundaries', () => {
  it.each(packageFolders)('%s declares every package its code imports and imports no other package by path', (folder) => {
    expect(sourceFiles(folder).length).toBeGreaterThan(0);
    expect(problemsOf(folder)).toEqual([]);
  });

  it.each(workspaces)('%s exports only files that exist', (folder) => {
    // A pattern export (`./src/admin/*.ts`) must name a folder that exists.
    const exists = (file: string) => (file.includes('*') ? existsSync(path.join(root, folder, path.dirname(file))) : existsSync(path.join(root, folder, file)));
    const missing = Object.values(readManifest(folder).exports ?? {}).filter((file) => !exists(file));
    expect(missing).toEqual([]);
  });

  it('a package that several packages declare is asked for in one version range', () => {
    const ranges = new Map<string, Set<string>>();
    for (const folder of packageFolders) {
      const manifest = readManifest(folder);
      for (const [name, range] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })) {
        ranges.set(name, (ranges.get(name) ?? new Set()).add(range));
      }
    }
    const disagreeing = [...ranges].filter(([, found]) => found.size > 1).map(([name, found]) => `${name}: ${[...found].join(' vs ')}`);
    expect(disagreeing).toEqual([]);
  });
});
