import { expect, test } from '@playwright/test';
import { DEMO_STAFF } from '@newsroom/api/testing';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { consoleContext, signIn } from './support/console-session';
import { picture, uniqueWord } from './support/reader-stories';

// The demo editor books an ad above English stories for the days around today; a story shows it
// in place of the demo's open-ended house ad (a booked campaign goes first). Moved to have ended
// yesterday, it is gone. Each run has a link of its own, so repeated runs never meet.
const editor = DEMO_STAFF.find((staff) => staff.role === 'editor')!;
const ACCESS_KEY = process.env.ACCESS_KEY ?? '5670';

// Days in the demo site's time zone, UTC.
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('an ad booked above stories for the days around today shows there; ended yesterday, it is gone', async ({ browser, request }, testInfo) => {
  const story = (await (await request.get(`/api/get_news?access_key=${ACCESS_KEY}&limit=1`)).json()) as { data: { slug: string; title: string }[] };
  const { slug, title } = story.data[0]!;
  const link = `https://ferries.example.com/${uniqueWord()}`;

  const context = await consoleContext(browser, 80 + testInfo.repeatEachIndex);
  const page = await context.newPage();
  await signIn(page, editor.email, editor.password);
  await page.getByRole('menuitem', { name: 'Ad spaces' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ad spaces' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New ad space' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await page.locator('.ra-input-web_ad_image input[type="file"]').setInputFiles(await picture('banner.png', 1200));
  await page.getByLabel('Link').fill(link);
  await page.getByLabel('First day').fill(day(-1));
  await page.getByLabel('Last day').fill(day(1));
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ad spaces' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: link });
  await expect(row).toContainText('Above a story');

  const reader = await browser.newPage();
  await reader.goto(`/news/${encodeURIComponent(slug)}`);
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const ad = reader.getByRole('complementary', { name: 'Advertisement' }).locator(`a[href="${link}"]`);
  await expect(async () => {
    await reader.reload();
    await expect(ad).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 90_000 });

  await row.click();
  await expect(page.getByLabel('Link')).toHaveValue(link);
  await page.getByLabel('First day').fill(day(-3));
  await page.getByLabel('Last day').fill(day(-1));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ad spaces' })).toBeVisible();
  await expect(async () => {
    await reader.reload();
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 2000 });
    await expect(ad).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 90_000 });
  // The house ad is back in its place.
  await expect(reader.getByRole('complementary', { name: 'Advertisement' })).toHaveCount(2);
  await reader.close();
  await context.close();
});
