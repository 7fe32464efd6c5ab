import { expect, test, type Page } from '@playwright/test';
import { DEMO_STAFF } from '@newsroom/api/testing';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { consoleCall, consoleContext, newStaffMember, signIn } from './support/console-session';
import { picture, reloadUntilVisible, uniqueWord } from './support/reader-stories';

// The demo editor writes a story in the console and schedules it a little ahead: readers get a
// 404 until its time, then the story and its place in its category (the publish timer clears the
// read cache; the site renews its page within 30 s).
const editor = DEMO_STAFF.find((staff) => staff.role === 'editor')!;
const administrator = DEMO_STAFF.find((staff) => staff.role === 'administrator')!;
const AHEAD_MS = 45_000;

/** The browser's local time `ms` from now, as a datetime-local input takes it (to the second). */
function localTimeFromNow(page: Page, ms: number): Promise<string> {
  return page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
  }, ms);
}

test('an editor writes a story with formatting and images, scheduled: readers see it at its time, in its category', async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const word = uniqueWord();
  const title = `Night ferry timetable ${word}`;
  const context = await consoleContext(browser, 60 + testInfo.repeatEachIndex);
  const page = await context.newPage();
  await signIn(page, editor.email, editor.password);
  await page.getByRole('menuitem', { name: 'News', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'News', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Story' })).toBeVisible();

  // Content: language, category, title, and the text with the shared editor's toolbar.
  await page.getByRole('combobox', { name: /^Language/ }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await page.getByRole('combobox', { name: /^Category/ }).click();
  await page.getByRole('option', { name: 'Politics', exact: true }).click();
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  const text = page.getByRole('textbox', { name: 'Story text' });
  await text.click();
  await page.keyboard.type('The night ferry runs again from Monday. ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await expect(text).toBeFocused();
  await page.keyboard.type('Every night at ten.');
  await expect(text.locator('strong')).toHaveText('Every night at ten.');
  await expectNoSeriousA11yViolations(page);

  // Media: the main image and a gallery of two.
  await page.getByRole('tab', { name: 'Media' }).click();
  await page.getByLabel('Main image', { exact: true }).setInputFiles(await picture('ferry-main.png'));
  await page.getByLabel('Gallery', { exact: true }).setInputFiles([await picture('ferry-one.png'), await picture('ferry-two.png')]);
  await expect(page.getByRole('img', { name: 'ferry-two.png' })).toBeVisible();

  // Publishing: published, at a time a little ahead.
  await page.getByRole('tab', { name: 'Publishing' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Published' }).click();
  await page.getByLabel('Publish at').fill(await localTimeFromNow(page, AHEAD_MS));
  await expectNoSeriousA11yViolations(page);

  // The preview: the site's own page draws the unsaved story, its formatting included.
  await page.getByRole('tab', { name: 'Preview' }).click();
  await page.getByRole('button', { name: 'Show the preview' }).click();
  const preview = page.frameLocator('iframe[title="Preview of the story as readers will see it"]');
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.locator('strong', { hasText: 'Every night at ten.' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Saved: the address the server made, and the gallery in its order.
  await page.getByRole('tab', { name: 'Content' }).click();
  const slug = await page.getByLabel('Address (slug)').inputValue();
  expect(slug).toContain(word);
  await page.getByRole('tab', { name: 'Media' }).click();
  await expect(page.getByRole('img', { name: 'Gallery image 2' })).toBeVisible();

  // Before its time: not found on the site, and Scheduled in the console's list.
  const early = await page.request.get(`/news/${encodeURIComponent(slug)}`);
  expect(early.status()).toBe(404);
  await page.getByRole('menuitem', { name: 'News', exact: true }).click();
  await page.getByLabel('Search titles').fill(word);
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Scheduled');
  await context.close();

  // At its time: the story, formatted, for a signed-out reader; and in its category.
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await reader.goto(`/news/${encodeURIComponent(slug)}`);
  await reloadUntilVisible(reader, () => reader.getByRole('heading', { level: 1, name: title }));
  await expect(reader.getByRole('main').locator('strong', { hasText: 'Every night at ten.' })).toBeVisible();
  await reader.goto('/category/politics');
  await reloadUntilVisible(reader, () => reader.getByRole('main').getByRole('heading', { name: title }));
  await readerContext.close();
});

test('an author is offered only what authors may do: drafts and submissions, no approval queue', async ({ browser }, testInfo) => {
  const adminContext = await consoleContext(browser, 70 + testInfo.repeatEachIndex);
  const admin = await adminContext.newPage();
  await signIn(admin, administrator.email, administrator.password);
  const author = newStaffMember('Desk Author');
  await consoleCall(admin, 'POST', 'staff', { email: author.email, name: author.name, role: 'author', password: author.password });
  await adminContext.close();

  const context = await consoleContext(browser, 80 + testInfo.repeatEachIndex);
  const page = await context.newPage();
  await signIn(page, author.email, author.password);
  await expect(page.getByRole('menuitem', { name: 'News', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Approval queue' })).toHaveCount(0);
  await page.goto('/admin/news/create');
  await page.getByRole('tab', { name: 'Publishing' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await expect(page.getByRole('option')).toHaveText(['Draft', 'Pending approval']);
  await page.keyboard.press('Escape');
  await context.close();
});
