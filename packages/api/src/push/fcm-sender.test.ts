import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFcmSender } from './fcm-sender';
import type { PushMessage } from './push-message';

/**
 * A stand-in for Google's OAuth 2.0 token endpoint and FCM's HTTP v1 API on 127.0.0.1 (the real
 * ones cannot be reached offline): it checks the service account's signed JWT and the bearer
 * token as Google does, and answers sends the way FCM documents.
 */
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const CLIENT_EMAIL = 'push@news-test.iam.gserviceaccount.com';
const sends: { token: string; message: Record<string, unknown> }[] = [];
let exchanges = 0;
let flakyLeft = 1;
let base = '';

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });

const server = createServer((request, response) => {
  void bodyOf(request).then(async (text) => {
    const answer = (status: number, json: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    if (request.url === '/token') {
      const form = new URLSearchParams(text);
      try {
        const key = await importSPKI(publicKey.export({ type: 'spki', format: 'pem' }).toString(), 'RS256');
        const { payload } = await jwtVerify(form.get('assertion') ?? '', key, { issuer: CLIENT_EMAIL, audience: `${base}/token` });
        if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' || payload.scope !== 'https://www.googleapis.com/auth/firebase.messaging') throw new Error('bad grant');
      } catch {
        return answer(400, { error: 'invalid_grant' });
      }
      exchanges += 1;
      return answer(200, { access_token: 'ya29.local', expires_in: 3599, token_type: 'Bearer' });
    }
    if (request.url !== '/v1/projects/news-test/messages:send') return answer(404, { error: { status: 'NOT_FOUND' } });
    if (request.headers.authorization !== 'Bearer ya29.local') return answer(401, { error: { status: 'UNAUTHENTICATED' } });
    const { message } = JSON.parse(text) as { message: { token: string } & Record<string, unknown> };
    if (message.token === 'gone-token') return answer(404, { error: { status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] } });
    if (message.token === 'flaky-token' && flakyLeft-- > 0) return answer(503, { error: { status: 'UNAVAILABLE' } });
    sends.push({ token: message.token, message });
    return answer(200, { name: `projects/news-test/messages/${sends.length}` });
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const message: PushMessage = { title: 'Storm warning', body: 'Stay inside', url: 'https://news.test/en/breaking-news/storm', image: '', data: { notification_id: 7 }, urgency: 'high', ttlSeconds: 3600 };
const sender = () =>
  createFcmSender(
    { projectId: 'news-test', clientEmail: CLIENT_EMAIL, privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), apiUrl: base, tokenUrl: `${base}/token` },
    5000,
  );

describe('the FCM HTTP v1 sender', () => {
  it('exchanges a signed service-account JWT once, then sends with the access token', async () => {
    const fcm = sender();
    expect(await fcm.send('device-one', message)).toBe('sent');
    expect(await fcm.send('device-two', message)).toBe('sent');
    expect(exchanges).toBe(1);
    expect(sends[0]).toEqual({
      token: 'device-one',
      message: expect.objectContaining({
        token: 'device-one',
        notification: { title: 'Storm warning', body: 'Stay inside' },
        data: { notification_id: '7', url: 'https://news.test/en/breaking-news/storm' },
        webpush: expect.objectContaining({ fcm_options: { link: 'https://news.test/en/breaking-news/storm' } }),
      }),
    });
  });

  it('reads an unregistered token as gone and a 503 as worth a retry', async () => {
    const fcm = sender();
    expect(await fcm.send('gone-token', message)).toBe('gone');
    expect(await fcm.send('flaky-token', message)).toBe('retry');
    expect(await fcm.send('flaky-token', message)).toBe('sent');
  });

  it('retries later when the token endpoint refuses the service account', async () => {
    const wrongKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const fcm = createFcmSender({ projectId: 'news-test', clientEmail: CLIENT_EMAIL, privateKeyPem: wrongKey, apiUrl: base, tokenUrl: `${base}/token` }, 5000);
    expect(await fcm.send('device-three', message)).toBe('retry');
  });
});
