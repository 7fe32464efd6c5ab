import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { createTestApi, type TestApi } from '../../test/harness';
import { forgetSiteSettings } from './site-settings';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

async function setSetting(key: string, value: string) {
  await api.deps.db.update(schema.settings).set({ value }).where(eq(schema.settings.key, key));
  forgetSiteSettings(api.deps);
  api.deps.cache.clear();
}

describe('get_settings', () => {
  it('answers every switch as a "0"/"1" string, the radius as a number and absolute image URLs', async () => {
    const { status, body } = await api.call('get_settings', { type: 'web' });
    expect(status).toBe(200);
    expect(body).toEqual({
      error: 'false',
      message: 'Settings fetched successfully',
      data: {
        category_mode: '1',
        subcategory_mode: '1',
        breaking_news_mode: '1',
        live_streaming_mode: '1',
        comments_mode: '1',
        location_news_mode: '1',
        auto_delete_expire_news_mode: '0',
        nearest_location_measure: 100,
        system_timezone: 'UTC',
        news_submission: 'authors',
        default_language: { id: api.base.en.id, language: 'English', code: 'en', status: 1, isRTL: '0', image: '', display_name: 'English' },
        web_setting: {
          web_name: 'Test News',
          web_color_code: '#1A2E51',
          web_footer_description: 'News you can trust',
          web_header_logo: 'http://news.test/media/seed/logo.webp',
          web_footer_logo: 'http://news.test/media/seed/logo-footer.webp',
          web_placeholder_image: 'http://news.test/media/seed/placeholder.webp',
          meta_title: '',
          meta_description: '',
          meta_keyword: '',
          og_image: '',
        },
        social_media: [{ id: expect.any(Number), image: 'http://news.test/media/seed/x.webp', link: 'https://example.com/news' }],
        // Made on first use and kept: a P-256 public key, base64url.
        vapid_public_key: expect.stringMatching(/^B[A-Za-z0-9_-]{86}$/),
      },
    });
  });

  it('reflects a switch turned off and a changed time zone', async () => {
    await setSetting('comments_mode', '0');
    await setSetting('system_timezone', 'Asia/Kolkata');
    const { body } = await api.call('get_settings', { type: 'after-change' });
    expect(body.data.comments_mode).toBe('0');
    expect(body.data.system_timezone).toBe('Asia/Kolkata');
    await setSetting('comments_mode', '1');
    await setSetting('system_timezone', 'UTC');
  });

  it('answers who may write news: `authors` by default, `everyone` when set, the default for an unknown value', async () => {
    const mode = async () => (await api.call('get_settings', {})).body.data.news_submission;
    expect(await mode()).toBe('authors');
    await setSetting('news_submission', 'everyone');
    expect(await mode()).toBe('everyone');
    await setSetting('news_submission', 'nobody');
    expect(await mode()).toBe('authors');
    await api.deps.db.delete(schema.settings).where(eq(schema.settings.key, 'news_submission'));
    await setSetting('web_name', 'Test News');
    expect(await mode()).toBe('authors');
    await api.deps.db.insert(schema.settings).values({ key: 'news_submission', value: 'authors' });
    await setSetting('news_submission', 'authors');
  });

  it('answers without `type`, over POST too', async () => {
    const { status, body } = await api.call('get_settings', {}, { method: 'POST' });
    expect(status).toBe(200);
    expect(body.data.breaking_news_mode).toBe('1');
  });

  it('refuses an absurdly long type', async () => {
    const { status, body } = await api.call('get_settings', { type: 'x'.repeat(51) });
    expect(status).toBe(400);
    expect(body.message).toBe('type must be at most 50 characters');
  });

  it('refuses a wrong or missing access key with 401', async () => {
    for (const accessKey of ['wrong', null]) {
      const { status, body } = await api.call('get_settings', {}, { accessKey });
      expect(status).toBe(401);
      expect(body).toEqual({ error: 'true', message: 'Invalid access key', data: [] });
    }
  });
});
