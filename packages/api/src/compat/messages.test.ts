import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { insertNews } from '../../test/builders';
import { forgetSiteSettings } from '../settings/site-settings';
import { CLIENT_ENV, existingClient } from '../../test/client-requests';
import { createTestApi, type TestApi } from '../../test/harness';

// Every message in the reader's language (issue 11, deviation 9), asked for as the existing
// clients ask: GET query strings with `language_id` (empty on a first visit), multipart POSTs
// from the app, `lang` on the identity service's calls. `No Data Found` stays as it is: clients
// compare it. The envelope's types stay those of API.md (strings for `error` and `message`).

let api: TestApi;
let client: ReturnType<typeof existingClient>;
let en: number;
let ar: number;
let newsId: number;

/** API.md's envelope: `error` the string "true"/"false", `message` a non-empty string. */
function expectEnvelope(body: { error: unknown; message: unknown }, error: 'true' | 'false') {
  expect(body.error).toBe(error);
  expect(typeof body.message).toBe('string');
  expect(body.message).not.toBe('');
}

beforeAll(async () => {
  api = await createTestApi(CLIENT_ENV);
  client = existingClient(api);
  en = api.base.en.id;
  ar = api.base.ar.id;
  ({ id: newsId } = await insertNews(api.deps.db, { languageId: ar, categoryId: api.base.arCategory.id, title: 'خبر عن المدينة' }, { languageCode: 'ar' }));
});
afterAll(() => api.close());

describe('messages in the language of the call', () => {
  it('a read answers in the language of language_id; the same read in English stays English (not served from the other cache entry)', async () => {
    const arabic = await client.get(`get_news?access_key=5670&offset=0&limit=5&get_user_news=&search=&language_id=${ar}`);
    expect(arabic.status).toBe(200);
    expectEnvelope(arabic.body, 'false');
    expect(arabic.body.message).toBe('تم جلب الأخبار');

    // get_location takes no language_id: its cached answer must still be kept per language.
    const locationsAr = await client.get(`get_location?access_key=5670&offset=&limit=&language_id=${ar}`);
    const locationsEn = await client.get(`get_location?access_key=5670&offset=&limit=&language_id=${en}`);
    expect(locationsAr.body.message).toBe('تم جلب المواقع');
    expect(locationsEn.body.message).toBe('Location fetched successfully');
  });

  it('keeps No Data Found exactly, in every language', async () => {
    const empty = await client.get(`get_breaking_news?access_key=5670&offset=0&limit=10&language_id=${ar}`);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ error: 'true', message: 'No Data Found', data: [], total: 0 });
  });

  it('a multipart write from the app answers its toast in Arabic', async () => {
    const reader = await api.signedInUser();
    const commented = await client.postMultipart(
      'set_comment',
      [['access_key', '5670'], ['user_id', String(reader.id)], ['news_id', String(newsId)], ['parent_id', '0'], ['message', 'تعليق'], ['language_id', String(ar)]],
      reader.token,
    );
    expect(commented.status).toBe(200);
    expectEnvelope(commented.body, 'false');
    expect(commented.body.message).toBe('تمت إضافة التعليق');

    const liked = await client.postMultipart('set_like_dislike', [['access_key', '5670'], ['news_id', String(newsId)], ['status', '1'], ['language_id', String(ar)]], reader.token);
    expect(liked.body.message).toBe('تم حفظ تفاعلك');
  });

  it('failures too: bad parameters name the field in Latin letters inside an Arabic sentence, with the truthful status', async () => {
    const bad = await client.get(`get_news?access_key=5670&offset=abc&language_id=${ar}`);
    expect(bad.status).toBe(400);
    expectEnvelope(bad.body, 'true');
    expect(bad.body.message).toBe('الحقل offset يجب أن يكون عددًا صحيحًا');

    const missing = await client.get(`get_news?access_key=5670&id=999999&language_id=${ar}`);
    expect([200, 404]).toContain(missing.status);

    const key = await client.get(`get_news?access_key=wrong&language_id=${ar}`);
    expect(key.status).toBe(401);
    expect(key.body.message).toBe('مفتاح الوصول غير صالح');

    const signedOut = await client.postMultipart('set_bookmark', [['access_key', '5670'], ['news_id', String(newsId)], ['status', '1'], ['language_id', String(ar)]]);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.message).toBe('رمز التفويض مفقود');
  });

  it('a 404 of an unknown comment is Arabic when the form carries language_id', async () => {
    const reader = await api.signedInUser();
    const gone = await client.postMultipart('delete_comment', [['access_key', '5670'], ['comment_id', '999999'], ['language_id', String(ar)]], reader.token);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('التعليق غير موجود');
  });

  it('the identity service answers in the language of its `lang`', async () => {
    const answered = await api.call('identity_email_signup', { email: 'someone@example.com', password: 'a long and unusual passphrase 42', lang: 'ar' }, { method: 'POST', accessKey: '5670' });
    expect(answered.status).toBe(200);
    expect(answered.body.message).toBe('إذا كان العنوان صالحًا للاستخدام فقد أرسلنا إليه رسالة؛ يرجى التحقق من بريدك الوارد');
  });

  it('an unknown language_id, or none, answers in the default language (English here)', async () => {
    const none = await client.get('get_location?access_key=5670&offset=0&limit=10&language_id=');
    expect(none.body.message).toBe('Location fetched successfully');
    const unknown = await client.get('get_location?access_key=5670&offset=0&limit=10&language_id=4242');
    expect(unknown.body.message).toBe('Location fetched successfully');
  });
});

describe('texts a newsroom words per language', () => {
  it('get_settings answers the footer description in the language of language_id, else the site-wide one', async () => {
    await api.deps.db.insert(schema.settings).values({ key: 'web_footer_description_ar', value: 'أخبار يمكنك الوثوق بها' });
    forgetSiteSettings(api.deps);
    api.deps.cache.clear();
    const arabic = await client.get(`get_settings?access_key=5670&type=&language_id=${ar}`);
    expect(arabic.body.data.web_setting.web_footer_description).toBe('أخبار يمكنك الوثوق بها');
    expect(arabic.body.message).toBe('تم جلب الإعدادات');
    const english = await client.get(`get_settings?access_key=5670&type=&language_id=${en}`);
    expect(english.body.data.web_setting.web_footer_description).toBe('News you can trust');
    const none = await client.get('get_settings?access_key=5670&type=&language_id=');
    expect(none.body.data.web_setting.web_footer_description).toBe('News you can trust');
  });
});

describe('a site whose default language is French', () => {
  let site: TestApi;
  let siteClient: ReturnType<typeof existingClient>;

  beforeAll(async () => {
    site = await createTestApi(CLIENT_ENV);
    siteClient = existingClient(site);
    await site.deps.db.update(schema.languages).set({ isDefault: false }).where(eq(schema.languages.id, site.base.en.id));
    await site.deps.db.insert(schema.languages).values({ language: 'French', code: 'fr', displayName: 'Français', isDefault: true });
  });
  afterAll(() => site.close());

  it('answers a first visit (no language chosen yet) in French, and a call with language_id in its language', async () => {
    const firstVisit = await siteClient.get('get_location?access_key=5670&offset=0&limit=10');
    expect(firstVisit.body.message).toBe('Lieux récupérés');
    const english = await siteClient.get(`get_location?access_key=5670&offset=0&limit=10&language_id=${site.base.en.id}`);
    expect(english.body.message).toBe('Location fetched successfully');
    const wrong = await siteClient.get('get_news?access_key=5670&limit=abc');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('limit doit être un nombre entier');
  });
});
