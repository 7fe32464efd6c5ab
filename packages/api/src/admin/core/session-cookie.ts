import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

/**
 * The console's session cookie (ADR 010): HttpOnly so no script reads it, SameSite=Strict so no
 * other site's page sends it, Path=/admin so the public site never receives it. Behind https it is
 * Secure and `__Secure-` prefixed, which browsers only accept over https.
 */
export function sessionCookieName(publicUrl: string): string {
  return publicUrl.startsWith('https://') ? '__Secure-newsroom_admin' : 'newsroom_admin';
}

export function readSessionCookie(c: Context, publicUrl: string): string | undefined {
  return getCookie(c, sessionCookieName(publicUrl));
}

export function writeSessionCookie(c: Context, publicUrl: string, token: string, maxAgeMs: number): void {
  const secure = publicUrl.startsWith('https://');
  setCookie(c, sessionCookieName(publicUrl), token, { httpOnly: true, sameSite: 'Strict', path: '/admin', secure, maxAge: Math.floor(maxAgeMs / 1000) });
}

export function clearSessionCookie(c: Context, publicUrl: string): void {
  deleteCookie(c, sessionCookieName(publicUrl), { path: '/admin', secure: publicUrl.startsWith('https://'), httpOnly: true, sameSite: 'Strict' });
}
