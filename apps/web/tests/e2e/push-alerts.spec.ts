import { expect, type APIRequestContext, type Request } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { ACCESS_KEY, demoNews, expectDocumentLanguage, openStory } from './demo-site';
import { confirmedAccount, newReader, signInWithEmail, test } from './support/accounts';
import { localSubscription, pushAboutReply, receivedFor, replyIdOf, type CommentJson } from './support/local-push';
import { expectPushWorker, fakePushManager, pushDelivery, pushProbe, testSubscription } from './support/push-browser';
import { postAs } from './support/reader-api';
import { readerWithOwnSession } from './support/sessions';
import { signInAs, testReader } from './support/test-readers';

/**
 * News alerts in the browser (issue 14): the worker, the offer, subscribing with the site's VAPID
 * key, register_token, messages shown in the page, topics, turning alerts off. The browser's push
 * service is the one thing replaced: the page hands out a subscription of the local push service
 * (support/local-push.ts), which receives the server's real Web Push request, checks its VAPID
 * proof and decrypts it; that message then reaches the real worker through the DevTools
 * protocol, as the browser's push service would deliver it.
 */

async function languageId(request: APIRequestContext, code: string): Promise<number> {
  const languages = (await (await request.get(`/api/get_languages_list?access_key=${ACCESS_KEY}`)).json()) as { data: { id: number; code: string }[] };
  return languages.data.find((language) => language.code === code)!.id;
}

async function vapidKey(request: APIRequestContext): Promise<string> {
  const settings = (await (await request.get(`/api/get_settings?access_key=${ACCESS_KEY}`)).json()) as { data: { vapid_public_key: string } };
  return settings.data.vapid_public_key;
}

/** The fields of a multipart or form request the page sent. */
function fieldsOf(request: Request): Record<string, string> {
  const body = request.postDataBuffer()?.toString('utf8') ?? '';
  const fields: Record<string, string> = {};
  for (const match of body.matchAll(/name="([^"]+)"\r\n\r\n([^]*?)\r\n--/g)) fields[match[1]!] = match[2]!;
  return fields;
}

const isCall = (endpoint: string) => (request: Request) => new URL(request.url()).pathname === `/api/${endpoint}`;

async function unreadOf(request: APIRequestContext, token: string): Promise<number> {
  const answer = (await (await request.get(`/api/get_user_notification?access_key=${ACCESS_KEY}&offset=0&limit=1`, { headers: { authorization: `Bearer ${token}` } })).json()) as { unread?: number };
  return answer.unread ?? 0;
}

