import { Agent } from 'node:https';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushToken } from '@newsroom/contract/push';
import { type PushServiceProcess, startPushServiceProcess } from './service-process';

let service: PushServiceProcess;
beforeAll(async () => {
  service = await startPushServiceProcess();
});
afterAll(() => service.close());

describe('the push service in a process of its own', () => {
  it('makes subscriptions in the form register_token stores, and counts what it receives', async () => {
    const tokens = await service.subscribe(3);
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens) expect(pushToken().parse(token)).toBe(token);

    const site = webpush.generateVAPIDKeys();
    const agent = new Agent({ ca: service.certificatePem });
    const vapidDetails = { subject: 'mailto:alerts@news.example', publicKey: site.publicKey, privateKey: site.privateKey };
    for (const token of [tokens[0]!, tokens[1]!, tokens[1]!]) {
      await webpush.sendNotification(JSON.parse(token) as webpush.PushSubscription, '{"notification_id":9}', { vapidDetails, agent, TTL: 60 });
    }
    agent.destroy();
    expect(await service.stats()).toMatchObject({ requests: 3, delivered: 3, duplicates: 1, refused: 0, undelivered: 1 });
  });
});
