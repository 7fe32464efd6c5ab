import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
let server: ServerType;
let port: number;
beforeAll(async () => {
  api = await createTestApi();
  server = await new Promise<ServerType>((resolve) => {
    const running = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(running));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await api.close();
});

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** A request line sent as written: no client normalises the path first, as an attacker's would not. */
function rawGet(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method, headers, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('media paths that cannot name a stored file', () => {
  it('answers a malformed percent-encoding with 400 and says so', async () => {
    for (const path of ['/media/%', '/media/%E0%A4%A', '/media/news/%ZZ.webp', '/media/news/a%.webp', '/media/%C0%AF']) {
      const response = await rawGet(path);
      expect(response.status, path).toBe(400);
      expect(response.text, path).toBe('The media path has a malformed percent-encoding');
    }
  });

  it('refuses paths that climb out of the media folder, NUL bytes and backslashes', async () => {
    const secret = 'news/../../secret.txt';
    for (const path of [
      '/media/..%2f..%2fetc/passwd',
      '/media/news/..%2f..%2f..%2fetc%2fpasswd',
      '/media/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/media/news/%2e%2e/%2e%2e/etc/passwd',
      '/media/news%00.webp',
      '/media/news/a.webp%00.png',
      '/media/..%5c..%5cetc%5cpasswd',
      '/media/news/..%5c..%5csecret.txt',
      '/media//etc/passwd',
      `/media/${encodeURIComponent(secret)}`,
    ]) {
      const response = await rawGet(path);
      // Either the URL parser already took the path out of /media (404 by the app), or 400 here.
      expect([400, 404], path).toContain(response.status);
      expect(response.text, path).not.toContain('root:');
      if (response.status === 400) expect(response.text, path).toBe('A media path is a folder and a file name of letters, digits, "-", "_" and ".", without "." or ".." parts');
    }
  });

  it('still serves a stored file whose name is percent-encoded by a careful client', async () => {
    const stored = await api.deps.media.save('news', 'webp', new Uint8Array([1, 2, 3]));
    const encoded = stored.replace('-', '%2D').replace('/', '%2F');
    expect((await rawGet(`/media/${encoded}`)).status).toBe(200);
  });
});

describe('stored media over HTTP', () => {
  it('answers HEAD, a part and a 304 with the type and the headers that protect a stored file', async () => {
    const stored = await api.deps.media.save('videos', 'mp4', new Uint8Array(5000).fill(7));
    const head = await rawGet(`/media/${stored}`, {}, 'HEAD');
    const part = await rawGet(`/media/${stored}`, { range: 'bytes=4000-' });
    const notModified = await rawGet(`/media/${stored}`, { 'if-none-match': String(head.headers.etag) });
    expect([head.status, part.status, notModified.status]).toEqual([200, 206, 304]);
    expect(head.headers['content-length']).toBe('5000');
    expect(head.text).toBe('');
    expect(part.headers['content-range']).toBe('bytes 4000-4999/5000');
    expect(part.text.length).toBe(1000);
    for (const answer of [head, part, notModified]) {
      expect(answer.headers['content-type']).toBe('video/mp4');
      expect(answer.headers['accept-ranges']).toBe('bytes');
      expect(answer.headers['content-security-policy']).toContain('sandbox');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
