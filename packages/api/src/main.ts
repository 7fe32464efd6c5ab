// The API on its own, for deployments that scale it apart from the reader site.
import { ConfigError, loadConfig, loadDotEnv } from './config';
import { seedDemoBeforeStart, startServer, stopOnSignals } from './server';

loadDotEnv();
try {
  const config = loadConfig();
  await seedDemoBeforeStart(config);
  const running = await startServer(config);
  stopOnSignals(running);
  console.info(`[server] news API listening on ${running.url}/api (docs: ${running.url}/api/docs)`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
