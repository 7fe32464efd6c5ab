import { expect, test } from '@playwright/test';
import { DEMO_STAFF } from '@newsroom/api/testing';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { consoleContext, newStaffMember, signIn } from './support/console-session';

// The demo administrator manages staff; the accounts the test makes are its own, so the demo
// accounts' passwords (other tests sign in with them) never change.
const administrator = DEMO_STAFF.find((staff) => staff.role === 'administrator')!;

test('the administrator creates an editor, who cannot open Staff; deactivated, the editor is told the session ended', async ({ browser }, testInfo) => {
  const adminContext = await consoleContext(browser, 10 + testInfo.repeatEachIndex);
  const admin = await adminContext.newPage();
  await signIn(admin, administrator.email, administrator.password);
  // The demo password is public: a banner says so on every screen, not only the account's.
  await admin.getByRole('menuitem', { name: 'Staff' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(admin.getByTestId('demo-password-banner')).toBeVisible();
  await expect(admin.getByRole('cell', { name: administrator.email })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);

  // Filters: a role, then a search.
  await admin.getByRole('combobox', { name: 'Role' }).click();
  await admin.getByRole('option', { name: 'Editor' }).click();
  await expect(admin.getByRole('cell', { name: 'editor@demo.example' })).toBeVisible();
  await expect(admin.getByRole('cell', { name: administrator.email })).toHaveCount(0);
  await admin.getByLabel('Search by name or email').fill('nobody-has-this-name');
  await expect(admin.getByRole('cell', { name: 'editor@demo.example' })).toHaveCount(0);

  // Create: the server's password rule reads under the password input, in its words.
  const editor = newStaffMember('Desk Editor');
  await admin.goto('/admin/staff/create');
  await expect(admin.getByRole('heading', { level: 1, name: 'Create Staff account' })).toBeVisible();
  await admin.getByLabel('Name').fill(editor.name);
  await admin.getByLabel('Email').fill(editor.email);
  await admin.getByLabel('First password').fill('aaaaaaaaaa');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('password must not repeat the same few characters')).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await admin.getByLabel('First password').fill(editor.password);
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: editor.name })).toBeVisible();
  const editUrl = admin.url();

  // The editor signs in elsewhere: no Staff in the menu, and a plain refusal at its address.
  const editorContext = await consoleContext(browser, 20 + testInfo.repeatEachIndex);
  const editorPage = await editorContext.newPage();
  await signIn(editorPage, editor.email, editor.password);
  await expect(editorPage.getByRole('menuitem', { name: 'Account' })).toBeVisible();
  await expect(editorPage.getByRole('menuitem', { name: 'Staff' })).toHaveCount(0);
  await expect(editorPage.getByRole('menuitem', { name: 'Audit log' })).toHaveCount(0);
  await expect(editorPage.getByTestId('demo-password-banner')).toHaveCount(0);
  await editorPage.goto('/admin/staff');
  await expect(editorPage.getByRole('heading', { level: 1, name: 'Administrators only' })).toBeVisible();
  await expectNoSeriousA11yViolations(editorPage);
  expect((await editorPage.request.get('/admin/api/staff')).status()).toBe(403);
  await editorPage.getByRole('menuitem', { name: 'Account' }).click();

  // The administrator deactivates the account, by keyboard: Space toggles, Enter on Save saves.
  await admin.goto(editUrl);
  const active = admin.getByRole('switch', { name: 'Active' }).or(admin.getByRole('checkbox', { name: 'Active' }));
  await expect(active).toBeChecked();
  await active.focus();
  await admin.keyboard.press('Space');
  await expect(active).not.toBeChecked();
  await admin.getByRole('button', { name: 'Save' }).focus();
  await admin.keyboard.press('Enter');
  await expect(admin.getByText('Element updated')).toBeVisible();

  // The editor's next action meets the ended session, says so, and leads to the sign-in screen.
  await editorPage.getByLabel('Current password').fill(editor.password);
  await editorPage.getByLabel('New password').fill(`${editor.password} renewed`);
  await editorPage.getByRole('button', { name: 'Change password' }).click();
  await expect(editorPage.getByText('Your session has ended, please reconnect.')).toBeVisible();
  await expect(editorPage.getByRole('heading', { level: 1, name: 'Sign in to the newsroom console' })).toBeVisible();
  // Deactivated, the account cannot sign in again.
  await editorPage.getByLabel('Email').fill(editor.email);
  await editorPage.getByLabel(/^Password/).fill(editor.password);
  await editorPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(editorPage.getByRole('alert').filter({ hasText: /password|deactivated|account/i })).toBeVisible();
  expect((await editorPage.request.get('/admin/api/session')).status()).toBe(401);

  await adminContext.close();
  await editorContext.close();
});

test('an administrator ends every session of an account from its screen', async ({ browser }, testInfo) => {
  const adminContext = await consoleContext(browser, 30 + testInfo.repeatEachIndex);
  const admin = await adminContext.newPage();
  await signIn(admin, administrator.email, administrator.password);
  const author = newStaffMember('Field Author');
  await admin.goto('/admin/staff/create');
  await admin.getByLabel('Name').fill(author.name);
  await admin.getByLabel('Email').fill(author.email);
  await admin.getByRole('combobox', { name: 'Role' }).click();
  await admin.getByRole('option', { name: 'Author' }).click();
  await admin.getByLabel('First password').fill(author.password);
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: author.name })).toBeVisible();

  const authorContext = await consoleContext(browser, 40 + testInfo.repeatEachIndex);
  const authorPage = await authorContext.newPage();
  await signIn(authorPage, author.email, author.password);
  expect((await authorPage.request.get('/admin/api/session')).status()).toBe(200);

  await admin.getByRole('button', { name: 'Sign out everywhere' }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toContainText(`Sign ${author.name} out everywhere?`);
  await expectNoSeriousA11yViolations(admin);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(admin.getByText('Every session of this account has ended.')).toBeVisible();
  expect((await authorPage.request.get('/admin/api/session')).status()).toBe(401);
  // Still active: the author signs in again.
  await signIn(authorPage, author.email, author.password);

  await adminContext.close();
  await authorContext.close();
});
