import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_STAFF } from '@newsroom/api/testing';
import { consoleCall, consoleContext, newStaffMember } from './support/console-session';

// The console by keyboard alone: sign in, the menu, a list's search and sort, opening a record,
// saving a form and a confirmation dialog. Pointer clicks are used only to set up.
const administrator = DEMO_STAFF.find((staff) => staff.role === 'administrator')!;
const MOST_TABS = 60;

/** Presses Tab (or Shift+Tab) until the element has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < MOST_TABS; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test('an administrator works through sign-in, the menu, a list and a record by keyboard alone', async ({ browser }, testInfo) => {
  const context = await consoleContext(browser, 70 + testInfo.repeatEachIndex);
  const page = await context.newPage();

  await page.goto('/admin/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(administrator.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(administrator.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Someone to work on, made through the API (not what this test is about).
  const member = newStaffMember('Keyboard Desk');
  await consoleCall(page, 'POST', 'staff', { email: member.email, name: member.name, role: 'author', password: member.password });

  await tabTo(page, page.getByRole('menuitem', { name: 'Staff' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();

  await tabTo(page, page.getByLabel('Search by name or email'));
  await page.keyboard.type(member.email);
  const row = page.getByRole('row').filter({ hasText: member.email });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);

  // Sort by a column header: Enter on it turns the order.
  const emailHeader = page.getByRole('button', { name: 'Email' }).first();
  await tabTo(page, emailHeader);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=email/);

  // A row opens its record from a link in it.
  await tabTo(page, row.getByRole('link').first());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();

  // Change the name and save with Enter on Save.
  const name = page.getByLabel('Name');
  await tabTo(page, name);
  await page.keyboard.press('End');
  await page.keyboard.type(' Jr');
  await tabTo(page, page.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Element updated')).toBeVisible();

  // A confirmation dialog: opened with Enter, focus inside it, Escape closes it without acting.
  await page.goto(new URL(page.url()).pathname);
  await expect(page.getByRole('heading', { level: 1, name: `${member.name} Jr` })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Sign out everywhere' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await context.close();
});
