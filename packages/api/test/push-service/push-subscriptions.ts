import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import type { ReceivingKeys } from './message-decryption';

/** A subscription as a browser's `PushSubscription.toJSON()` gives it. */
export interface PushSubscriptionJson {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** How the service answers a subscription's next requests, set by a test. */
export interface Behaviour {
  /** Answer every request with this status: the browser unsubscribed (410) or never existed (404). */
  gone?: 404 | 410;
  /** Answer the next `remaining` requests with `status` (a push service in trouble), then accept again. */
  failures?: { remaining: number; status: number };
  /** Wait this long before answering; a sender that gives up first has delivered nothing. */
  delayMs?: number;
}

export interface LocalSubscription {
  id: string;
  keys: ReceivingKeys;
  /** The application server key the subscription was made with (RFC 8292 section 4.1), if any. */
  boundKey: string | null;
  behaviour: Behaviour;
  /** Notification ids delivered here, to count a second delivery of one as a duplicate. */
  notificationIds: Set<string>;
  deliveries: number;
}

export interface SubscribeOptions {
  /** The site's VAPID public key (base64url), as a browser passes it to `pushManager.subscribe`. */
  applicationServerKey?: string;
}

/** The subscriptions a local push service knows, each with the private keys a browser would keep. */
export class SubscriptionBook {
  private readonly byId = new Map<string, LocalSubscription>();
  /** Set once the service listens: the endpoints' prefix. */
  origin = '';

  create(options: SubscribeOptions = {}): PushSubscriptionJson {
    const ecdh = createECDH('prime256v1');
    const publicKey = ecdh.generateKeys();
    const id = randomUUID();
    const authSecret = randomBytes(16);
    this.byId.set(id, { id, keys: { privateKey: ecdh.getPrivateKey(), publicKey, authSecret }, boundKey: options.applicationServerKey ?? null, behaviour: {}, notificationIds: new Set(), deliveries: 0 });
    return { endpoint: `${this.origin}/push/${id}`, expirationTime: null, keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') } };
  }

  get(id: string): LocalSubscription | undefined {
    return this.byId.get(id);
  }

  /** The subscription an endpoint (or a subscription JSON's endpoint) names; throws for a stranger. */
  find(endpointOrId: string): LocalSubscription {
    const id = endpointOrId.startsWith(this.origin) ? endpointOrId.slice(`${this.origin}/push/`.length) : endpointOrId;
    const subscription = this.byId.get(id);
    if (!subscription) throw new Error(`no subscription ${endpointOrId} on this push service`);
    return subscription;
  }

  get size(): number {
    return this.byId.size;
  }

  /** How many subscriptions have received nothing yet: the losses once a send to all is over. */
  countWithoutDelivery(): number {
    let count = 0;
    for (const subscription of this.byId.values()) if (subscription.deliveries === 0) count += 1;
    return count;
  }
}
