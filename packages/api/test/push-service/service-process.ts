import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ServiceStats {
  requests: number;
  delivered: number;
  duplicates: number;
  refused: number;
  /** The distinct reasons among the first refusals, to tell a 401 from a planned 410. */
  refusalReasons: string[];
  /** Subscriptions that received nothing. */
  undelivered: number;
  firstDeliveryAt: number | null;
  lastDeliveryAt: number | null;
  rssMb: number;
  /** CPU time the service has used since it started (user and system). */
  cpuSeconds: number;
}

type Request = { type: 'subscribe'; count: number } | { type: 'stats' } | { type: 'close' };
export type ChildRequest = Request & { requestId: number };
export type ChildAnswer =
  | { type: 'ready'; origin: string; certificatePem: string }
  | { type: 'subscriptions'; requestId: number; tokens: string[] }
  | { type: 'stats'; requestId: number; stats: ServiceStats };

export interface PushServiceProcess {
  origin: string;
  certificatePem: string;
  /** New subscriptions, as the stored tokens of `register_token` (canonical subscription JSON). */
  subscribe(count: number): Promise<string[]>;
  stats(): Promise<ServiceStats>;
  close(): Promise<void>;
}

/**
 * Starts the local push service in a child process, which only counts what it receives (it
 * verifies and decrypts every message all the same). The child exits when closed, and when its
 * parent goes away.
 */
export async function startPushServiceProcess(): Promise<PushServiceProcess> {
  const child: ChildProcess = fork(fileURLToPath(new URL('./service-process-main.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waiting = new Map<number, (answer: ChildAnswer) => void>();
  let nextId = 1;
  const ready = new Promise<Extract<ChildAnswer, { type: 'ready' }>>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the push service process exited with ${code}`)));
    child.on('message', (answer: ChildAnswer) => {
      if (answer.type === 'ready') resolve(answer);
      else waiting.get(answer.requestId)?.(answer);
    });
  });
  const ask = <T extends ChildAnswer['type']>(request: Request): Promise<Extract<ChildAnswer, { type: T }>> => {
    const requestId = nextId++;
    return new Promise((resolve) => {
      waiting.set(requestId, (answer) => {
        waiting.delete(requestId);
        resolve(answer as Extract<ChildAnswer, { type: T }>);
      });
      child.send({ ...request, requestId });
    });
  };
  const { origin, certificatePem } = await ready;
  return {
    origin,
    certificatePem,
    subscribe: async (count) => (await ask<'subscriptions'>({ type: 'subscribe', count })).tokens,
    stats: async () => (await ask<'stats'>({ type: 'stats' })).stats,
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'close', requestId: 0 });
      await exited;
    },
  };
}
