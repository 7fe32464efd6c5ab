import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const get = (path: string, init?: RequestInit) => api.app.request(path, init);

describe('security headers', () => {
  it('JSON answers, failures included, may not be sniffed, framed or run as a document', async () => {
    for (const response of [await get('/api/get_settings?access_key=wrong'), await get('/api/no_such_endpoint'), await get('/health'), await get('/auth/jwks.json')]) {
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('a stored SVG opened on its own is sandboxed, and media may be shown by other origins', async () => {
    const file = await api.deps.media.save('news', 'svg', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    const response = await get(`/media/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain('sandbox');
    expect(policy).not.toContain('script-src');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('the API reference page may not be framed by other sites', async () => {
    const response = await get('/api/docs');
    expect(response.headers.get('content-security-policy')).toBe("base-uri 'self'; object-src 'none'; frame-ancestors 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('asks browsers for HTTPS only when the public address is HTTPS', async () => {
    expect((await get('/health')).headers.get('strict-transport-security')).toBeNull();
    const secure = await createTestApi({ PUBLIC_URL: 'https://news.example' });
    try {
      expect((await secure.app.request('/health')).headers.get('strict-transport-security')).toBe('max-age=31536000');
    } finally {
      await secure.close();
    }
  });
});
