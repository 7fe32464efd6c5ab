import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { resolvePackageExport, workspacePackages, type WorkspacePackage } from './module-graph-packages';

/**
 * The repository's import graph, type-only imports included: `import type` does not run, but a
 * layer that names a type of the layer above still depends on it. ESLint's import-x/no-cycle
 * skips type imports, so scripts/module-graph.test.ts checks the layering on this graph instead.
 */

/** Where the repository's own TypeScript lives. */
export const SOURCE_ROOTS = ['packages/*/src', 'packages/*/test', 'packages/*/bench', 'apps/web/src', 'apps/web/tests', 'apps/admin/src', 'apps/admin/tests', 'scripts'];

/** One import of a module: its text as written and, for the repository's own modules, the file it names. */
export interface ModuleImport {
  specifier: string;
  /** Repository-relative path; null for a library, undefined when a repository path did not resolve. */
  target: string | null | undefined;
}

export interface ModuleGraph {
  /** Repository-relative paths of every module, sorted. */
  modules: string[];
  imports: Map<string, ModuleImport[]>;
  packages: WorkspacePackage[];
}

const CODE = /\.(ts|tsx)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', '.next', 'dist', 'lint-fixtures']);

export function buildModuleGraph(root: string): ModuleGraph {
  const packages = workspacePackages(root);
  const modules = SOURCE_ROOTS.flatMap((pattern) => expandRoot(root, pattern)).flatMap((dir) => listCode(root, dir));
  const unique = [...new Set(modules)].sort();
  const imports = new Map<string, ModuleImport[]>();
  for (const file of unique) {
    const text = readFileSync(path.join(root, file), 'utf8');
    imports.set(file, specifiersOf(file, text).map((specifier) => ({ specifier, target: resolveSpecifier(root, file, specifier, packages) })));
  }
  return { modules: unique, imports, packages };
}

/** Static imports, `import type`, `export ... from` and `import('...')` types; not dynamic `import()` calls, which load lazily. */
export function specifiersOf(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && ts.isStringLiteral(node.moduleReference.expression)) {
      found.push(node.moduleReference.expression.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function resolveSpecifier(root: string, from: string, specifier: string, packages: WorkspacePackage[]): string | null | undefined {
  if (specifier.startsWith('.')) return resolveFile(root, path.posix.join(path.posix.dirname(from), specifier));
  if (specifier.startsWith('@/')) return resolveFile(root, `apps/web/src/${specifier.slice(2)}`);
  const owner = packages.find((pkg) => specifier === pkg.name || specifier.startsWith(`${pkg.name}/`));
  if (!owner) return null;
  const target = resolvePackageExport(owner, `.${specifier.slice(owner.name.length)}`);
  return target === undefined ? undefined : resolveFile(root, target);
}

/** A path as TypeScript's bundler resolution finds it: as written, with an extension, or its folder's index. */
function resolveFile(root: string, base: string): string | undefined {
  const withoutJs = base.replace(/\.js$/, '');
  const candidates = [base, `${withoutJs}.ts`, `${withoutJs}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((candidate) => existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile());
}

function expandRoot(root: string, pattern: string): string[] {
  const [head, star, tail] = pattern.split('/');
  if (star !== '*') return [pattern];
  return readdirSync(path.join(root, head!)).map((name) => `${head}/${name}/${tail}`);
}

function listCode(root: string, dir: string): string[] {
  const absolute = path.join(root, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    const child = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : listCode(root, child);
    return CODE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [child] : [];
  });
}

/** The edges between the repository's own modules (each target once). */
export function internalEdges(graph: ModuleGraph): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const [file, imports] of graph.imports) {
    const targets = imports.map((entry) => entry.target).filter((target): target is string => typeof target === 'string' && CODE.test(target));
    edges.set(file, [...new Set(targets)]);
  }
  return edges;
}
