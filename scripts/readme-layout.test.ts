import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The README's layout table is how a newcomer finds their way: every path it names must exist,
// and every top-level folder of the site's source and of the API's domains must be named in it.

const root = path.resolve(import.meta.dirname, '..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const layout = readme.slice(readme.indexOf('## Layout'), readme.indexOf('\n## ', readme.indexOf('## Layout') + 1));
const rows = layout.split('\n').filter((line) => line.startsWith('| `'));
const firstCells = rows.map((row) => row.split('|')[1] ?? '');

/** The paths a row names in its first cell; `a/`, `b/` after a full path are its siblings. */
function pathsOf(cell: string): string[] {
  const named = [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
  const [first, ...rest] = named;
  if (!first) return [];
  const parent = path.posix.dirname(first.replace(/\/$/, ''));
  return [first, ...rest.map((sibling) => (sibling.includes('/') && !sibling.endsWith('/') ? path.posix.join(path.posix.dirname(first), sibling) : path.posix.join(parent, sibling)))];
}

const named = firstCells.flatMap(pathsOf);

describe('the README layout table', () => {
  it('names only paths that exist', () => {
    const concrete = named.filter((name) => !name.includes('<'));
    expect(concrete.length).toBeGreaterThan(10);
    expect(concrete.filter((name) => !existsSync(path.join(root, name)))).toEqual([]);
  });

  it('names every top-level folder of the reader site', () => {
    const folders = readdirSync(path.join(root, 'apps/web/src'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const missing = folders.map((entry) => `apps/web/src/${entry.name}/`).filter((folder) => !named.some((name) => `${name.replace(/\/$/, '')}/` === folder));
    expect(missing).toEqual([]);
  });
});
