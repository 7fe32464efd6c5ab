import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalPushService, type LocalPushService } from '../../test/push-service/local-push-service';
import type { PushMessage } from './push-message';
import { createWebPushSender } from './web-push-sender';

let service: LocalPushService;
beforeAll(async () => {
  service = await startLocalPushService();
});
afterAll(() => service.close());

const keys = webpush.generateVAPIDKeys();
const message: PushMessage = { title: 'Hello', body: '', url: '/en', image: '', data: { notification_id: 1 }, urgency: 'normal', ttlSeconds: 60 };
const sender = (options: { trusted?: string[]; timeoutMs?: number; ca?: boolean } = {}) =>
  createWebPushSender({ keys, subject: 'mailto:webmaster@news.test', timeoutMs: options.timeoutMs ?? 5000, trustedOrigins: options.trusted ?? [service.origin], extraCaPem: options.ca === false ? undefined : service.certificatePem });
const subscribe = () => service.subscription({ applicationServerKey: keys.publicKey });

describe('the Web Push sender', () => {
  it('delivers to a trusted origin that verifies and decrypts every message', async () => {
    const push = sender();
    const subscriptions = [subscribe(), subscribe(), subscribe()];
    expect(await Promise.all(subscriptions.map((subscription) => push.send(subscription, message)))).toEqual(['sent', 'sent', 'sent']);
    // The service checked each VAPID proof and decrypted each message.
    expect(service.refusals).toEqual([]);
    expect(service.deliveries.map((delivery) => delivery.payload)).toEqual(Array(3).fill(expect.objectContaining({ title: 'Hello', notification_id: 1 })));
    push.close();
  });

  it('never sends to a loopback endpoint that is not trusted', async () => {
    const push = sender({ trusted: [] });
    const before = service.requests;
    expect(await push.send(subscribe(), message)).toBe('failed');
    expect(service.requests).toBe(before);
    push.close();
  });

  it('refuses a certificate it was not told to trust, and gives up on a slow service', async () => {
    const untrusting = sender({ ca: false });
    expect(await untrusting.send(subscribe(), message)).toBe('retry');
    untrusting.close();
    const impatient = sender({ timeoutMs: 100 });
    const slow = subscribe();
    service.behave(slow, { delayMs: 1000 });
    expect(await impatient.send(slow, message)).toBe('retry');
    impatient.close();
  });
});
