import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { decryptPushMessage } from './message-decryption';
import type { LocalSubscription, SubscriptionBook } from './push-subscriptions';
import { vapidRefusal } from './vapid-check';

export interface PushDelivery {
  subscriptionId: string;
  /** The decrypted message, parsed as JSON (the text itself when it is not JSON). */
  payload: unknown;
  headers: { ttl?: string; urgency?: string; topic?: string };
  receivedAt: number;
  /** Whether this subscription had already received the same notification id. */
  duplicate: boolean;
}

export interface PushRefusal {
  subscriptionId: string | null;
  status: number;
  reason: string;
}

export interface ReceiverOptions {
  /** Keep every delivery (tests) or only count them (a benchmark of 100,000 devices). */
  keepDeliveries?: boolean;
  /** Where a message carries its notification's id, to count duplicates. */
  notificationIdOf?: (payload: unknown) => unknown;
}

/** The largest message body a push service must accept (RFC 8030 section 7.2). */
export const MAX_BODY_BYTES = 4096;

/** The sender's flat payload names it `notification_id`; `id` for other senders' messages. */
const defaultNotificationId = (payload: unknown) => {
  const message = payload as { notification_id?: unknown; id?: unknown; data?: { notification_id?: unknown } } | null;
  return message?.notification_id ?? message?.data?.notification_id ?? message?.id;
};

/** Answers push requests (RFC 8030 section 5) and keeps what was accepted and what was refused. */
export class PushReceiver {
  readonly deliveries: PushDelivery[] = [];
  readonly refusals: PushRefusal[] = [];
  readonly counts = { requests: 0, delivered: 0, duplicates: 0, firstDeliveryAt: null as number | null, lastDeliveryAt: null as number | null };
  private readonly notificationIdOf: (payload: unknown) => unknown;

  constructor(
    private readonly book: SubscriptionBook,
    private readonly options: ReceiverOptions,
  ) {
    this.notificationIdOf = options.notificationIdOf ?? defaultNotificationId;
  }

  /**
   * The checks in the order a push service makes them: the subscription, the VAPID proof, the
   * test's planned answer (gone, in trouble), then the message itself, which must decrypt.
   */
  async receive(request: IncomingMessage, response: ServerResponse, body: Buffer | 'too large'): Promise<void> {
    this.counts.requests += 1;
    const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? null;
    const subscription = id ? this.book.get(id) : undefined;
    if (request.method !== 'POST' || !subscription) return this.refuse(response, id, 404, 'no such subscription');
    const vapid = vapidRefusal(request.headers.authorization, this.book.origin, subscription.boundKey);
    if (vapid) return this.refuse(response, id, vapid.status, vapid.reason);
    const ttl = header(request, 'ttl');
    if (ttl === undefined || !/^\d+$/.test(ttl)) return this.refuse(response, id, 400, 'the TTL header is missing');
    const { behaviour } = subscription;
    if (behaviour.gone) return this.refuse(response, id, behaviour.gone, 'the subscription is gone');
    if (behaviour.failures && behaviour.failures.remaining > 0) {
      behaviour.failures.remaining -= 1;
      return this.refuse(response, id, behaviour.failures.status, 'the push service is in trouble');
    }
    if (request.headers['content-encoding'] !== 'aes128gcm') return this.refuse(response, id, 415, 'the content encoding is not aes128gcm');
    if (body === 'too large') return this.refuse(response, id, 413, 'the message is larger than 4096 bytes');
    let text: string;
    try {
      text = decryptPushMessage(body, subscription.keys).toString('utf8');
    } catch (error) {
      return this.refuse(response, id, 400, `the message cannot be decrypted: ${(error as Error).message}`);
    }
    if (behaviour.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
    // A sender that gave up waiting counts the message as not sent, so it is not delivered here either.
    if (response.destroyed || request.socket.destroyed) return;
    this.record(subscription, request, text);
    response.writeHead(201, { location: `/message/${randomUUID()}`, ttl }).end();
  }

  refuse(response: ServerResponse, subscriptionId: string | null, status: number, reason: string): void {
    this.refusals.push({ subscriptionId, status, reason });
    response.writeHead(status, { 'content-type': 'text/plain' }).end(reason);
  }

  private record(subscription: LocalSubscription, request: IncomingMessage, text: string): void {
    const payload = parseOrText(text);
    const notificationId = this.notificationIdOf(payload);
    const key = notificationId === undefined || notificationId === null ? null : String(notificationId);
    const duplicate = key !== null && subscription.notificationIds.has(key);
    if (key !== null) subscription.notificationIds.add(key);
    subscription.deliveries += 1;
    const { counts } = this;
    counts.delivered += 1;
    counts.lastDeliveryAt = Date.now();
    counts.firstDeliveryAt ??= counts.lastDeliveryAt;
    if (duplicate) counts.duplicates += 1;
    if (this.options.keepDeliveries === false) return;
    const headers = { ttl: header(request, 'ttl'), urgency: header(request, 'urgency'), topic: header(request, 'topic') };
    this.deliveries.push({ subscriptionId: subscription.id, payload, headers, receivedAt: counts.lastDeliveryAt, duplicate });
  }
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function parseOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
