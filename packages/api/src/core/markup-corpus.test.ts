import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typedText } from '@newsroom/contract/escaped-text';
import { typedPlainText } from '../comments/plain-text';
import { signUpVerifiedUser } from '../users/users-service';
import { imageFile } from '../../test/builders-news';
import { createTestApi, type ApiResponse, type TestApi } from '../../test/harness';
import { confirmedReader, exchange } from '../../test/identity-helpers';
import { answerProblems, MARKUP_PAYLOADS } from '../../test/markup-corpus';

/**
 * Every endpoint that stores reader text is written with every payload of the corpus, and every
 * answer that returns that text is read with an HTML tokenizer: no tag outside the rich-text
 * allowlist, no event handler, no script URL, and no tag at all in a text-only field. An input
 * may be refused (400, naming the field), never answered with a 500.
 */
let api: TestApi;
let writer: { id: number; token: string };
let newsId: number;
let newsSlug: string;
let language: number;

beforeAll(async () => {
  api = await createTestApi();
  api.deps.config.postRatePerMinute = 100_000;
  language = api.base.en.id;
  // An admin's news is published at once, so readers' endpoints show every edit.
  writer = await api.signedInUser({ name: 'Writer', role: 1 });
  const created = await api.call(
    'set_news',
    { action_type: 1, language_id: language, category_id: api.base.categories[0]!.id, title: 'The corpus story', content_type: 'standard_post' },
    { method: 'POST', token: writer.token, files: { image: await imageFile('png') } },
  );
  expect(created.status).toBe(200);
  ({ id: newsId, slug: newsSlug } = created.body.data);
});
afterAll(() => api.close());

/** Payloads that keep the shape of an email address or a URL, with markup inside. */
const SHAPED = {
  emails: ['<svg/onload=alert(1)>@example.com', '"<svg/onload=alert(1)>"@example.com', 'x@<img/src=x/onerror=alert(1)>.com'],
  pictures: ['https://photos.example.com/<svg/onload=alert(1)>', 'https://photos.example.com/"><img/src=x/onerror=alert(1)>', 'http://x/</script><script>alert(1)</script>'],
  deviceTokens: ['<script>alert(1)</script>', 'fcm:<img/src=x/onerror=alert(1)>'],
};

/** The answer is a success or a refusal naming a field, and carries no markup it should not. */
function expectSafe(reply: ApiResponse, what: string) {
  expect([200, 400], `${what}: ${JSON.stringify(reply.body)}`).toContain(reply.status);
  expect(answerProblems(reply.body), what).toEqual([]);
}

/** The reader's notifications, every page. */
async function allNotifications(token: string) {
  const pages: ApiResponse[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await api.call('get_user_notification', { offset, limit: 100 }, { token });
    pages.push(page);
    if (page.body.data.length < 100) return pages;
  }
}

