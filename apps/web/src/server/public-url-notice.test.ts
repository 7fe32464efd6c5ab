import { describe, expect, it } from 'vitest';
import { publicUrlNotice } from './public-url-notice';

describe('the start-up line about PUBLIC_URL', () => {
  it('says nothing when PUBLIC_URL is where the server listens', () => {
    expect(publicUrlNotice('http://localhost:3999', 'http://localhost:3999')).toBeNull();
    // Another name of this machine on the same port still reaches it.
    expect(publicUrlNotice('http://127.0.0.1:3000', 'http://localhost:3000')).toBeNull();
  });

  it('warns, with the fix, when PUBLIC_URL points at another port of this machine', () => {
    const notice = publicUrlNotice('http://localhost:3000', 'http://localhost:3999');
    expect(notice?.level).toBe('warn');
    expect(notice?.message).toContain('PUBLIC_URL is http://localhost:3000, but this server listens on http://localhost:3999');
    expect(notice?.message).toContain('set it to http://localhost:3999');
    expect(publicUrlNotice('http://[::1]', 'http://localhost:8080')?.level).toBe('warn');
  });

  it('only says which address the pages use when PUBLIC_URL is another host, as behind a proxy', () => {
    expect(publicUrlNotice('https://news.example', 'http://localhost:3000')).toEqual({
      level: 'info',
      message: '[server] pages, images and links use PUBLIC_URL https://news.example; this server listens on http://localhost:3000 (as behind a proxy)',
    });
  });
});
