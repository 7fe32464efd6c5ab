import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintFixture } from './lint-fixture';
import { buildModuleGraph, internalEdges, specifiersOf, type ModuleGraph } from './module-graph';
import { importCycles } from './module-graph-cycles';
import { resolvePackageExport } from './module-graph-packages';

// The repository's layering, on its import graph with type-only imports counted (ADR 008): a
// type is a dependency too, and ESLint's import-x/no-cycle does not see it.

const root = path.resolve(import.meta.dirname, '..');
const graph = buildModuleGraph(root);

/** The workspace package (or the root, for scripts) a module belongs to. */
function packageOf(graph: ModuleGraph, file: string): string {
  return graph.packages.find((pkg) => file.startsWith(`${pkg.dir}/`))?.dir ?? '.';
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const CORE = 'packages/api/src/core/';

describe('the module graph', () => {
  it('reads the repository', () => {
    expect(graph.modules.length).toBeGreaterThan(300);
    expect(graph.modules).toContain('packages/api/src/core/pipeline.ts');
  });

  it('resolves every import of the repository’s own modules, so no edge is missed', () => {
    const unresolved = [...graph.imports].flatMap(([file, imports]) => imports.filter((entry) => entry.target === undefined).map((entry) => `${file}: ${entry.specifier}`));
    expect(unresolved).toEqual([]);
  });

  it('has no import cycle, type-only imports included', () => {
    expect(importCycles(internalEdges(graph))).toEqual([]);
  });

  it('has no relative import that crosses a package boundary (other packages are imported by name)', () => {
    const crossing = [...graph.imports].flatMap(([file, imports]) =>
      imports
        .filter((entry) => entry.specifier.startsWith('.') && typeof entry.target === 'string' && packageOf(graph, entry.target) !== packageOf(graph, file))
        .map((entry) => `${file}: ${entry.specifier}`),
    );
    expect(crossing).toEqual([]);
  });

  it('keeps the API core below everything it serves: core imports only core, the contract and libraries', () => {
    const upward = [...graph.imports]
      .filter(([file]) => file.startsWith(CORE) && !isTest(file))
      .flatMap(([file, imports]) =>
        imports.filter((entry) => typeof entry.target === 'string' && !entry.target.startsWith(CORE) && !entry.target.startsWith('packages/contract/src/')).map((entry) => `${file}: ${entry.specifier}`),
      );
    expect(upward).toEqual([]);
  });

  it('keeps server code out of the admin console’s bundle: its app imports only itself, the contract, the shared editor and libraries', () => {
    const consoleApp = 'apps/admin/src/';
    const bundled = (target: string) => [consoleApp, 'packages/contract/src/', 'packages/rich-text/src/'].some((folder) => target.startsWith(folder));
    expect(graph.modules.some((file) => file.startsWith(consoleApp))).toBe(true);
    const serverSide = [...graph.imports]
      .filter(([file]) => file.startsWith(consoleApp) && !isTest(file))
      .flatMap(([file, imports]) =>
        imports.filter((entry) => typeof entry.target === 'string' && !bundled(entry.target)).map((entry) => `${file}: ${entry.specifier}`),
      );
    expect(serverSide).toEqual([]);
  });
});

describe('the graph’s parts', () => {
  it('counts type imports, re-exports and import types, but not lazy import() calls', () => {
    const text = [
      "import type { A } from './a';",
      "export { b } from './b';",
      "export * from './c';",
      "type D = import('./d').D;",
      "const e = await import('./e');",
    ].join('\n');
    expect(specifiersOf('x.ts', text)).toEqual(['./a', './b', './c', './d']);
  });

  it('names each cycle as a path, a module importing itself included', () => {
    const edges = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(importCycles(edges)).toEqual(['a -> b -> c -> a', 'e -> e']);
  });

  it('resolves a package’s subpaths through its exports, exact names before patterns', () => {
    const pkg = { name: '@x/api', dir: 'packages/api', exports: { '.': './src/index.ts', './testing': { types: './test/testing.ts' }, './*': './src/*.ts' } };
    expect(resolvePackageExport(pkg, '.')).toBe('packages/api/src/index.ts');
    expect(resolvePackageExport(pkg, './testing')).toBe('packages/api/test/testing.ts');
    expect(resolvePackageExport(pkg, './core/pipeline')).toBe('packages/api/src/core/pipeline.ts');
    expect(resolvePackageExport({ ...pkg, exports: { '.': './src/index.ts' } }, './core/pipeline')).toBeUndefined();
  });
});

describe('lint', () => {
  it('reports an import cycle (scripts/lint-fixtures/cycle)', async () => {
    const findings = await lintFixture(['scripts/lint-fixtures/cycle/a.ts', 'scripts/lint-fixtures/cycle/b.ts']);
    expect(findings.filter((finding) => finding.ruleId === 'import-x/no-cycle').map((finding) => finding.file).sort()).toEqual([
      'scripts/lint-fixtures/cycle/a.ts',
      'scripts/lint-fixtures/cycle/b.ts',
    ]);
  }, 60_000);
});
