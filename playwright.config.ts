import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The browser tests drive the real app, started on its own fresh data folder with the demo seed.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = path.join(tmpdir(), `news-e2e-${port}`);
// Tests read the signed-in test readers that support/prepare-site.ts writes there.
process.env.E2E_DATA_DIR = dataDir;
// The local push service (packages/api/test/push-service): browsers subscribe there, since their
// own push service cannot be reached offline, and the site's real Web Push requests arrive there.
// Its certificate lives beside the data folder, which the site's start empties.
const pushServicePort = port + 1000;
const pushControlPort = port + 2000;
const pushCaFile = path.join(tmpdir(), `news-e2e-${port}-push`, 'ca.pem');
// Tests ask it for subscriptions and read what it received (support/local-push.ts).
process.env.E2E_PUSH_CONTROL_URL = `http://127.0.0.1:${pushControlPort}`;

export default defineConfig({
  // The reader site's tests, and the admin console's, served by the same process at /admin.
  projects: [
    { name: 'site', testDir: 'apps/web/tests/e2e' },
    { name: 'console', testDir: 'apps/admin/tests/e2e' },
  ],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Waits are on what a reader sees; on a busy two-core machine an upload and its image work can
  // take longer than Playwright's 5 s default, which a reader would also wait out.
  expect: { timeout: 15_000 },
  timeout: 90_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL,
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  // Started in this order, each once the one before answers: the site reads the service's certificate.
  webServer: [
    {
      command: 'tsx packages/api/test/push-service/browser-test-service.ts',
      url: `http://127.0.0.1:${pushControlPort}/ready`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PUSH_SERVICE_PORT: String(pushServicePort), PUSH_CONTROL_PORT: String(pushControlPort), PUSH_CA_FILE: pushCaFile },
    },
    {
      command: `rm -rf ${dataDir} && tsx apps/web/tests/e2e/support/prepare-site.ts && node apps/web/dist/server/main.js`,
      url: `${baseURL}/api/docs/openapi.json`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      // Each test signs up from its own address (X-Forwarded-For), as readers behind a proxy do.
      // PUBLIC_URL is left to its default, as on a fresh install: the address the server listens
      // on, here not port 3000 (site-address.spec.ts).
      // The sender sends to the local push service and trusts its certificate (docs/push.md, Settings).
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        TRUST_PROXY_HOPS: '1',
        PUSH_TRUSTED_ORIGINS: `https://127.0.0.1:${pushServicePort}`,
        PUSH_CA_FILE: pushCaFile,
      },
    },
  ],
});
