import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLanguageJsonDataParams } from '@newsroom/contract/languages';
import { decideRoute } from '../routing/proxy-routes';
import { ADMIN_CONSOLE_CSP, mountAdminConsole } from './admin-console';
import { mountMaintenance } from './maintenance/maintenance-gate';

// The process entry's order: API app, console, maintenance, then the pages (a stand-in naming itself).
function entryWith(distDir: string, maintenance = false): Hono {
  const app = new Hono();
  app.get('/admin/api/session', (c) => c.json({ data: 'the admin API' }));
  mountAdminConsole(app, { publicUrl: 'https://news.example.com', distDir });
  const brand = { siteName: 'News', logo: '', color: '#1a2e51', language: { code: 'en', dir: 'ltr' as const } };
  mountMaintenance(app, { on: maintenance, message: undefined, retryAfterSeconds: 60 }, () => Promise.resolve(brand));
  app.all('*', (c) => c.text('reader pages'));
  return app;
}

let dist: string;
let built: Hono;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'admin-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Newsroom console</title><div id="root"></div>');
  await writeFile(path.join(dist, 'assets', 'index-Ab12.js'), 'console.info("console")');
  built = entryWith(dist);
});
afterAll(() => rm(dist, { recursive: true, force: true }));

describe('the admin console at /admin', () => {
  it('serves the app shell for every console address, never cached, with its own policy', async () => {
    for (const address of ['/admin', '/admin/', '/admin/account', '/admin/news/12/edit?tab=seo']) {
      const response = await built.request(address);
      expect(response.status, address).toBe(200);
      expect(await response.text()).toContain('Newsroom console');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-security-policy')).toBe(ADMIN_CONSOLE_CSP);
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    }
  });

  it('serves hashed assets for a year and nothing outside the assets folder', async () => {
    const asset = await built.request('/admin/assets/index-Ab12.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const gzipped = await built.request('/admin/assets/index-Ab12.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe('console.info("console")');
    for (const address of ['/admin/assets/missing-1.js', '/admin/assets/..%2Findex.html', '/admin/assets/.hidden']) {
      expect((await built.request(address)).status, address).toBe(404);
    }
  });

  it('leaves /admin/api to the admin API and answers its unknown routes in JSON', async () => {
    expect(await (await built.request('/admin/api/session')).json()).toEqual({ data: 'the admin API' });
    const unknown = await built.request('/admin/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Unknown admin API route' });
  });

  it('hands the pages only what is not the console', async () => {
    for (const address of ['/administration', '/adminx/news', '/fr/admin', '/news/admin']) {
      expect(await (await built.request(address)).text(), address).toBe('reader pages');
    }
    expect((await built.request('/admin/account', { method: 'POST' })).status).toBe(405);
  });

  it('keeps working during maintenance, when the reader pages answer 503', async () => {
    const underMaintenance = entryWith(dist, true);
    expect((await underMaintenance.request('/admin/account')).status).toBe(200);
    expect((await underMaintenance.request('/news/x')).status).toBe(503);
  });

  it('answers 503 naming the build command while the console is not built', async () => {
    const response = await entryWith(path.join(dist, 'not-built')).request('/admin/account');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('admin is not a language: not a code the site accepts, nor a prefix its routing takes', () => {
    expect(getLanguageJsonDataParams.safeParse({ code: 'admin' }).success).toBe(false);
    expect(getLanguageJsonDataParams.safeParse({ code: 'pt-BR' }).success).toBe(true);
    const languages = { codes: ['en', 'fr', 'ar'], defaultCode: 'en' };
    // Were a request to reach the pages, it would be a path of the default language (its 404).
    expect(decideRoute('/admin/account', '', languages)).toEqual({ kind: 'rewrite', pathname: '/en/admin/account', search: '' });
  });
});
