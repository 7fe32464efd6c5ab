import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The reader site's layers: shared folders know no feature, a feature knows no other feature,
// and only the app (the routes) composes them; nothing imports the app. Read from the tree, so a
// new feature or shared folder is covered without editing this list (scripts/feature-zones.test.ts).
const repoRoot = path.dirname(fileURLToPath(import.meta.url));
const webSource = 'apps/web/src';
const webEntries = readdirSync(path.join(repoRoot, webSource), { withFileTypes: true });
const features = readdirSync(path.join(repoRoot, webSource, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const sharedLayers = webEntries.filter((entry) => entry.name !== 'app' && entry.name !== 'features').map((entry) => `./${webSource}/${entry.name}`);
const featureZones = [
  ...features.map((feature) => ({
    target: `./${webSource}/features/${feature}`,
    from: `./${webSource}/features`,
    except: [`./${feature}`],
    message: 'A feature stands alone: move what both need to a shared folder, or compose the two in the route (apps/web/src/app).',
  })),
  {
    target: sharedLayers,
    from: `./${webSource}/features`,
    message: 'Shared folders serve every feature and know none: take the feature part as a prop or slot, composed in apps/web/src/app.',
  },
  {
    target: [...sharedLayers, `./${webSource}/features`],
    from: `./${webSource}/app`,
    message: 'Only Next.js imports the routes; what routes share with features belongs in a shared folder.',
  },
];

export default tseslint.config(
  // scripts/lint-fixtures break the rules on purpose; their tests lint them (scripts/lint-fixture.ts).
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.next/**', 'data/**', 'artifacts/**', 'packages/db/drizzle/**', 'scripts/lint-fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // No module may reach itself through its imports (ADR 008): a cycle means a layer depends on
  // what it serves. Checked across the whole repository, workspace packages included. The rule
  // skips type-only imports; scripts/module-graph.test.ts checks those too, and the layering.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'apps/web/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: false }],
    },
  },
  // A feature imports no other feature; shared folders import no feature (featureZones above).
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'apps/web/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: featureZones }],
    },
  },
);
