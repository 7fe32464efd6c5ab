import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Each test file gets its own in-memory PGlite database (see packages/api/test/harness.ts),
// so files run in parallel without sharing state.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/contract/src/**/*.test.ts', 'packages/db/src/**/*.test.ts', 'packages/rich-text/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          // The database tests open PGlite and migrate it in a hook, as the API's do.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['packages/api/src/**/*.test.ts', 'packages/api/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The reader site's client modules; the call step's tests run the real API in-process.
        // `server-only` marks the pages' server modules and throws outside React's server
        // environment, so the tests load an empty module in its place.
        resolve: { alias: { 'server-only': fileURLToPath(new URL('apps/web/src/testing/server-only.ts', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The admin console's modules that run without a browser (its API client, auth provider).
        test: {
          name: 'admin',
          include: ['apps/admin/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
