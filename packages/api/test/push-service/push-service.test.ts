import { createPrivateKey, sign } from 'node:crypto';
import { request } from 'node:https';
import webpush, { type RequestDetails, WebPushError } from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalPushService, startLocalPushService } from './local-push-service';
import type { PushSubscriptionJson } from './push-subscriptions';

let service: LocalPushService;
beforeAll(async () => {
  service = await startLocalPushService();
});
afterAll(() => service.close());

const site = webpush.generateVAPIDKeys();
const stranger = webpush.generateVAPIDKeys();
const SUBJECT = 'mailto:alerts@news.example';
const vapidDetails = { subject: SUBJECT, publicKey: site.publicKey, privateKey: site.privateKey };
const send = (subscription: PushSubscriptionJson, payload: unknown, options: webpush.RequestOptions = {}) =>
  webpush.sendNotification(subscription, JSON.stringify(payload), { vapidDetails, agent: service.agent, TTL: 60, ...options });

/** A real, encrypted request whose Authorization header the test replaces. */
async function postWithAuthorization(subscription: PushSubscriptionJson, authorization: string): Promise<number> {
  const details: RequestDetails = webpush.generateRequestDetails(subscription, '{"notification_id":1}', { vapidDetails, TTL: 60 });
  return post({ ...details, headers: { ...details.headers, Authorization: authorization } });
}

function post(details: RequestDetails): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(details.endpoint, { method: 'POST', headers: details.headers, agent: service.agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode!));
    });
    sent.on('error', reject);
    sent.end(details.body);
  });
}

