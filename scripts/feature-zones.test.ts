import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The reader site's lint zones (eslint.config.js): a feature imports no other feature, shared
 * folders import no feature, nothing imports the routes. Each case lints a made-up file placed in
 * the tree that imports a real module, as the editor and CI lint would.
 */
const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web/src');
const eslint = new ESLint({ cwd: root });

async function zoneProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

/** A real module of the feature, so the import resolves as a real one would. */
function moduleOf(feature: string): string {
  const file = readdirSync(path.join(web, 'features', feature), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts') && !name.endsWith('.test.tsx'))
    .sort()[0];
  if (!file) throw new Error(`features/${feature} has no module`);
  return file.replace(/\.tsx?$/, '');
}

const features = readdirSync(path.join(web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('feature zones', () => {
  // The first lints load the configuration and the TypeScript resolver's projects: seconds, once.
  beforeAll(async () => {
    await zoneProblems('apps/web/src/routing/fixture.ts', "export { homePath } from './paths';\n");
    await zoneProblems('apps/web/src/features/home/fixture.tsx', "export { HomeContent } from './home-content';\n");
  }, 120_000);

  it('stop a feature importing another feature', async () => {
    const problems = await zoneProblems('apps/web/src/features/article/fixture.tsx', "export { ArticleActionsSlot } from '../reader-actions/article-actions-slot';\n");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('A feature stands alone');
  });

  it('cover every feature folder in the tree, the ones added later included', async () => {
    for (const [index, feature] of features.entries()) {
      const other = features[(index + 1) % features.length]!;
      const code = `export * from '../${other}/${moduleOf(other)}';\n`;
      expect(await zoneProblems(`apps/web/src/features/${feature}/fixture.ts`, code), `${feature} -> ${other}`).toHaveLength(1);
    }
  });

  it('stop a shared folder importing a feature', async () => {
    const problems = await zoneProblems('apps/web/src/layout/fixture.tsx', "export { homeText } from '../features/home/home-text';\n");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('Shared folders');
  });

  it('stop features and shared folders importing the routes', async () => {
    const code = "export { PageFrame } from '../../app/_site/page-frame';\n";
    expect(await zoneProblems('apps/web/src/features/article/fixture.tsx', code)).toHaveLength(1);
    expect(await zoneProblems('apps/web/src/routing/fixture.ts', "export { PageFrame } from '../app/_site/page-frame';\n")).toHaveLength(1);
  });

  it('let a feature use shared folders and its own modules, and the routes compose features', async () => {
    const feature = "export { featureSwitches } from '../../layout/feature-switches';\nexport { articleCrumbs } from './article-crumbs';\n";
    expect(await zoneProblems('apps/web/src/features/article/fixture.ts', feature)).toEqual([]);
    const accounts = "export { accountText } from '../shared/account-text';\n";
    expect(await zoneProblems('apps/web/src/features/accounts/session/fixture.ts', accounts)).toEqual([]);
    const route = "export { ArticleView } from '@/features/article/article-view';\nexport { ArticleActionsSlot } from '@/features/reader-actions/article-actions-slot';\n";
    expect(await zoneProblems('apps/web/src/app/[lang]/fixture/page.tsx', route)).toEqual([]);
  });
});
