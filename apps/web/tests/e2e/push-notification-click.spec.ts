import { expect, type Worker } from '@playwright/test';
import { ACCESS_KEY, demoNews, expectDocumentLanguage } from './demo-site';
import { test } from './support/accounts';
import { expectPushWorker, fakePushManager, pushDelivery, testSubscription } from './support/push-browser';

/**
 * A system notification, when clicked, opens the article in the reader's language (issue 14).
 * No browser automation can click a system notification (the WebDriver and DevTools protocols
 * have no such command), so the click is the worker's own `notificationclick` event dispatched in
 * the real worker, on the notification it really showed. Such an event is not trusted: the worker
 * may not focus or open windows from it, so what is checked here is the tab already open being
 * led to the article; focusing and opening a window are covered by src/shell/push-worker.test.ts.
 */

type ShownNotification = { title: string; url: string };

/** The worker's global scope, which the page's type library does not describe. */
type WorkerScope = { registration: ServiceWorkerRegistration; NotificationEvent: new (type: string, init: { notification: Notification }) => Event };

async function shownNotifications(worker: Worker): Promise<ShownNotification[]> {
  return worker.evaluate(async () => {
    const shown = await (self as unknown as WorkerScope).registration.getNotifications();
    return shown.map((notification) => ({ title: notification.title, url: (notification.data as { url: string }).url }));
  });
}

test('a notification shown while no page watches opens the article in the reader\'s language when clicked', async ({ page, context, request }) => {
  await context.grantPermissions(['notifications']);
  await fakePushManager(page, testSubscription());
  const languages = (await (await request.get(`/api/get_languages_list?access_key=${ACCESS_KEY}`)).json()) as { data: { id: number; code: string }[] };
  const [story] = await demoNews(request, languages.data.find((language) => language.code === 'ar')!.id);

  // An Arabic reader turns alerts on: the page tells the worker the reader's language.
  await page.goto('/ar');
  await expectPushWorker(page);
  const worker = context.serviceWorkers().find((candidate) => new URL(candidate.url()).pathname === '/sw.js')!;
  const told = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/register_token');
  await page.getByRole('banner').getByRole('button', { name: 'تلقَّ تنبيهات الأخبار العاجلة' }).click();
  await told;
  await expect.poll(() => worker.evaluate(async () => (await caches.open('push-alerts')).match('/push-alerts/config.json').then((kept) => kept?.json() as Promise<{ languagePrefix: string }> | undefined))).toMatchObject({ languagePrefix: '/ar' });

  // No page of the site is open: the message becomes a system notification. Its link has no
  // language, as `npm run notify -- --url /news/…` sends it; the notification gets the reader's.
  const deliver = await pushDelivery(context, page);
  await page.goto('about:blank');
  await deliver(JSON.stringify({ title: 'Storm warning', body: 'Read more', url: `/news/${story!.slug}` }));
  await expect.poll(() => shownNotifications(worker)).toEqual([{ title: 'Storm warning', url: `/ar/news/${story!.slug}` }]);

  // Clicked while a tab of the site is open: that tab goes to the article, in Arabic, and the notification closes.
  await page.goto('/ar/categories');
  await expectPushWorker(page);
  await worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const [shown] = await scope.registration.getNotifications();
    self.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: shown! }));
  });
  await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === `/ar/news/${story!.slug}`);
  await expectDocumentLanguage(page, 'ar', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => shownNotifications(worker)).toEqual([]);
});
