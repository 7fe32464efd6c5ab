import { describe, expect, it } from 'vitest';
import { listeningUrl, loadConfig } from './config';

describe('the PUBLIC_URL setting', () => {
  it('defaults to the address the server listens on, port included', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3999' }).publicUrl).toBe('http://localhost:3999');
    expect(loadConfig({ PORT: '3100', HOST: '127.0.0.1' }).publicUrl).toBe('http://127.0.0.1:3100');
    expect(loadConfig({ PORT: '3999', PUBLIC_URL: '' }).publicUrl).toBe('http://localhost:3999');
  });

  it('is the site address it is set to, without a trailing slash, whatever the port', () => {
    expect(loadConfig({ PORT: '3999', PUBLIC_URL: 'https://news.example/' }).publicUrl).toBe('https://news.example');
    expect(() => loadConfig({ PUBLIC_URL: 'news.example' })).toThrow(/PUBLIC_URL/);
  });

  it('names every-address listeners localhost and puts IPv6 addresses in brackets', () => {
    expect(listeningUrl('0.0.0.0', 80)).toBe('http://localhost:80');
    expect(listeningUrl('::', 3000)).toBe('http://localhost:3000');
    expect(listeningUrl('::1', 3000)).toBe('http://[::1]:3000');
    expect(listeningUrl('192.168.1.20', 8080)).toBe('http://192.168.1.20:8080');
  });
});
