// The whole product in one process: the API at /api, media at /media, and the reader site
// (Next.js) for every other path. `--dev` runs Next.js in development mode.
import { ConfigError, loadConfig, loadDotEnv } from '@newsroom/api/config';
import { startServer, stopOnSignals } from '@newsroom/api/server';
import { publishApiDeps } from '../server-data/deps';
import { mountPages, SiteNotBuiltError, startPages } from './pages-handler';

const dev = process.argv.includes('--dev');
// React and Next.js read NODE_ENV when they load; the built site must run in production mode.
Reflect.set(process.env, 'NODE_ENV', dev ? 'development' : 'production');

loadDotEnv();
try {
  const config = loadConfig();
  const pages = startPages({ dev, port: config.port });
  // A failed start of the pages must stop the process, even before the first page request.
  pages.catch(() => {});
  const running = await startServer(config, (app, deps) => {
    publishApiDeps(deps);
    mountPages(app, pages);
  });
  stopOnSignals(running);
  await pages;
  console.info(`[server] news site listening on ${running.url} (API docs: ${running.url}/api/docs)`);
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof SiteNotBuiltError ? error.message : error);
  process.exit(1);
}
