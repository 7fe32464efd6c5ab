import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The cluster tests (`npm run test:cluster`), apart from the default projects (vitest.config.ts at
// the root never includes them): they need the cluster that scripts/cluster/with-cluster.ts starts
// and describes in NEWSROOM_CLUSTER.
export default defineConfig({
  test: {
    name: 'cluster',
    root: path.resolve(import.meta.dirname, '../..'),
    include: ['scripts/cluster/tests/**/*.spec.ts'],
    // One cluster for all: the files take turns, so that one killing a process or stopping the
    // replica never meets another's reads. Each puts back what it broke before the next starts.
    fileParallelism: false,
    testTimeout: 60_000,
    // Putting a killed process back waits for it to be ready and UP in haproxy.
    hookTimeout: 180_000,
  },
});
