import { describe, expect, it } from 'vitest';
import { isAccountScreen, pageToComeBackTo, sameSitePath } from './return-address';

const SITE = 'http://127.0.0.1:3100';

/**
 * Return addresses that lead off the site, as a browser would follow them. Tabs and newlines are
 * dropped anywhere in a URL, `\` reads as `/`, and leading spaces and control characters are
 * trimmed; each form is also given as it arrives percent-decoded from a query string.
 */
const FOREIGN = [
  '/\t/evil.example/',
  '/\n/evil.example/',
  '/\r\n/evil.example/',
  '/\t\\evil.example/',
  '\t//evil.example/',
  ' //evil.example/',
  '\u0000//evil.example/',
  '//evil.example/x',
  '///evil.example/x',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/.//evil.example',
  '/./\t/evil.example',
  '/..//evil.example',
  'https://evil.example/',
  'HTTPS://evil.example/',
  'https:evil.example',
  'http://127.0.0.1:3101/',
  'https://127.0.0.1:3100/',
  'http://127.0.0.1:3100@evil.example/',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'mailto:someone@evil.example',
  'blob:https://evil.example/x',
];

describe('a return address (next)', () => {
  it('refuses every address a browser would follow to another site', () => {
    for (const next of FOREIGN) expect(sameSitePath(next, SITE), JSON.stringify(next)).toBeNull();
  });

  it('refuses the forms of the attack as they arrive in a query string', () => {
    for (const raw of ['/%09/evil.example/', '%2F%09%2Fevil.example%2F', '/%0A/evil.example/', '/%09%5Cevil.example/', '%2F%2Fevil.example', '%5C%5Cevil.example']) {
      const next = new URLSearchParams(`next=${raw}`).get('next');
      expect(sameSitePath(next, SITE), raw).toBeNull();
    }
  });

  it('refuses nothing, an over-long address and an unusable origin', () => {
    expect(sameSitePath(null, SITE)).toBeNull();
    expect(sameSitePath(undefined, SITE)).toBeNull();
    expect(sameSitePath('', SITE)).toBeNull();
    expect(sameSitePath(`/${'a'.repeat(2000)}`, SITE)).toBeNull();
    expect(sameSitePath('/profile', 'not a url')).toBeNull();
  });

  it('keeps a path of this site with its query and fragment, as the parser reads it', () => {
    expect(sameSitePath('/profile', SITE)).toBe('/profile');
    expect(sameSitePath('/ar/bookmarks?x=1#top', SITE)).toBe('/ar/bookmarks?x=1#top');
    expect(sameSitePath('/news/a b', SITE)).toBe('/news/a%20b');
    expect(sameSitePath('/news/%D8%A3', SITE)).toBe('/news/%D8%A3');
    // Still encoded, a tab is only a strange character in a path of this site.
    expect(sameSitePath('/%09/evil.example/', SITE)).toBe('/%09/evil.example/');
    expect(sameSitePath('/a/../b/./c', SITE)).toBe('/b/c');
  });

  it('takes a full address of the site itself as its path, and a relative one as relative to the home page', () => {
    expect(sameSitePath('http://127.0.0.1:3100/news/x?y=1', SITE)).toBe('/news/x?y=1');
    expect(sameSitePath('profile', SITE)).toBe('/profile');
    expect(sameSitePath('?q=1', SITE)).toBe('/?q=1');
  });

  it('without the site origin, answers only paths that stay on whatever site reads them', () => {
    expect(sameSitePath('/profile')).toBe('/profile');
    expect(sameSitePath('http://127.0.0.1:3100/profile')).toBeNull();
    for (const next of FOREIGN) {
      const path = sameSitePath(next);
      // `https:evil.example` is a path of an https site (the placeholder's scheme): harmless.
      if (path !== null) expect(new URL(path, SITE).origin, JSON.stringify(next)).toBe(SITE);
    }
  });
});

describe('account screens', () => {
  it('are the sign-in, sign-up and password screens in any language', () => {
    for (const path of ['/sign-in', '/ar/sign-in?next=/x', '/sign-up', '/fr/verify-email?token=t', '/reset-password', '/sign-in/complete', '/forgot-password#x']) {
      expect(isAccountScreen(path), path).toBe(true);
    }
    expect(isAccountScreen('/news/sign-in-tips')).toBe(false);
  });

  it('are no page to come back to', () => {
    expect(pageToComeBackTo({ pathname: '/news/x', search: '?a=1' })).toBe('/news/x?a=1');
    expect(pageToComeBackTo({ pathname: '/ar/sign-in', search: '?next=%2Fx' })).toBeNull();
  });
});
