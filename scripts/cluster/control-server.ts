// The harness's control endpoint, on loopback, for the tests: they run in another process (Vitest's
// worker) but must kill a process or stop the replica, and put it back afterwards. The harness
// owns every part, so it does both and still stops everything at the end.
//
//   POST /apps/<name>/kill     SIGKILL to the process (and its group); answers once it is gone
//   POST /apps/<name>/stop     SIGTERM (a graceful stop); answers {code, signal} once it has exited
//   POST /apps/<name>/start    starts it again; answers once it is ready and haproxy has it UP
//   POST /replica/stop         pg_ctl stop (fast)
//   POST /replica/start        pg_ctl start; answers once it streams again
//   GET  /balancer             each server's state in haproxy: {"app1":"UP",…}
import { createServer, type Server } from 'node:http';
import type { LocalCluster } from './local-cluster';

const RESTART_MS = 2 * 60_000;
/** A graceful stop that takes longer is ended with SIGKILL (and the test sees the signal). */
const STOP_GRACE_MS = 30_000;

type Action = () => Promise<unknown>;

function route(cluster: LocalCluster, method: string, url: string): Action | null {
  const app = /^\/apps\/([\w-]+)\/(kill|stop|start)$/.exec(url);
  if (method === 'POST' && app) {
    const target = cluster.apps.find((candidate) => candidate.settings.name === app[1]);
    if (!target) return null;
    if (app[2] === 'kill') return () => target.kill('SIGKILL');
    if (app[2] === 'stop')
      return async () => {
        await target.stop(STOP_GRACE_MS);
        return target.lastExit;
      };
    return async () => {
      await target.start(RESTART_MS);
      await cluster.waitUntilBalanced();
    };
  }
  if (method === 'POST' && url === '/replica/stop') return () => cluster.replica!.stop();
  if (method === 'POST' && url === '/replica/start') return () => cluster.restartReplica();
  if (method === 'GET' && url === '/balancer') return () => cluster.balancer!.serverStates();
  return null;
}

export interface ControlServer {
  url: string;
  close(): Promise<void>;
}

export function startControlServer(cluster: LocalCluster, log: (line: string) => void = console.info): Promise<ControlServer> {
  const server: Server = createServer((request, response) => {
    const action = route(cluster, request.method ?? 'GET', request.url ?? '/');
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body ?? {}));
    };
    if (!action) return answer(404, { error: `no such control: ${request.method} ${request.url}` });
    if (request.method === 'POST') log(`[cluster] control: ${request.url}`);
    action().then(
      (result) => answer(200, result),
      (error: unknown) => answer(500, { error: error instanceof Error ? error.message : String(error) }),
    );
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            // Kept-alive connections of the tests would hold close() open.
            server.closeAllConnections();
          }),
      });
    });
  });
}