test.describe('news alerts in the browser', () => {
  test('the worker is registered from the root path once the page has loaded', async ({ page }) => {
    await page.addInitScript(() => {
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (...args) {
        (window as unknown as { registeredWhen: string }).registeredWhen = document.readyState;
        return register.apply(this, args);
      };
    });
    await page.goto('/');
    await expectPushWorker(page);
    expect(await page.evaluate(() => (window as unknown as { registeredWhen: string }).registeredWhen)).toBe('complete');
  });

  test('the offer after the second story subscribes; the server pushes a reply, shown in the page; turning off stops it', async ({ page, context, request }) => {
    // The real queue sends twice here (its workers look for jobs at least every second).
    test.slow();
    // A reader of its own: repeated runs neither share its devices nor its posting allowance.
    const reader = await readerWithOwnSession(request, 'Push');
    const replier = testReader('Test Reader One');
    const siteKey = await vapidKey(request);
    // As the browser's push service makes it for the site's key: a push signed with another is refused.
    const subscription = await localSubscription(siteKey);
    await context.grantPermissions(['notifications']);
    await fakePushManager(page, subscription);
    await signInAs(page, reader);
    const [first, second] = await demoNews(request);

    // The first story makes no offer, the second does; neither asks the browser anything.
    await openStory(page, `/news/${first!.slug}`);
    await expectPushWorker(page);
    const offer = page.getByRole('complementary', { name: 'Get breaking news alerts' });
    await expect(offer).toHaveCount(0);
    await openStory(page, `/news/${second!.slug}`);
    await expect(offer).toBeVisible();
    expect((await pushProbe(page)).permissionAsked).toBe(0);
    await expectNoSeriousA11yViolations(page);

    const registering = page.waitForRequest(isCall('register_token'));
    const registered = page.waitForResponse((response) => isCall('register_token')(response.request()));
    await offer.getByRole('button', { name: 'Turn on alerts' }).click();
    const sent = await registering;
    const answer = (await (await registered).json()) as { error: string; data: { id: number } };
    expect(answer.error, JSON.stringify(answer)).toBe('false');
    expect(sent.headers().authorization).toBe(`Bearer ${reader.token}`);
    expect(fieldsOf(sent)).toMatchObject({ language_id: '1', breaking_news: '1', category_ids: '' });
    expect(JSON.parse(fieldsOf(sent).token!)).toEqual(subscription);
    await expect(page.getByText('Alerts are on.')).toBeVisible();
    await expect(offer).toHaveCount(0);
    expect(await pushProbe(page)).toMatchObject({ permissionAsked: 1, applicationServerKey: siteKey });
    // Kept as fcmtoken in the saved settings slice.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem('persist:root') ?? '{}').settings ?? '{}').fcmtoken as string | null))
      .toContain(subscription.endpoint);
    // Stored: the same subscription registered again is the same device.
    const again = await postAs(request, reader, 'register_token', { token: JSON.stringify(subscription), language_id: 1 });
    expect(again.data.id).toBe(answer.data.id);

    // A reply to the reader's comment: the server pushes it to the reader's devices, so this one
    // reaching the push service shows it was stored as the reader's.
    const message = `Alerts test ${Date.now()}`;
    const comments = await postAs(request, reader, 'set_comment', { news_id: second!.slug, parent_id: 0, message });
    const comment = (comments.data as CommentJson[]).find((item) => item.message === message)!;
    const before = await unreadOf(request, reader.token);
    const notifications = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
    await expect(notifications).toHaveAccessibleName(before > 0 ? `Notifications, ${before} unread` : 'Notifications');
    const replies = await postAs(request, replier, 'set_comment', { news_id: second!.slug, parent_id: comment.id, message: `Reply ${message}` });
    const replyId = replyIdOf(replies.data as CommentJson[], comment.id, `Reply ${message}`);
    const push = await pushAboutReply(subscription, replyId);
    // As push-personal.ts makes it: the story in its language, at the reply.
    const link = `/en/news/${second!.slug}#comment-${replyId}`;
    expect(push.payload).toMatchObject({ kind: 'personal', type: 'comment', title: 'Test Reader One replied to your comment', url: link, comment_id: replyId });
    expect(push.headers).toMatchObject({ ttl: String(24 * 3600), urgency: 'normal' });
    expect(push.duplicate).toBe(false);

    // That very message, as the browser's push service would hand it to the worker: a toast with the link, and the badge moves at once.
    const deliver = await pushDelivery(context, page);
    await deliver(JSON.stringify(push.payload));
    await expect(page.getByRole('link', { name: /Test Reader One replied to your comment/ })).toHaveAttribute('href', link);
    await expect.poll(async () => Number(/(\d+) unread/.exec((await notifications.getAttribute('aria-label')) ?? '')?.[1] ?? 0)).toBeGreaterThan(before);

    // No push service makes a malformed message from our server: handed to the worker directly.
    await deliver('{"title": broken');
    await expect(page.getByText('Error handling notification.')).toBeVisible();

    // Turned off: the browser unsubscribes and delete_token forgets the device.
    await page.getByRole('banner').getByRole('button', { name: 'News alerts' }).click();
    const panel = page.getByRole('dialog', { name: 'News alerts' });
    const deleting = page.waitForResponse((response) => isCall('delete_token')(response.request()));
    await panel.getByRole('button', { name: 'Turn off alerts' }).click();
    expect(((await (await deleting).json()) as { data: { deleted: number } }).data.deleted).toBe(1);
    expect((await pushProbe(page)).unsubscribed).toBe(1);
    // The next reply goes to the reader's other devices only. Another device of the reader's,
    // registered after, shows when the queue has sent it; this one, were it still registered,
    // would have been sent to in that same batch.
    const witness = await localSubscription(siteKey);
    await postAs(request, reader, 'register_token', { token: JSON.stringify(witness), language_id: 1 });
    const later = await postAs(request, replier, 'set_comment', { news_id: second!.slug, parent_id: comment.id, message: `Later ${message}` });
    const laterId = replyIdOf(later.data as CommentJson[], comment.id, `Later ${message}`);
    await pushAboutReply(witness, laterId);
    const afterOff = await receivedFor(subscription);
    expect(afterOff.deliveries.filter((delivery) => typeof delivery.payload === 'object' && delivery.payload.comment_id === laterId)).toEqual([]);
    expect(afterOff.refusals).toEqual([]);
  });

  test('alerts follow the language; the panel saves topics and turns them off', async ({ page, context, request }) => {
    const subscription = testSubscription();
    await context.grantPermissions(['notifications']);
    await fakePushManager(page, subscription);
    const arabic = await languageId(request, 'ar');
    await page.goto('/');
    await expectPushWorker(page);
    const header = page.getByRole('banner');

    const registering = page.waitForRequest(isCall('register_token'));
    await header.getByRole('button', { name: 'Get breaking news alerts' }).click();
    expect((await registering).headers().authorization).toBeUndefined();
    await expect(page.getByText('Alerts are on.')).toBeVisible();

    // Another language, without a reload: registered again in that language.
    const moved = page.waitForRequest((request) => isCall('register_token')(request) && fieldsOf(request).language_id === String(arabic));
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'العربية' }).click();
    await expectDocumentLanguage(page, 'ar', 'rtl');
    await moved;

    await header.getByRole('button', { name: 'تنبيهات الأخبار' }).click();
    const panel = page.getByRole('dialog', { name: 'تنبيهات الأخبار' });
    await expect(panel).toBeVisible();
    await panel.getByRole('checkbox', { name: 'الأخبار العاجلة' }).uncheck();
    const categories = panel.getByRole('group', { name: 'الأقسام التي تتابعها' }).getByRole('checkbox');
    await categories.first().check();
    await expectNoSeriousA11yViolations(page);
    const saving = page.waitForRequest(isCall('register_token'));
    await panel.getByRole('button', { name: 'حفظ المواضيع' }).click();
    expect(fieldsOf(await saving)).toMatchObject({ language_id: String(arabic), breaking_news: '0', category_ids: expect.stringMatching(/^\d+$/) });
    await expect(panel.getByRole('status')).toHaveText('تم حفظ مواضيعك.');

    const deleting = page.waitForResponse((response) => isCall('delete_token')(response.request()));
    await panel.getByRole('button', { name: 'إيقاف التنبيهات' }).click();
    const deleted = await deleting;
    expect(JSON.parse(fieldsOf(deleted.request()).token!)).toEqual(subscription);
    expect(((await deleted.json()) as { data: { deleted: number } }).data.deleted).toBe(1);
    await expect(panel).toBeHidden();
    expect((await pushProbe(page)).unsubscribed).toBe(1);
    await expect(header.getByRole('button', { name: 'تلقَّ تنبيهات الأخبار العاجلة' })).toBeVisible();
  });

  test('the Arabic offer reads right to left, and "No thanks" is remembered', async ({ page, context, request }) => {
    await context.grantPermissions(['notifications']);
    await fakePushManager(page, testSubscription());
    const stories = await demoNews(request, await languageId(request, 'ar'));
    await openStory(page, `/ar/news/${stories[0]!.slug}`);
    await openStory(page, `/ar/news/${stories[1]!.slug}`);
    await expectDocumentLanguage(page, 'ar', 'rtl');
    const offer = page.getByRole('complementary', { name: 'تلقَّ تنبيهات الأخبار العاجلة' });
    await expect(offer).toBeVisible();
    expect(await offer.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    await expectNoSeriousA11yViolations(page);

    await offer.getByRole('button', { name: 'لا، شكرًا' }).click();
    await expect(offer).toHaveCount(0);
    await openStory(page, `/ar/news/${stories[0]!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(offer).toHaveCount(0);
    expect((await pushProbe(page)).permissionAsked).toBe(0);
  });

  test('the device follows the reader: registered again on sign-in and on sign-out', async ({ page, context, request }) => {
    const reader = newReader('Alerts');
    await confirmedAccount(request, reader);
    await context.grantPermissions(['notifications']);
    await fakePushManager(page, testSubscription());
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expectPushWorker(page);
    const header = page.getByRole('banner');
    const anonymous = page.waitForRequest(isCall('register_token'));
    await header.getByRole('button', { name: 'Get breaking news alerts' }).click();
    expect((await anonymous).headers().authorization).toBeUndefined();

    const signedIn = page.waitForRequest((request) => isCall('register_token')(request) && /^Bearer \S+/.test(request.headers().authorization ?? ''));
    await signInWithEmail(page, reader.email, reader.password);
    await signedIn;
    // Signed in, the site moves on to the home page: the account menu is used once it is there.
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(header.getByRole('button', { name: 'Account' })).toBeVisible();

    const signedOut = page.waitForRequest((request) => isCall('register_token')(request) && request.headers().authorization === undefined);
    await header.getByRole('button', { name: 'Account' }).click();
    await header.getByRole('button', { name: 'Sign out' }).click();
    await signedOut;
  });

  test('on a phone the alerts are in the drawer, written out, and their panel opens over it', async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await context.grantPermissions(['notifications']);
    await fakePushManager(page, testSubscription());
    await page.goto('/');
    await expectPushWorker(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const offer = drawer.getByRole('button', { name: 'Get breaking news alerts' });
    await expect(offer).toHaveText('Get breaking news alerts');
    await offer.click();
    await expect(page.getByText('Alerts are on.')).toBeVisible();

    await drawer.getByRole('button', { name: 'News alerts' }).click();
    const panel = page.getByRole('dialog', { name: 'News alerts' });
    await expect(panel.getByRole('checkbox', { name: 'Breaking news' })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'News alerts' })).toBeFocused();
  });
});
