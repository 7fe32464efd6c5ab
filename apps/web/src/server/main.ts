// The whole product in one process: the API at /api, media at /media, and the reader site.
import { ConfigError, loadConfig, loadDotEnv } from '@newsroom/api/config';
import { startServer, stopOnSignals } from '@newsroom/api/server';
import { homeRoutes } from './home-page';

loadDotEnv();
try {
  const running = await startServer(loadConfig(), (app, deps) => app.route('/', homeRoutes(deps)));
  stopOnSignals(running);
  console.info(`[server] news site listening on ${running.url} (API docs: ${running.url}/api/docs)`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