// Hundreds of calls per test, and user_signup hashes a password per payload: slow on a busy machine.
describe('reader text never comes back as markup', { timeout: 180_000 }, () => {
  it('comments, replies, likes and reports: answered escaped, and decoded they are exactly what was typed', async () => {
    const author = await api.signedInUser({ name: 'Author' });
    const replier = await api.signedInUser({ name: 'Replier' });
    for (const payload of MARKUP_PAYLOADS) {
      const posted = await api.call('set_comment', { news_id: newsId, message: payload }, { method: 'POST', token: author.token, json: true });
      // A comment is stored as typed, whatever it holds.
      expect(posted.status, payload).toBe(200);
      expectSafe(posted, `set_comment ${payload}`);
      const comment = posted.body.data[0];
      expect(typedText(comment.message)).toBe(typedPlainText(payload));

      const replied = await api.call('set_comment', { news_id: newsSlug, parent_id: comment.id, message: payload }, { method: 'POST', token: replier.token });
      expectSafe(replied, `reply ${payload}`);
      expect(typedText(replied.body.data[0].replay.at(-1).message)).toBe(typedPlainText(payload));

      expectSafe(await api.call('set_comment_like_dislike', { comment_id: comment.id, status: 1 }, { method: 'POST', token: replier.token }), `like ${payload}`);
      expectSafe(await api.call('set_flag', { comment_id: comment.id, news_id: newsId, message: payload }, { method: 'POST', token: replier.token }), `set_flag ${payload}`);
    }
    for (const token of [author.token, replier.token, undefined]) {
      for (let offset = 0; offset < MARKUP_PAYLOADS.length; offset += 50) {
        expectSafe(await api.call('get_comment_by_news', { news_id: newsId, offset, limit: 50 }, { token }), 'get_comment_by_news');
      }
    }
    const notifications = await allNotifications(author.token);
    expect(notifications.flatMap((page) => page.body.data)).toHaveLength(MARKUP_PAYLOADS.length * 2);
    for (const page of notifications) expectSafe(page, 'get_user_notification');
  });

  it("a writer's news: title, meta fields and the description (rich text, allowlisted)", async () => {
    for (const payload of MARKUP_PAYLOADS) {
      const edit = { action_type: 2, news_id: newsId, language_id: language };
      const described = await api.call('set_news', { ...edit, description: `<p>Story</p>${payload}` }, { method: 'POST', token: writer.token, files: {} });
      expect(described.status, payload).toBe(200);
      expectSafe(described, `set_news description ${payload}`);
      const titled = await api.call(
        'set_news',
        { ...edit, title: `Title ${payload}`, meta_title: payload, meta_description: payload, meta_keyword: payload },
        { method: 'POST', token: writer.token, files: {} },
      );
      expectSafe(titled, `set_news title ${payload}`);
      if (titled.status === 400) expect(titled.body.message).toMatch(/^(title|meta_title|meta_description|meta_keyword) /);
      for (const ref of [newsId, newsSlug]) {
        expectSafe(await api.call('get_news', { language_id: language, id: ref }), `get_news ${payload}`);
      }
      expectSafe(await api.call('get_news', { language_id: language, slug: newsSlug }), `get_news by slug ${payload}`);
    }
  });

  it('email addresses, picture URLs and device tokens that would carry a tag are refused', async () => {
    const reader = await api.signedInUser();
    for (const email of SHAPED.emails) {
      const updated = await api.call('update_profile', { name: 'Reader', email }, { method: 'POST', token: reader.token, files: {} });
      expectSafe(updated, `update_profile email ${email}`);
      expect(updated.body.message).toBe('email must be a valid email address');
    }
    for (const [index, profile] of SHAPED.pictures.entries()) {
      const account = await confirmedReader(api, `picture-${index}@example.com`);
      const signedIn = await exchange(api, account.uid, account.idToken, { profile, email: SHAPED.emails[index % SHAPED.emails.length]! });
      expectSafe(signedIn, `user_signup ${profile}`);
      expect(signedIn.status).toBe(400);
    }
    for (const [index, fcmId] of SHAPED.deviceTokens.entries()) {
      const account = await confirmedReader(api, `device-${index}@example.com`);
      const signedIn = await exchange(api, account.uid, account.idToken, { fcm_id: fcmId });
      expectSafe(signedIn, `user_signup fcm_id ${fcmId}`);
      expect(signedIn.body.message).toBe('fcm_id must not contain HTML tags');
    }
  });

  it('reader names from update_profile, wherever they are shown', async () => {
    const reader = await api.signedInUser({ name: 'Reader' });
    const author = await api.signedInUser({ name: 'Author' });
    const [comment] = (await api.call('set_comment', { news_id: newsId, message: 'Names below' }, { method: 'POST', token: author.token })).body.data;
    for (const payload of MARKUP_PAYLOADS) {
      const updated = await api.call('update_profile', { name: `Name ${payload}` }, { method: 'POST', token: reader.token, files: {} });
      expectSafe(updated, `update_profile ${payload}`);
      if (updated.status === 400) expect(updated.body.message).toMatch(/^name /);
      expectSafe(await api.call('get_user_by_id', {}, { token: reader.token }), `get_user_by_id ${payload}`);
    }
    // The name the corpus left stands beside a reply, and in the notification the reply sends.
    expectSafe(await api.call('set_comment', { news_id: newsId, parent_id: comment.id, message: 'A reply' }, { method: 'POST', token: reader.token }), 'reply by a named reader');
    expectSafe(await api.call('get_comment_by_news', { news_id: newsId }), 'get_comment_by_news with names');
    for (const page of await allNotifications(author.token)) expectSafe(page, 'notifications with names');
  });

  it('names from user_signup, and names an identity provider gives', async () => {
    let index = 0;
    for (const payload of MARKUP_PAYLOADS) {
      index += 1;
      const account = await confirmedReader(api, `corpus-${index}@example.com`);
      const signedIn = await exchange(api, account.uid, account.idToken, { name: payload });
      expectSafe(signedIn, `user_signup ${payload}`);
      if (signedIn.status === 200) expectSafe(await api.call('get_user_by_id', {}, { token: signedIn.body.data.token }), `get_user_by_id after signup ${payload}`);
      // A provider's display name takes the same way in when the client sends none.
      const provided = await signUpVerifiedUser(api.deps, `corpus-provider-${index}`, { name: payload });
      expect(answerProblems(provided), `provider name ${payload}`).toEqual([]);
    }
  });
});
