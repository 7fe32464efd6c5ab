import { expect, test } from '@playwright/test';
import { DEMO_STAFF } from '@newsroom/api/testing';
import { expectNoSeriousA11yViolations } from './support/a11y';

// The demo seed's administrator (the browser tests' site is a demo site): signs in, sees who
// they are, signs out. Each test comes from its own address, as the sign-in limits count per address.
const administrator = DEMO_STAFF.find((staff) => staff.role === 'administrator')!;
let address = 0;
test.beforeEach(async ({ page }, testInfo) => {
  address += 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.71.${testInfo.repeatEachIndex}.${(address % 250) + 1}` });
});

test('the demo administrator signs in, sees their name and role, and signs out', async ({ page }) => {
  await page.goto('/admin/');
  await page.getByLabel('Email').fill(administrator.email);
  await page.getByLabel('Password').fill(administrator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // The console opens on the dashboard; the account is one menu entry away.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(page.getByTestId('staff-name')).toHaveText(administrator.name);
  await expect(page.getByText(administrator.email, { exact: true })).toBeVisible();
  await expect(page.getByText('Administrator', { exact: true })).toBeVisible();
  // The demo password is public: the console says so until it is changed.
  await expect(page.getByText(/still has the demo password/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A reload keeps the session: the cookie is the session, the page asks the server who it is.
  await page.reload();
  await expect(page.getByTestId('staff-name')).toHaveText(administrator.name);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the newsroom console' })).toBeVisible();
  // Signed out on the server too: a deep link asks to sign in again.
  await page.goto('/admin/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the newsroom console' })).toBeVisible();
  expect((await page.request.get('/admin/api/session')).status()).toBe(401);
});

test('a wrong password is refused with a clear message, and the account stays signed out', async ({ page }) => {
  const editor = DEMO_STAFF.find((staff) => staff.role === 'editor')!;
  await page.goto('/admin/');
  await page.getByLabel('Email').fill(editor.email);
  await page.getByLabel('Password').fill(`${editor.password}-wrong`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(/password/i);
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.request.get('/admin/api/session')).status()).toBe(401);
});
