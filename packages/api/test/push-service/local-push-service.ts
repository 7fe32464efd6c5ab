import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { makeLocalCertificate } from './certificate';
import { MAX_BODY_BYTES, type PushDelivery, PushReceiver, type PushRefusal, type ReceiverOptions } from './push-receiver';
import { type Behaviour, type PushSubscriptionJson, type SubscribeOptions, SubscriptionBook } from './push-subscriptions';

export type { PushDelivery, PushRefusal } from './push-receiver';

export interface LocalPushService {
  /** `https://127.0.0.1:<port>`: the audience a VAPID JWT must name. */
  origin: string;
  /** The service's self-signed certificate: a sender passes it as `ca` to trust this service. */
  certificatePem: string;
  /** A keep-alive HTTPS agent that trusts this service's certificate, for `web-push`'s `agent` option. */
  agent: Agent;
  /** A new subscription, as a browser's `pushManager.subscribe` makes it. */
  subscription(options?: SubscribeOptions): PushSubscriptionJson;
  /** Accepted messages, in order of arrival (empty when started with `keepDeliveries: false`). */
  deliveries: PushDelivery[];
  deliveriesTo(subscription: PushSubscriptionJson | string): PushDelivery[];
  refusals: PushRefusal[];
  /** Messages that repeated a notification id already delivered to the same subscription. */
  readonly duplicates: number;
  readonly delivered: number;
  readonly requests: number;
  /** When the first and the last accepted message arrived (epoch ms), null before any. */
  readonly firstDeliveryAt: number | null;
  readonly lastDeliveryAt: number | null;
  /** How many subscriptions have received nothing (the losses, once a send to all is over). */
  undelivered(): number;
  /** Changes how the service answers one subscription (see `Behaviour`); `{}` restores normal answers. */
  behave(subscription: PushSubscriptionJson | string, behaviour: Behaviour): void;
  close(): Promise<void>;
}

/**
 * A Web Push service (RFC 8030) over HTTPS on 127.0.0.1, standing in for the browsers' push
 * services in tests: it checks each request's VAPID proof (RFC 8292), decrypts the message with
 * the subscription's keys (RFC 8291) as the browser would, and records what arrived.
 */
export async function startLocalPushService(options: ReceiverOptions & { port?: number } = {}): Promise<LocalPushService> {
  const { certificatePem, privateKeyPem } = await makeLocalCertificate();
  const book = new SubscriptionBook();
  const receiver = new PushReceiver(book, options);
  const server = createServer({ cert: certificatePem, key: privateKeyPem }, (request, response) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Past the limit nothing more is kept: the request is refused, never a flood in memory.
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => {
      receiver.receive(request, response, size > MAX_BODY_BYTES ? 'too large' : Buffer.concat(chunks)).catch((error: unknown) => receiver.refuse(response, null, 500, String(error)));
    });
  });
  // A fixed port when the sender's settings must name the service before it starts (browser tests).
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  book.origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: certificatePem, keepAlive: true });
  const endpointOf = (subscription: PushSubscriptionJson | string) => (typeof subscription === 'string' ? subscription : subscription.endpoint);
  const { counts } = receiver;

  return {
    origin: book.origin,
    certificatePem,
    agent,
    subscription: (subscribeOptions) => book.create(subscribeOptions),
    deliveries: receiver.deliveries,
    deliveriesTo: (subscription) => {
      const { id } = book.find(endpointOf(subscription));
      return receiver.deliveries.filter((delivery) => delivery.subscriptionId === id);
    },
    refusals: receiver.refusals,
    get duplicates() {
      return counts.duplicates;
    },
    get delivered() {
      return counts.delivered;
    },
    get requests() {
      return counts.requests;
    },
    get firstDeliveryAt() {
      return counts.firstDeliveryAt;
    },
    get lastDeliveryAt() {
      return counts.lastDeliveryAt;
    },
    undelivered: () => book.countWithoutDelivery(),
    behave: (subscription, behaviour) => {
      book.find(endpointOf(subscription)).behaviour = { ...behaviour, failures: behaviour.failures && { ...behaviour.failures } };
    },
    close: () => {
      agent.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
