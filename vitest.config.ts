import { defineConfig } from 'vitest/config';

// Each test file gets its own in-memory PGlite database (see packages/api/test/harness.ts),
// so files run in parallel without sharing state.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/contract/src/**/*.test.ts', 'packages/db/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['packages/api/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
