import { expect, test, type Page } from '@playwright/test';
import { DEMO_STAFF } from '@newsroom/api/testing';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { consoleContext, signIn } from './support/console-session';

// The demo editor moves the English home page's last section first, by keyboard only (dnd-kit's
// keyboard sensor), and the home page follows. Each run moves whichever section is last then, so
// repeated runs need no reset.
const editor = DEMO_STAFF.find((staff) => staff.role === 'editor')!;

/** The featured sections' headings on the English home page, top to bottom. */
const homeSectionHeadings = (page: Page) => page.getByRole('main').locator('h2[id^="section-"]');

test('an editor moves a section first by keyboard, and the home page follows', async ({ browser }, testInfo) => {
  const site = await browser.newPage();
  await site.goto('/');
  const headings = await homeSectionHeadings(site).allTextContents();
  expect(headings.length).toBeGreaterThan(1);
  const moved = headings.at(-1)!.trim();

  const context = await consoleContext(browser, 70 + testInfo.repeatEachIndex);
  const page = await context.newPage();
  await signIn(page, editor.email, editor.password);
  await page.getByRole('menuitem', { name: 'Featured sections' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Featured sections' })).toBeVisible();
  const english = page.getByRole('region', { name: 'English' });
  const handles = english.getByRole('button', { name: /^Move / });
  await expect(handles.first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const names = await handles.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
  const count = names.length;
  const start = names.indexOf(`Move ${moved}`) + 1;
  expect(start).toBeGreaterThan(1);
  const handle = english.getByRole('button', { name: `Move ${moved}`, exact: true });
  const said = english.getByRole('status');
  await handle.focus();
  await page.keyboard.press('Space');
  // Picked up, then over its own place: either is said first.
  await expect(said).toHaveText(new RegExp(`place ${start} of ${count}\\.$`));
  // One place at a time, each move said before the next key, as a screen reader user hears it.
  for (let place = start - 1; place >= 1; place -= 1) {
    await page.keyboard.press('ArrowUp');
    await expect(said).toHaveText(`${moved}: place ${place} of ${count}.`);
  }
  await page.keyboard.press('Space');
  await expect(said).toHaveText(`${moved} dropped at place 1 of ${count}.`);
  await expect(page.getByText('The home page’s order is saved')).toBeVisible();
  await expect(handles.first()).toHaveAccessibleName(`Move ${moved}`);
  await page.reload();
  await expect(handles.first()).toHaveAccessibleName(`Move ${moved}`);

  // Readers' home page renews within its cache window.
  await expect(async () => {
    await site.reload();
    await expect(homeSectionHeadings(site).first()).toHaveText(moved, { timeout: 2000 });
  }).toPass({ timeout: 90_000 });

  // The section's form: its styles drawn, its items previewed before saving.
  await english.getByRole('link', { name: moved, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: moved })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Style on the web' }).getByRole('radio')).toHaveCount(6);
  await expect(page.getByRole('radiogroup', { name: 'Style in the app' }).getByRole('radio')).toHaveCount(7);
  await expect(page.getByRole('list', { name: 'Preview' }).getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await context.close();
  await site.close();
});
