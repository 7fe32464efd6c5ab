import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '@newsroom/contract/env-settings';
import { createTestApi, type TestApi } from '@newsroom/api/testing';
import { loadSiteConfig, type MaintenanceConfig } from '../site-config';
import { maintenanceBrand } from './maintenance-brand';
import { mountMaintenance } from './maintenance-gate';
import type { MaintenanceBrand } from './maintenance-page';

describe('the maintenance setting', () => {
  it('is off by default', () => {
    expect(loadSiteConfig({})).toEqual({ maintenance: { on: false, message: undefined, retryAfterSeconds: 600 } });
  });

  it('turns on with MAINTENANCE_MODE=1, with an optional message and retry delay', () => {
    const { maintenance } = loadSiteConfig({ MAINTENANCE_MODE: '1', MAINTENANCE_MESSAGE: ' Back at 6 ', MAINTENANCE_RETRY_AFTER: '120' });
    expect(maintenance).toEqual({ on: true, message: 'Back at 6', retryAfterSeconds: 120 });
  });

  it('stops the start on a wrong value, naming the setting', () => {
    expect(() => loadSiteConfig({ MAINTENANCE_MODE: 'yes' })).toThrow(ConfigError);
    expect(() => loadSiteConfig({ MAINTENANCE_MODE: 'yes' })).toThrow(/MAINTENANCE_MODE/);
    expect(() => loadSiteConfig({ MAINTENANCE_RETRY_AFTER: '0' })).toThrow(/MAINTENANCE_RETRY_AFTER/);
  });
});

/** The process entry's order: the API's routes, then maintenance, then the pages. */
function site(maintenance: MaintenanceConfig, brandOf: (pathname: string) => Promise<MaintenanceBrand>) {
  const app = new Hono();
  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.get('/api/get_settings', (c) => c.json({ error: 'false' }));
  mountMaintenance(app, maintenance, brandOf);
  app.all('*', (c) => c.text('a reader page'));
  return app;
}

const brand = (pathname: string): Promise<MaintenanceBrand> =>
  Promise.resolve({
    siteName: 'Meridian <News>',
    logo: '',
    color: '#1a2e51',
    language: pathname.startsWith('/ar') ? { code: 'ar', dir: 'rtl' } : { code: 'en', dir: 'ltr' },
  });
const on = { on: true, message: undefined, retryAfterSeconds: 300 };

describe('maintenance mode', () => {
  it('answers every reader page with 503, Retry-After and the branded page', async () => {
    const app = site(on, brand);
    for (const path of ['/', '/news/a-story', '/sitemap.xml']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after')).toBe('300');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    }
    const page = await (await app.request('/')).text();
    expect(page).toContain('<html lang="en" dir="ltr">');
    expect(page).toContain('<h1>We’ll be back soon</h1>');
    // The newsroom's name is text, never markup.
    expect(page).toContain('Meridian &lt;News&gt;');
    expect(page).toContain('<meta name="robots" content="noindex">');
  });

  it("speaks the language of the page's address", async () => {
    const page = await (await site(on, brand).request('/ar/news/x')).text();
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('سنعود قريبًا');
  });

  it("shows the operator's message instead of the standard text", async () => {
    const page = await (await site({ ...on, message: 'Back at 18:00 after the upgrade.' }, brand).request('/')).text();
    expect(page).toContain('Back at 18:00 after the upgrade.');
    expect(page).not.toContain('The site is being updated');
  });

  it('keeps the API and /health working', async () => {
    const app = site(on, brand);
    expect((await app.request('/health')).status).toBe(200);
    expect((await app.request('/api/get_settings')).status).toBe(200);
  });

  it('mounts nothing while it is off', async () => {
    const response = await site({ ...on, on: false }, brand).request('/');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('a reader page');
  });
});

describe("the maintenance page's brand", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it("is the newsroom's name, logo and colour, in the language the address names, else the default one", async () => {
    const brandOf = maintenanceBrand(api.deps);
    expect(await brandOf('/ar/category/siyasa')).toMatchObject({ siteName: 'Test News', color: '#1A2E51', language: { code: 'ar', dir: 'rtl' } });
    const english = await brandOf('/news/a-story');
    expect(english.language).toEqual({ code: 'en', dir: 'ltr' });
    expect(english.logo).toMatch(/^http:\/\/news\.test\/.*logo/);
  });
});
