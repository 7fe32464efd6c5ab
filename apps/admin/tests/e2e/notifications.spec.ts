import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_STAFF } from '@newsroom/api/testing';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { consoleContext, signIn } from './support/console-session';

// The demo editor composes a notification for French readers near a place; the site's queue
// workers push it through real Web Push to the local push service that playwright.config.ts runs
// beside the site (packages/api/test/push-service/browser-test-service.ts). A French device there
// gets exactly one message, an English device at the same place none, and the history shows the
// counts. The place is new each run, so devices of earlier runs (--repeat-each) are not reached.
const editor = DEMO_STAFF.find((staff) => staff.role === 'editor')!;
const ACCESS_KEY = process.env.ACCESS_KEY ?? '5670';

interface Subscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

async function control<T>(path: string, body?: unknown): Promise<T> {
  const base = process.env.E2E_PUSH_CONTROL_URL;
  if (!base) throw new Error('E2E_PUSH_CONTROL_URL is set by playwright.config.ts');
  const response = await fetch(`${base}${path}`, body === undefined ? undefined : { method: 'POST', body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`local push service: ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The titles the local push service received and decrypted for this subscription. */
async function titlesAt(subscription: Subscription): Promise<unknown[]> {
  const received = await control<{ deliveries: { payload: { title?: string } | string }[] }>(`/messages?endpoint=${encodeURIComponent(subscription.endpoint)}`);
  return received.deliveries.map((delivery) => (typeof delivery.payload === 'object' ? delivery.payload.title : delivery.payload));
}

/** A device of the local push service, registered with the site as a browser does (register_token). */
async function registerDevice(request: APIRequestContext, languageCode: string, place: { latitude: number; longitude: number }, address: string): Promise<Subscription> {
  const settings = (await (await request.get(`/api/get_settings?access_key=${ACCESS_KEY}`)).json()) as { data: { vapid_public_key: string } };
  const languages = (await (await request.get(`/api/get_languages_list?access_key=${ACCESS_KEY}`)).json()) as { data: { id: number; code: string }[] };
  const subscription = await control<Subscription>('/subscriptions', { applicationServerKey: settings.data.vapid_public_key });
  const form = { access_key: ACCESS_KEY, language_id: languages.data.find((language) => language.code === languageCode)!.id, token: JSON.stringify(subscription), latitude: place.latitude, longitude: place.longitude };
  const answer = await request.post('/api/register_token', { multipart: Object.fromEntries(Object.entries(form).map(([key, value]) => [key, String(value)])), headers: { 'x-forwarded-for': address } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return subscription;
}

test('an editor sends a notification to one language near a place; it arrives once, and the history counts it', async ({ browser, request }, testInfo) => {
  const stamp = `${Date.now().toString().slice(-6)}${testInfo.repeatEachIndex}`;
  const title = `Ferries suspended ${stamp}`;
  const place = { latitude: Number((Math.random() * 100 - 50).toFixed(4)), longitude: Number((Math.random() * 300 - 150).toFixed(4)) };
  const french = await registerDevice(request, 'fr', place, `10.73.${testInfo.repeatEachIndex}.1`);
  const english = await registerDevice(request, 'en', place, `10.73.${testInfo.repeatEachIndex}.2`);

  const context = await consoleContext(browser, 90 + testInfo.repeatEachIndex);
  const page = await context.newPage();
  await signIn(page, editor.email, editor.password);
  await page.getByRole('menuitem', { name: 'Notifications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Compose a notification' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Compose a notification' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'French' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Message' }).fill('No crossings until the storm passes.');
  await page.getByRole('spinbutton', { name: 'Latitude' }).fill(String(place.latitude));
  await page.getByRole('spinbutton', { name: 'Longitude' }).fill(String(place.longitude));
  await page.getByRole('spinbutton', { name: 'Radius (km)' }).fill('5');
  await expect(page.getByRole('radio', { name: 'Now' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The push reaches the French device once, decrypted by the service; the English one gets nothing.
  await expect.poll(() => titlesAt(french), { timeout: 30_000 }).toContain(title);
  expect((await titlesAt(french)).filter((received) => received === title)).toHaveLength(1);
  expect(await titlesAt(english)).not.toContain(title);

  // The record settles on its final counts by itself; the history shows them too.
  await expect(page.getByText('1 sent · 0 failed · 0 removed')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('menuitem', { name: 'Notifications' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
  await expect(async () => {
    await page.reload();
    await expect(row.getByRole('cell').nth(5)).toHaveText('1', { timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await expect(row).toContainText('Sent');
  await expectNoSeriousA11yViolations(page);
  await context.close();
});
