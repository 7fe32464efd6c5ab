import { describe, expect, it } from 'vitest';
import { safeNext } from './auth-routes';

const SITE = 'https://news.example';

describe('the next address of a provider sign-in', () => {
  it('never leads off the site, however the address is written', () => {
    const foreign = [
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example/',
      '/\n/evil.example/',
      '/\t\\evil.example/',
      '\t//evil.example',
      '/.//evil.example',
      'https://evil.example/',
      'http://news.example/',
      'javascript:alert(1)',
      `/${'a'.repeat(2001)}`,
    ];
    for (const next of foreign) expect(safeNext(next, SITE), JSON.stringify(next)).toBe('/');
    expect(safeNext(undefined, SITE)).toBe('/');
  });

  it('keeps a path of the site (or a full address of it) with its query', () => {
    expect(safeNext('/ar/news/x?y=1', SITE)).toBe('/ar/news/x?y=1');
    expect(safeNext('https://news.example/bookmarks', SITE)).toBe('/bookmarks');
    expect(safeNext('/%09/x', SITE)).toBe('/%09/x');
  });
});
