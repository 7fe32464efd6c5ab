import { importPKCS8, SignJWT } from 'jose';
import { outcomeOfStatus, type DeliveryOutcome, type PushMessage } from './push-message';
import type { FcmConfig } from './push-config';

const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

/**
 * Firebase Cloud Messaging HTTP v1 for registration tokens (apps built on Firebase). The service
 * account signs a JWT that Google's token endpoint exchanges for an hour-long access token
 * (OAuth 2.0 JWT bearer grant, RFC 7523); it is reused until a minute before its end.
 */
export function createFcmSender(config: FcmConfig, timeoutMs: number) {
  let access: { token: string; until: number } | null = null;
  let pending: Promise<string> | null = null;

  async function exchange(): Promise<string> {
    const key = await importPKCS8(config.privateKeyPem, 'RS256');
    const now = Math.floor(Date.now() / 1000);
    const assertion = await new SignJWT({ scope: FCM_SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(config.clientEmail)
      .setAudience(config.tokenUrl)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(key);
    const response = await fetch(config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`FCM token endpoint answered ${response.status}`);
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new Error('FCM token endpoint gave no access_token');
    access = { token: body.access_token, until: Date.now() + ((body.expires_in ?? 3600) - 60) * 1000 };
    return body.access_token;
  }

  /** One exchange at a time: a burst of sends waits for the same token. */
  function accessToken(): Promise<string> {
    if (access && access.until > Date.now()) return Promise.resolve(access.token);
    pending ??= exchange().finally(() => (pending = null));
    return pending;
  }

  async function send(token: string, message: PushMessage): Promise<DeliveryOutcome> {
    try {
      const bearer = await accessToken();
      const data = Object.fromEntries(Object.entries({ ...message.data, url: message.url }).map(([key, value]) => [key, String(value)]));
      const response = await fetch(`${config.apiUrl}/v1/projects/${encodeURIComponent(config.projectId)}/messages:send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          message: {
            token,
            notification: { title: message.title, body: message.body, ...(message.image ? { image: message.image } : {}) },
            data,
            android: { priority: message.urgency === 'high' ? 'high' : 'normal', ttl: `${message.ttlSeconds}s` },
            webpush: { headers: { Urgency: message.urgency, TTL: String(message.ttlSeconds) }, ...(message.url ? { fcm_options: { link: message.url } } : {}) },
          },
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.arrayBuffer();
      // An expired access token: take a new one at the next try.
      if (response.status === 401) access = null;
      return response.status === 401 ? 'retry' : outcomeOfStatus(response.status);
    } catch {
      return 'retry';
    }
  }

  return { send };
}
