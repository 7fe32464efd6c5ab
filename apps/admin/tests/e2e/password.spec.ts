import { expect, test, type Browser } from '@playwright/test';
import { DEMO_STAFF } from '@newsroom/api/testing';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { consoleCall, consoleContext, newStaffMember, signIn } from './support/console-session';
import { mailedConsoleLink } from './support/outbox';

// Each test makes its own account through the demo administrator, whose password stays as it is.
const administrator = DEMO_STAFF.find((staff) => staff.role === 'administrator')!;

async function newAccount(browser: Browser, label: number) {
  const context = await consoleContext(browser, label);
  const page = await context.newPage();
  await signIn(page, administrator.email, administrator.password);
  const member = newStaffMember('Copy Editor');
  await consoleCall(page, 'POST', 'staff', { email: member.email, name: member.name, role: 'editor', password: member.password });
  await context.close();
  return member;
}

test('a forgotten password is reset through the mailed link, by keyboard alone', async ({ browser }, testInfo) => {
  const member = await newAccount(browser, 60 + testInfo.repeatEachIndex);
  const context = await consoleContext(browser, 70 + testInfo.repeatEachIndex);
  const page = await context.newPage();

  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The email input has the focus: type, then Enter sends the form.
  await page.keyboard.type(member.email);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`If ${member.email} has a console account, a link is on its way.`)).toBeVisible();

  const link = await mailedConsoleLink(member.email, 'reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  const fresh = `${member.password} again`;
  // The server's rule, under the input; the link still works after a refusal.
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(member.email);
  await page.keyboard.press('Enter');
  await expect(page.getByText('password must not be your email address')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(fresh);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your password is changed and every session has ended.')).toBeVisible();

  // The link works once; the new password signs in, the old one no longer does.
  await page.goto('/admin/login');
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(`${fresh} twice`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: /invalid or has expired/ })).toBeVisible();
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel(/^Password/).fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(/password/i);
  await signIn(page, member.email, fresh);
  await context.close();
});

test('changing the password asks for the current one and ends the other sessions, not this one', async ({ browser }, testInfo) => {
  const member = await newAccount(browser, 80 + testInfo.repeatEachIndex);
  const [desk, laptop] = [await consoleContext(browser, 90 + testInfo.repeatEachIndex), await consoleContext(browser, 100 + testInfo.repeatEachIndex)];
  const page = await desk.newPage();
  const other = await laptop.newPage();
  await signIn(page, member.email, member.password);
  await signIn(other, member.email, member.password);

  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Change password' })).toBeVisible();
  await page.getByLabel('Current password').fill('not the password');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(`${member.password} renewed`);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('is not your current password')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Current password').fill(member.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Your other sessions have ended.')).toBeVisible();
  expect((await page.request.get('/admin/api/session')).status()).toBe(200);
  expect((await other.request.get('/admin/api/session')).status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();

  await desk.close();
  await laptop.close();
});
