import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ENV } from '../../test/client-requests';
import { createTestApi, type TestApi } from '../../test/harness';

// Every endpoint of API.md (its tables, the mobile app's included), written out here from the
// contract page on purpose: a new endpoint there must be added by hand, and then fails this test
// until a compat file calls it the way the existing clients do.

const API_MD_ENDPOINTS = [
  // Public endpoints
  'get_languages_list', 'get_language_json_data', 'get_settings', 'get_category', 'get_subcategory_by_category', 'get_tag', 'get_location', 'get_news',
  'get_breaking_news', 'get_live_streaming', 'get_featured_sections_website', 'get_featured_sections', 'get_featured_section_by_id',
  'get_ad_space_news_details', 'get_pages', 'get_web_seo_pages', 'get_notification', 'get_comment_by_news', 'set_news_view', 'set_breaking_news_view',
  'user_signup', 'register_token',
  // Authorized endpoints
  'get_user_by_id', 'update_profile', 'delete_user', 'set_user_category', 'set_bookmark', 'get_bookmark', 'set_like_dislike', 'set_comment',
  'delete_comment', 'set_comment_like_dislike', 'set_flag', 'get_user_notification', 'delete_user_notification', 'set_news', 'delete_news_images',
  'delete_news',
  // What the existing mobile app adds
  'get_like', 'get_videos', 'check_slug_availability', 'get_policy_pages', 'get_question', 'set_question_result', 'get_question_result',
];

/** The text of every compat test but this one. */
const compatTests = readdirSync(import.meta.dirname)
  .filter((name) => name.endsWith('.test.ts') && name !== path.basename(import.meta.filename))
  .map((name) => readFileSync(path.join(import.meta.dirname, name), 'utf8'))
  .join('\n');

/** A request as the existing clients send it (test/client-requests.ts): a GET query string or a multipart POST. */
const sentByClient = (endpoint: string) => new RegExp(`\\.get\\([\`']${endpoint}\\?|postMultipart\\(\\s*'${endpoint}'`).test(compatTests);

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi(CLIENT_ENV);
});
afterAll(() => api.close());

describe('the compat suite covers API.md', () => {
  it('calls every endpoint of API.md as the existing clients send it', () => {
    expect(API_MD_ENDPOINTS.filter((endpoint) => !sentByClient(endpoint))).toEqual([]);
  });

  it('and every one of them is served, for GET and POST alike', async () => {
    const document = await (await api.app.request('http://news.test/api/docs/openapi.json')).json();
    const missing = API_MD_ENDPOINTS.filter((endpoint) => !document.paths[`/api/${endpoint}`]?.get || !document.paths[`/api/${endpoint}`]?.post);
    expect(missing).toEqual([]);
  });
});
