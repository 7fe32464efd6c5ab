import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits: a session cookie, a setup or reset token. */
export const newSecret = () => randomBytes(32).toString('base64url');

/** Only this is stored, so a leaked database holds no usable session or link. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * The CSRF token of a session: HMAC-SHA256(session token, "csrf") (ADR 010). Derived, so it needs
 * no storage, and only a script that could read the HttpOnly cookie could compute it.
 */
export const csrfTokenOf = (sessionToken: string) => createHmac('sha256', sessionToken).update('csrf').digest('base64url');

export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
