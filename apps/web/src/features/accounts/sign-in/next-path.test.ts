import { describe, expect, it } from 'vitest';
import { readClaims, signupType } from './identity-token';
import { afterSignInPath, providerStartPath, readProviderReturn, returnPath, signedInLandingPath, withNext } from './next-path';

const en = { code: 'en', isDefault: true };
const ar = { code: 'ar', isDefault: false };

/** An unsigned token with these claims: the browser only reads them. */
function tokenWith(claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'ES256' })}.${part(claims)}.signature`;
}

describe('where sign-in leads', () => {
  it('goes back to the page the reader came from', () => {
    expect(afterSignInPath(en, '/profile')).toBe('/profile');
    expect(afterSignInPath(ar, '/ar/bookmarks?x=1')).toBe('/ar/bookmarks?x=1');
  });

  it('goes home when there is no page to go back to, or it is not one of ours', () => {
    expect(afterSignInPath(en, null)).toBe('/');
    expect(afterSignInPath(ar, undefined)).toBe('/ar');
    for (const foreign of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/\t/evil.example/', '/\n/evil.example/', '/\t\\evil.example/', '/.//evil.example']) {
      expect(afterSignInPath(ar, foreign)).toBe('/ar');
    }
  });

  it('never leads back to a sign-in screen', () => {
    for (const loop of ['/sign-in', '/ar/sign-in?next=/x', '/sign-up', '/fr/verify-email?token=t', '/reset-password', '/sign-in/complete']) {
      expect(afterSignInPath(en, loop)).toBe('/');
    }
    expect(afterSignInPath(en, '/news/sign-in-tips')).toBe('/news/sign-in-tips');
  });

  it('sends a reader already signed in on to next, else to the profile, never to a sign-in screen', () => {
    expect(signedInLandingPath(en, '/bookmarks')).toBe('/bookmarks');
    expect(signedInLandingPath(ar, '/ar/news/x?y=1')).toBe('/ar/news/x?y=1');
    expect(signedInLandingPath(en, null)).toBe('/profile');
    expect(signedInLandingPath(ar, undefined)).toBe('/ar/profile');
    for (const other of ['https://evil.example/', '//evil.example/x', '/ar/sign-up', '/sign-in?next=/x']) {
      expect(signedInLandingPath(ar, other)).toBe('/ar/profile');
    }
  });

  it('asks protected screens to come back with their query', () => {
    expect(returnPath({ pathname: '/ar/profile/categories', search: '?a=1' })).toBe('/ar/profile/categories?a=1');
  });
});

describe('the return from an OpenID Connect provider', () => {
  it('reads uid, id_token and next from the fragment', () => {
    expect(readProviderReturn('#uid=u_1&id_token=a.b.c&next=%2Fprofile')).toEqual({ uid: 'u_1', idToken: 'a.b.c', next: '/profile' });
    expect(readProviderReturn('uid=u_1&id_token=a.b.c&next=https%3A%2F%2Fevil.example')).toEqual({ uid: 'u_1', idToken: 'a.b.c', next: null });
    expect(readProviderReturn('#uid=u_1&id_token=a.b.c&next=%2F%09%2Fevil.example%2F', 'http://news.test')).toEqual({ uid: 'u_1', idToken: 'a.b.c', next: null });
    expect(readProviderReturn('#uid=u_1&id_token=a.b.c&next=http%3A%2F%2Fnews.test%2Fbookmarks', 'http://news.test')).toMatchObject({ next: '/bookmarks' });
  });

  it("carries the identity service's message when the provider sign-in failed", () => {
    expect(readProviderReturn('#error=Try+again&next=%2Fbookmarks')).toEqual({ error: 'Try again', next: '/bookmarks' });
  });

  it('is nothing without a uid and a token, or a message', () => {
    expect(readProviderReturn('')).toBeNull();
    expect(readProviderReturn('#uid=u_1')).toBeNull();
  });

  it('starts at the identity service with the language and the page to come back to', () => {
    expect(providerStartPath(ar, '/ar/profile')).toBe('/auth/oidc/start?lang=ar&next=%2Far%2Fprofile');
    expect(providerStartPath(en, '//evil.example')).toBe('/auth/oidc/start?lang=en');
    expect(providerStartPath(en, '/\t/evil.example')).toBe('/auth/oidc/start?lang=en');
  });

  it('carries next on from one account screen to the next', () => {
    expect(withNext('/sign-up', '/profile')).toBe('/sign-up?next=%2Fprofile');
    expect(withNext('/sign-up', 'https://evil.example')).toBe('/sign-up');
  });
});

describe('identity token claims', () => {
  it('are read without verification, including non-Latin text', () => {
    expect(readClaims(tokenWith({ email: 'amal@example.com', name: 'أمل', sign_in_provider: 'oidc:google' }))).toEqual({
      email: 'amal@example.com',
      name: 'أمل',
      phone_number: undefined,
      sign_in_provider: 'oidc:google',
    });
    expect(readClaims('not a token')).toEqual({});
    expect(readClaims('a.%%%.c')).toEqual({});
  });

  it('name the sign-in type user_signup records', () => {
    expect(signupType('password')).toBe('email');
    expect(signupType(undefined)).toBe('email');
    expect(signupType('phone')).toBe('mobile');
    expect(signupType('oidc:google')).toBe('gmail');
    expect(signupType('oidc:Keycloak')).toBe('keycloak');
    expect(signupType('oidc:my provider!')).toBe('myprovider');
    expect(signupType('oidc:!!!')).toBe('email');
  });
});