/** A VAPID header with the claims given, signed by `signer` and naming `publicKey` as k. */
function vapidHeader(claims: Record<string, unknown>, signer = site, publicKey = site.publicKey): string {
  const raw = Buffer.from(signer.publicKey, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', d: signer.privateKey, x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') };
  const encode = (part: unknown) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode({ typ: 'JWT', alg: 'ES256' })}.${encode(claims)}`;
  const signature = sign('sha256', Buffer.from(unsigned), { key: createPrivateKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' });
  return `vapid t=${unsigned}.${signature.toString('base64url')}, k=${publicKey}`;
}
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('the local push service', () => {
  it('accepts a Web Push request, decrypts it with the subscription keys and records its headers', async () => {
    const subscription = service.subscription();
    const result = await send(subscription, { notification_id: 7, title: 'Breaking', url: '/en/news/7' }, { urgency: 'high', topic: 'breaking' });
    expect(result.statusCode).toBe(201);
    expect(service.deliveriesTo(subscription)).toEqual([
      { subscriptionId: expect.any(String), payload: { notification_id: 7, title: 'Breaking', url: '/en/news/7' }, headers: { ttl: '60', urgency: 'high', topic: 'breaking' }, receivedAt: expect.any(Number), duplicate: false },
    ]);
  });

  it('accepts a message signed with the key the subscription was made with, and refuses another key with 403', async () => {
    const subscription = service.subscription({ applicationServerKey: site.publicKey });
    expect((await send(subscription, { notification_id: 1 })).statusCode).toBe(201);
    expect(await postWithAuthorization(subscription, vapidHeader({ aud: service.origin, exp: inAnHour(), sub: SUBJECT }, stranger, stranger.publicKey))).toBe(403);
  });

  it('refuses VAPID proofs that are missing, badly signed, for another audience, expired, too long-lived or without a subject', async () => {
    const subscription = service.subscription();
    const valid = { aud: service.origin, exp: inAnHour(), sub: SUBJECT };
    expect(await postWithAuthorization(subscription, vapidHeader(valid))).toBe(201);
    const refused: [string, string][] = [
      ['', 'no vapid authorization'],
      [`WebPush ${vapidHeader(valid).slice('vapid t='.length)}`, 'no vapid authorization'],
      [vapidHeader(valid, stranger, site.publicKey), 'the JWT signature does not match k'],
      [vapidHeader({ ...valid, aud: 'https://push.example' }), `the JWT audience is not ${service.origin}`],
      [vapidHeader({ ...valid, aud: service.origin.replace(/:\d+$/, ':1') }), `the JWT audience is not ${service.origin}`],
      [vapidHeader({ ...valid, exp: Math.floor(Date.now() / 1000) - 60 }), 'the JWT has expired'],
      [vapidHeader({ ...valid, exp: Math.floor(Date.now() / 1000) + 25 * 3600 }), 'the JWT is valid for more than 24 hours'],
      [vapidHeader({ aud: valid.aud, exp: valid.exp }), 'the JWT has no mailto: or https: subject'],
    ];
    for (const [authorization, reason] of refused) {
      expect(await postWithAuthorization(subscription, authorization)).toBe(401);
      expect(service.refusals.at(-1)?.reason).toBe(reason);
    }
    expect(service.deliveriesTo(subscription)).toHaveLength(1);
  });

  it('refuses the JWTs web-push makes for another audience or already expired', async () => {
    const subscription = service.subscription();
    const wrongAudience = webpush.getVapidHeaders('https://push.example', SUBJECT, site.publicKey, site.privateKey, 'aes128gcm');
    const expired = webpush.getVapidHeaders(service.origin, SUBJECT, site.publicKey, site.privateKey, 'aes128gcm', Math.floor(Date.now() / 1000) - 1);
    expect(await postWithAuthorization(subscription, wrongAudience.Authorization)).toBe(401);
    expect(await postWithAuthorization(subscription, expired.Authorization)).toBe(401);
    expect(service.refusals.at(-1)).toMatchObject({ status: 401, reason: 'the JWT has expired' });
  });

  it('refuses a message it cannot decrypt, and an unknown subscription', async () => {
    const subscription = service.subscription();
    const details = webpush.generateRequestDetails(subscription, '{"notification_id":2}', { vapidDetails, TTL: 60 });
    const tampered = Buffer.from(details.body!);
    tampered[tampered.length - 1]! ^= 1;
    expect(await post({ ...details, body: tampered })).toBe(400);
    const unknown = { ...subscription, endpoint: `${service.origin}/push/nobody` };
    await expect(send(unknown, {})).rejects.toMatchObject({ statusCode: 404 });
  });

  it('refuses a message without TTL, in the older aesgcm encoding, or over 4096 bytes', async () => {
    const subscription = service.subscription();
    const details = webpush.generateRequestDetails(subscription, '{"notification_id":2}', { vapidDetails, TTL: 60 });
    const { TTL: _ttl, ...withoutTtl } = details.headers;
    expect(await post({ ...details, headers: withoutTtl })).toBe(400);
    // That older draft also signs the older way (`WebPush <JWT>`), which the service refuses first.
    const older = webpush.generateRequestDetails(subscription, '{"notification_id":2}', { vapidDetails, TTL: 60, contentEncoding: 'aesgcm' });
    expect(await post(older)).toBe(401);
    const proof = vapidHeader({ aud: service.origin, exp: inAnHour(), sub: SUBJECT });
    expect(await post({ ...older, headers: { ...older.headers, Authorization: proof } })).toBe(415);
    expect(await post(webpush.generateRequestDetails(subscription, JSON.stringify({ text: 'x'.repeat(4100) }), { vapidDetails, TTL: 60 }))).toBe(413);
    expect(service.refusals.slice(-4).map((refusal) => refusal.status)).toEqual([400, 401, 415, 413]);
  });

  it('answers 410 or 404 for a subscription told it is gone', async () => {
    const unsubscribed = service.subscription();
    const expired = service.subscription();
    service.behave(unsubscribed, { gone: 410 });
    service.behave(expired, { gone: 404 });
    await expect(send(unsubscribed, { notification_id: 3 })).rejects.toBeInstanceOf(WebPushError);
    await expect(send(unsubscribed, { notification_id: 3 })).rejects.toMatchObject({ statusCode: 410 });
    await expect(send(expired, { notification_id: 3 })).rejects.toMatchObject({ statusCode: 404 });
    expect(service.deliveriesTo(unsubscribed)).toEqual([]);
  });

  it('answers 500 to the next N requests, then accepts again', async () => {
    const subscription = service.subscription();
    service.behave(subscription, { failures: { remaining: 2, status: 500 } });
    await expect(send(subscription, { notification_id: 4 })).rejects.toMatchObject({ statusCode: 500 });
    await expect(send(subscription, { notification_id: 4 })).rejects.toMatchObject({ statusCode: 500 });
    expect((await send(subscription, { notification_id: 4 })).statusCode).toBe(201);
    expect(service.deliveriesTo(subscription)).toHaveLength(1);
  });

  it('delivers nothing when a slow answer makes the sender give up', async () => {
    const subscription = service.subscription();
    service.behave(subscription, { delayMs: 400 });
    await expect(send(subscription, { notification_id: 5 }, { timeout: 50 })).rejects.toThrow();
    service.behave(subscription, {});
    expect((await send(subscription, { notification_id: 5 })).statusCode).toBe(201);
    expect(service.deliveriesTo(subscription)).toHaveLength(1);
  });

  it('counts the same notification delivered twice to one subscription as a duplicate', async () => {
    const subscription = service.subscription();
    const other = service.subscription();
    const before = service.duplicates;
    await send(subscription, { notification_id: 6 });
    await send(other, { notification_id: 6 });
    await send(subscription, { notification_id: 8 });
    expect(service.duplicates).toBe(before);
    await send(subscription, { notification_id: 6 });
    expect(service.duplicates).toBe(before + 1);
    expect(service.deliveriesTo(subscription).map((delivery) => delivery.duplicate)).toEqual([false, false, true]);
  });
});
