// Runs a command against a scaled-out site started on this machine (local-cluster.ts): a PostgreSQL
// primary and streaming replica, three app processes, haproxy in front.
// Usage: tsx scripts/cluster/with-cluster.ts [command args…]. The command gets NEWSROOM_CLUSTER
// (cluster-description.ts). Without a command the cluster runs until Ctrl+C, to be tried by hand.
// Builds what is stale first, as `npm start` does. Everything started is stopped and its folder
// removed at the end, when the command fails, and on Ctrl+C or SIGTERM.
import { spawn } from 'node:child_process';
import { ensureAdminBuild } from '../admin-build';
import { ensureServerBuild } from '../server-build';
import { ensureWebBuild } from '../web-build';
import { describeCluster } from './cluster-description';
import { startControlServer, type ControlServer } from './control-server';
import { LocalCluster } from './local-cluster';

const [command, ...args] = process.argv.slice(2);
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

ensureWebBuild();
ensureAdminBuild();
ensureServerBuild();

const cluster = new LocalCluster();
let control: ControlServer | null = null;
let commandRunning = false;
let interrupted: (code: number) => void = () => {};
const interruption = new Promise<number>((resolve) => (interrupted = resolve));

// The last resort, should anything below throw past the finally: nothing may outlive the harness.
process.on('exit', () => cluster.stopNow());
let signalled = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // The terminal's Ctrl+C and the loader's relay of it arrive both: say it once.
    if (!signalled) console.info(`[cluster] ${signal}: stopping`);
    signalled = true;
    // A running command got the terminal's Ctrl+C too, or is told now; its exit ends the run.
    if (!commandRunning) interrupted(130);
  });
}

function runCommand(env: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command!, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    commandRunning = true;
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
    child.once('error', (error) => {
      console.error(`[cluster] could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

let code = 1;
const started = Date.now();
try {
  const outcome = await Promise.race([cluster.start().then(() => startControlServer(cluster)), interruption]);
  if (typeof outcome === 'number') {
    code = outcome;
  } else {
    control = outcome;
    const env = describeCluster(cluster.description(control.url));
    if (command) {
      const testsStarted = Date.now();
      console.info(`[cluster] running: ${[command, ...args].join(' ')}`);
      code = await runCommand(env);
      console.info(`[cluster] ${command} finished in ${seconds(testsStarted)} (exit ${code})`);
    } else {
      console.info(`[cluster] running until Ctrl+C. ${Object.keys(env)[0]}='${Object.values(env)[0]}'`);
      code = await interruption;
    }
  }
} catch (error) {
  console.error('[cluster] could not start:', error instanceof Error ? error.message : error);
  code = 1;
} finally {
  if (code !== 0 && code !== 130) console.error(`[cluster] the run failed; the end of each log:\n${cluster.logTails()}`);
  const stopping = Date.now();
  await control?.close();
  await cluster.stop();
  console.info(`[cluster] stopped and removed in ${seconds(stopping)}; whole run ${seconds(started)}`);
}
process.exit(code);
