import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, isDevOnly, packageName, root, sourceFiles } from './package-sources';

/**
 * The reader site's modules that read the API in-process run in the pages' server bundle only:
 * `server-only` makes the build fail if a browser module ever imports one. The process entry
 * (apps/web/src/server) runs in plain Node, which the mark would stop, and Next.js never bundles it.
 */
describe('server-only marks', () => {
  const web = 'apps/web/src';
  const isEntry = (file: string) => file.startsWith(path.join(web, 'server') + path.sep);
  const isTest = (file: string) => isDevOnly('apps/web', file);
  const MARK = "import 'server-only';";
  /** The mark is the module's first statement, after any leading comment lines. */
  const marked = (file: string) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .find((line) => line.trim() !== '' && !line.startsWith('//'))
      ?.trim() === MARK;

  it('mark every module of the site that imports the API, and every server-data module', () => {
    const unmarked = sourceFiles(web)
      .filter((file) => !isEntry(file) && !isTest(file))
      .filter((file) => file.startsWith(path.join(web, 'server-data')) || importsOf(file).some((specifier) => packageName(specifier) === '@newsroom/api'))
      .filter((file) => !marked(file));
    expect(unmarked).toEqual([]);
  });
});
