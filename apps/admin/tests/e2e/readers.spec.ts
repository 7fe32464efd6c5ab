import { expect, test, type Page } from '@playwright/test';
import { DEMO_STAFF } from '@newsroom/api/testing';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { consoleContext, signIn } from './support/console-session';
import { freshReader, signInWithPassword } from './support/fresh-reader';
import { signInOnSite } from './support/reader-stories';

// Each test signs up a reader of its own: the shared test readers must stay active and plain.
const administrator = DEMO_STAFF.find((staff) => staff.role === 'administrator')!;

async function openProfile(admin: Page, email: string, name: string) {
  await admin.getByRole('menuitem', { name: 'Readers' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Readers' })).toBeVisible();
  await admin.getByLabel('Name, email or phone').fill(email);
  const link = admin.getByRole('link', { name });
  await expect(link).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await link.click();
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('an administrator finds a reader and deactivates them: the reader’s open session ends on their next call', async ({ browser }, testInfo) => {
  const adminContext = await consoleContext(browser, 40 + testInfo.repeatEachIndex);
  const admin = await adminContext.newPage();
  const reader = await freshReader(admin.request, 'Leaving Reader');

  const readerContext = await browser.newContext();
  const site = await readerContext.newPage();
  await signInOnSite(site, reader);
  await site.goto('/write');
  await expect(site.getByText('Your account cannot write stories on this site yet.')).toBeVisible();

  await signIn(admin, administrator.email, administrator.password);
  await openProfile(admin, reader.email, reader.name);
  await expect(admin.getByText('Stories liked')).toBeVisible();
  await expect(admin.getByText('May comment')).toBeVisible();
  await expectNoSeriousA11yViolations(admin);

  await admin.getByRole('button', { name: 'Deactivate' }).click();
  const confirm = admin.getByRole('dialog');
  await expect(confirm).toContainText('signed out everywhere');
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(admin.getByText('Reader deactivated; their sessions have ended')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Reactivate' })).toBeVisible();

  // The reader's very next call is refused: the site asks them to sign in again.
  await site.reload();
  await expect(site).toHaveURL(/\/sign-in\?next=/);
  const again = await signInWithPassword(admin.request, reader);
  expect(again.status).toBe(403);
  expect(again.message).toContain('deactivated');
  await readerContext.close();
  await adminContext.close();
});

test('an administrator grants the author role, after which the reader sees the writers’ desk', async ({ browser }, testInfo) => {
  const adminContext = await consoleContext(browser, 50 + testInfo.repeatEachIndex);
  const admin = await adminContext.newPage();
  const reader = await freshReader(admin.request, 'Budding Writer');

  const readerContext = await browser.newContext();
  const site = await readerContext.newPage();
  await signInOnSite(site, reader);
  await site.goto('/write');
  await expect(site.getByText('Your account cannot write stories on this site yet.')).toBeVisible();

  await signIn(admin, administrator.email, administrator.password);
  await openProfile(admin, reader.email, reader.name);
  await admin.getByRole('combobox', { name: /^Role/ }).click();
  await admin.getByRole('option', { name: 'Author (needs approval)' }).click();
  await admin.getByRole('button', { name: 'Change role' }).click();
  await expect(admin.getByText('Role changed')).toBeVisible();

  await expect(async () => {
    await site.reload();
    await expect(site.getByRole('heading', { level: 1, name: 'Write a story' })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await readerContext.close();
  await adminContext.close();
});
