import type { WebPushSubscription } from '@newsroom/contract/push';
import { createFcmSender } from './fcm-sender';
import type { PushConfig } from './push-config';
import type { DeliveryOutcome, PushMessage, PushSender } from './push-message';
import type { VapidKeys } from './vapid-keys';
import { createWebPushSender } from './web-push-sender';

/**
 * The sender for every stored token: Web Push for subscriptions (JSON), FCM for registration
 * tokens when FCM is configured. Without FCM, such a token cannot be sent to (`failed`); the
 * fan-out leaves those devices out in the first place.
 */
export function createPushSender(config: PushConfig, keys: VapidKeys): PushSender {
  const webPush = createWebPushSender({
    keys,
    subject: config.vapidSubject,
    timeoutMs: config.timeoutMs,
    trustedOrigins: config.trustedOrigins,
    extraCaPem: config.extraCaPem,
    maxSockets: Math.max(8, config.concurrency),
  });
  const fcm = config.fcm ? createFcmSender(config.fcm, config.timeoutMs) : null;
  return {
    send(token: string, message: PushMessage): Promise<DeliveryOutcome> {
      if (!token.startsWith('{')) return fcm ? fcm.send(token, message) : Promise.resolve('failed');
      let subscription: WebPushSubscription;
      try {
        subscription = JSON.parse(token) as WebPushSubscription;
      } catch {
        return Promise.resolve('failed');
      }
      return webPush.send(subscription, message);
    },
    close: () => webPush.close(),
  };
}
