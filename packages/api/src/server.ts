import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { closeSharedDatabase, sharedDatabase, type Database } from '@newsroom/db/client';
import { addMissingLabels, isSeeded } from '@newsroom/db/seed/index';
import { startUpkeep } from '@newsroom/db/upkeep';
import { createApiApp, createDeps } from './app';
import type { ApiConfig } from './config';
import { startPush } from './push/push-runtime';
import { startPublishTimer } from './news/publish-timer';
import { startNotificationScheduler } from './notifications/notification-scheduler';
import { startInvalidationBus } from './cluster/invalidation-bus';
import type { Deps } from './deps';
import { databaseOptions, seedInCopyProcess } from './demo-seed-process';

export { seedDemoBeforeStart } from './demo-seed-process';
import { prepareStaffAccess } from './admin/bootstrap/staff-bootstrap';

export interface RunningServer {
  deps: Deps;
  database: Database;
  server: ServerType;
  url: string;
  stop(): Promise<void>;
}

/** Opens the database (migrating it), seeds the demo site on first run, adds missing label keys, and serves the app. */
export async function startServer(config: ApiConfig, addRoutes?: (app: Hono, deps: Deps) => void): Promise<RunningServer> {
  let database = await sharedDatabase(databaseOptions(config));
  // An empty database that already existed (seedDemoBeforeStart seeds new ones).
  if (config.seedDemo && !(await isSeeded(database.db))) {
    // One process at a time may open an embedded database: the copy takes it, then gives it back.
    await closeSharedDatabase();
    await seedInCopyProcess();
    database = await sharedDatabase(databaseOptions(config));
  }
  // A release's new label keys reach a database seeded before it; edited labels are kept.
  await addMissingLabels(database.db);
  const deps = createDeps(config, database);
  // Several processes on one PostgreSQL database clear each other's caches (docs/scale-out.md).
  const invalidationBus = database.kind === 'postgres' && config.databaseUrl ? await startInvalidationBus(deps, { connectionString: config.databaseUrl }) : null;
  await prepareStaffAccess(deps);
  const upkeep = startUpkeep(database, { pushRetention: config.push.retention, auditLogKeepDays: config.admin.auditLogKeepDays, onError: (error) => console.error('[db] upkeep failed', error) });
  const pushWorkers = await startPush(database.db, config.push);
  const publishTimer = startPublishTimer(deps, { onError: (error) => console.error('[news] publish timer failed', error) });
  const notificationScheduler = startNotificationScheduler(deps, { onError: (error) => console.error('[notifications] scheduler failed', error) });
  const app = new Hono();
  app.route('/', createApiApp(deps));
  addRoutes?.(app, deps);

  const server = await new Promise<ServerType>((resolve) => {
    const running = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(running));
  });
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  return {
    deps,
    database,
    server,
    url,
    async stop() {
      // `/ready` answers 503 from now on. Behind a balancer the process keeps serving for
      // SHUTDOWN_DELAY_SECONDS, until the health checks have taken it out: closing at once would
      // race requests the balancer is still sending over kept-alive connections. Then it stops
      // accepting, and requests in flight finish before the server closes.
      deps.readiness.markStopping();
      if (config.shutdownDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
      await new Promise<void>((resolve) => server.close(() => resolve()));
      upkeep.stop();
      publishTimer.stop();
      notificationScheduler.stop();
      await pushWorkers?.stop();
      await invalidationBus?.stop();
      await database.close();
    },
  };
}

/** Stops cleanly on Ctrl+C or a termination signal. */
export function stopOnSignals(running: RunningServer): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`[server] ${signal}: stopping`);
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[server] could not stop cleanly', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}
