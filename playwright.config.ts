import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The browser tests drive the real app, started on its own fresh data folder with the demo seed.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = path.join(tmpdir(), `news-e2e-${port}`);
// Tests read the signed-in test readers that support/prepare-site.ts writes there.
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'apps/web/tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL,
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && tsx apps/web/tests/e2e/support/prepare-site.ts && tsx apps/web/src/server/main.ts`,
    url: `${baseURL}/api/docs/openapi.json`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // Each test signs up from its own address (X-Forwarded-For), as readers behind a proxy do.
    // PUBLIC_URL is left to its default, as on a fresh install: the address the server listens
    // on, here not port 3000 (site-address.spec.ts).
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, TRUST_PROXY_HOPS: '1' },
  },
});
