import { describe, expect, it } from 'vitest';
import { readSearchRequest } from './search-data';

describe('readSearchRequest', () => {
  it('reads the query (spaces tidied, at most 100 characters) and the page', () => {
    expect(readSearchRequest({ q: '  central   bank ', page: '3' })).toEqual({ query: 'central bank', page: 3 });
    expect(readSearchRequest({ q: ['first', 'second'] })).toEqual({ query: 'first', page: 1 });
    expect(readSearchRequest({})).toEqual({ query: '', page: 1 });
    expect(readSearchRequest({ q: 'x'.repeat(150) })?.query).toHaveLength(100);
  });

  it('refuses a page that is not a number', () => {
    expect(readSearchRequest({ q: 'bank', page: 'last' })).toBeNull();
    expect(readSearchRequest({ q: 'bank', page: '0' })).toBeNull();
  });
});
