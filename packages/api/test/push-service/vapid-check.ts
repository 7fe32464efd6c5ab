import { createPublicKey, type KeyObject, verify } from 'node:crypto';

export interface VapidRefusal {
  /** 401: no valid VAPID proof; 403: a valid proof by a key the subscription is not bound to. */
  status: 401 | 403;
  reason: string;
}

const DAY_SECONDS = 24 * 3600;
/** Parsed keys by their base64url form: a sender signs every request with the same one. */
const publicKeys = new Map<string, KeyObject | null>();
const MAX_REMEMBERED_KEYS = 100;

/**
 * Why a push service refuses this `Authorization` header (RFC 8292), or null when it accepts it:
 * `vapid t=<JWT>, k=<public key>`, the JWT signed with ES256 by the key k, addressed to this
 * service's origin (`aud`), not expired and not valid for more than 24 hours (`exp`), naming a
 * contact (`sub`). A subscription made with an application server key accepts only that key.
 */
export function vapidRefusal(authorization: string | undefined, origin: string, boundKey: string | null, nowSeconds = Date.now() / 1000): VapidRefusal | null {
  const match = /^vapid\s+(.+)$/i.exec(authorization ?? '');
  if (!match) return { status: 401, reason: 'no vapid authorization' };
  const params = new Map(match[1]!.split(',').map((part) => part.trim().split('=') as [string, string]));
  const token = params.get('t');
  const key = params.get('k');
  if (!token || !key) return { status: 401, reason: 'the vapid authorization lacks t or k' };
  const publicKey = publicKeyOf(key);
  if (!publicKey) return { status: 401, reason: 'k is not a P-256 public key' };

  const [header, claims, signature] = token.split('.');
  if (!header || !claims || !signature) return { status: 401, reason: 't is not a JWT' };
  const head = parseJson(header);
  if (head?.alg !== 'ES256') return { status: 401, reason: 'the JWT is not signed with ES256' };
  const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) return { status: 401, reason: 'the JWT signature does not match k' };

  const claimed = parseJson(claims);
  if (claimed?.aud !== origin) return { status: 401, reason: `the JWT audience is not ${origin}` };
  const exp = claimed.exp;
  if (typeof exp !== 'number' || exp <= nowSeconds) return { status: 401, reason: 'the JWT has expired' };
  if (exp > nowSeconds + DAY_SECONDS) return { status: 401, reason: 'the JWT is valid for more than 24 hours' };
  if (typeof claimed.sub !== 'string' || !/^(mailto:|https:)/.test(claimed.sub)) return { status: 401, reason: 'the JWT has no mailto: or https: subject' };
  if (boundKey && boundKey !== key) return { status: 403, reason: 'k is not the key the subscription was made with' };
  return null;
}

function publicKeyOf(key: string): KeyObject | null {
  if (!publicKeys.has(key)) {
    const raw = Buffer.from(key, 'base64url');
    let publicKey: KeyObject | null = null;
    if (raw.length === 65 && raw[0] === 4) {
      try {
        const jwk = { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') };
        publicKey = createPublicKey({ key: jwk, format: 'jwk' });
      } catch {
        // not a point on the curve
      }
    }
    if (publicKeys.size >= MAX_REMEMBERED_KEYS) publicKeys.clear();
    publicKeys.set(key, publicKey);
  }
  return publicKeys.get(key)!;
}

function parseJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
