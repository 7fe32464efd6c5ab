// The local push service in a process of its own (see service-process.ts): a benchmark's
// sender and the service each get a core, and the service's memory is not counted as the
// sender's. Answers the parent's messages until told to close or left alone.
import { startLocalPushService } from './local-push-service';
import type { ChildRequest, ChildAnswer } from './service-process';

const service = await startLocalPushService({ keepDeliveries: false });
const answer = (message: ChildAnswer) => process.send!(message);

process.on('message', (request: ChildRequest) => {
  if (request.type === 'subscribe') {
    // The form register_token stores (canonical JSON, without expirationTime).
    const tokens = Array.from({ length: request.count }, () => {
      const { endpoint, keys } = service.subscription();
      return JSON.stringify({ endpoint, keys });
    });
    answer({ type: 'subscriptions', requestId: request.requestId, tokens });
  } else if (request.type === 'stats') {
    const memory = process.memoryUsage();
    answer({
      type: 'stats',
      requestId: request.requestId,
      stats: {
        requests: service.requests,
        delivered: service.delivered,
        duplicates: service.duplicates,
        refused: service.refusals.length,
        refusalReasons: [...new Set(service.refusals.slice(0, 1000).map((refusal) => `${refusal.status} ${refusal.reason}`))],
        undelivered: service.undelivered(),
        firstDeliveryAt: service.firstDeliveryAt,
        lastDeliveryAt: service.lastDeliveryAt,
        rssMb: Math.round(memory.rss / 1048576),
        cpuSeconds: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
      },
    });
  } else if (request.type === 'close') {
    void service.close().then(() => process.exit(0));
  }
});
process.on('disconnect', () => process.exit(0));
answer({ type: 'ready', origin: service.origin, certificatePem: service.certificatePem });
