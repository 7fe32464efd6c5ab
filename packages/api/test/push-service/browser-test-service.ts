// The local push service for the browser tests (playwright.config.ts starts it before the site):
// the browser's own push service cannot be reached offline, so the tests' pages subscribe here,
// and the site's real Web Push requests arrive here to be verified and decrypted. The tests ask
// for subscriptions and read what arrived through a small control API over plain HTTP.
//
// Settings: PUSH_SERVICE_PORT (HTTPS, the push service), PUSH_CONTROL_PORT (HTTP, the control
// API), PUSH_CA_FILE (where its certificate is written, for the site's sender to trust).
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { startLocalPushService } from './local-push-service';

const servicePort = Number(process.env.PUSH_SERVICE_PORT);
const controlPort = Number(process.env.PUSH_CONTROL_PORT);
const caFile = process.env.PUSH_CA_FILE;
if (!servicePort || !controlPort || !caFile) throw new Error('PUSH_SERVICE_PORT, PUSH_CONTROL_PORT and PUSH_CA_FILE are required');

const service = await startLocalPushService({ port: servicePort });
await mkdir(path.dirname(caFile), { recursive: true });
await writeFile(caFile, service.certificatePem);

/** The local subscription id an endpoint of this service names, or null for any other. */
function subscriptionIdOf(endpoint: string): string | null {
  return endpoint.startsWith(`${service.origin}/push/`) ? endpoint.slice(`${service.origin}/push/`.length) : null;
}

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function control(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${controlPort}`);
  if (request.method === 'GET' && url.pathname === '/ready') return answer(response, 200, { origin: service.origin });
  // A new subscription, as the browser's push service would make it for the site's key.
  if (request.method === 'POST' && url.pathname === '/subscriptions') {
    const { applicationServerKey } = await bodyOf(request);
    return answer(response, 201, service.subscription({ applicationServerKey: typeof applicationServerKey === 'string' ? applicationServerKey : undefined }));
  }
  // What arrived for one subscription: the decrypted messages and the requests refused.
  if (request.method === 'GET' && url.pathname === '/messages') {
    const endpoint = url.searchParams.get('endpoint') ?? '';
    const id = subscriptionIdOf(endpoint);
    if (id === null) return answer(response, 404, { error: `no subscription ${endpoint} on this push service` });
    const deliveries = service.deliveriesTo(endpoint).map(({ payload, headers, receivedAt, duplicate }) => ({ payload, headers, receivedAt, duplicate }));
    const refusals = service.refusals.filter((refusal) => refusal.subscriptionId === id).map(({ status, reason }) => ({ status, reason }));
    return answer(response, 200, { deliveries, refusals });
  }
  return answer(response, 404, { error: `no ${request.method} ${url.pathname}` });
}

const controlServer = createServer((request, response) => {
  control(request, response).catch((error: unknown) => answer(response, 500, { error: String(error) }));
});
await new Promise<void>((resolve, reject) => {
  controlServer.once('error', reject);
  controlServer.listen(controlPort, '127.0.0.1', resolve);
});

// Stops with the test run: on a signal, and when the runner that started it is gone (its pipe closes).
const stop = () => {
  controlServer.closeAllConnections();
  controlServer.close();
  void service.close().finally(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
process.stdin.once('end', stop).resume();
