import { expect, test, type Page } from '@playwright/test';
import { DEMO_STAFF } from '@newsroom/api/testing';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { consoleContext, signIn } from './support/console-session';

// Every screen the menu offers, read from the running console so that a new area is checked
// without a change here: its list, its create form and its first record's form, each with a
// heading and no serious accessibility violation, for an administrator and for an editor.

async function menuAddresses(page: Page): Promise<string[]> {
  const menu = page.locator('[class*="RaMenu"]').first();
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  const addresses = await menu.locator('a[href^="/admin/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(addresses)];
}

async function checkScreen(page: Page, address: string) {
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Loaded: the app bar's spinner shows while any request is under way.
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
}

for (const staff of DEMO_STAFF) {
  test(`every screen of the ${staff.role}'s menu opens with a heading and passes axe: lists, create forms and a record`, async ({ browser }, testInfo) => {
    test.setTimeout(300_000);
    const context = await consoleContext(browser, 60 + testInfo.repeatEachIndex);
    const page = await context.newPage();
    await signIn(page, staff.email, staff.password);
    const addresses = await menuAddresses(page);
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) {
      await test.step(address, async () => {
        await checkScreen(page, address);
        const create = page.locator(`a[href="${address}/create"]`);
        if (await create.count()) {
          await test.step(`${address}/create`, () => checkScreen(page, `${address}/create`));
          await page.goto(address);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        }
        // A list whose rows open their record (react-admin marks them clickable).
        const firstRow = page.locator('tbody tr.RaDatagrid-clickableRow').first();
        if (await firstRow.count()) {
          // A keyboard opens it too: the row holds a link (react-admin's row click is pointer only).
          await expect(firstRow.getByRole('link').first()).toBeVisible();
          const before = page.url();
          await firstRow.locator('td').nth(1).click();
          await expect(page).not.toHaveURL(before);
          await test.step(page.url(), () => checkScreen(page, new URL(page.url()).pathname));
        }
      });
    }
    await context.close();
  });
}
