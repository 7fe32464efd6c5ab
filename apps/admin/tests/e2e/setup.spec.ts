import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';

// The browser tests' site has its demo administrator, so every setup link is refused (404 once an
// administrator exists): the screen must say so in words rather than fail silently.
test('a setup link that is no longer valid says so, and the screen is axe-clean', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.72.${test.info().repeatEachIndex}.1` });
  await page.goto('/admin/setup#token=not-a-real-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Create the first administrator' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Name').fill('First Administrator');
  await page.getByLabel('Email').fill('first@example.com');
  await page.getByLabel('Password').fill('a long enough passphrase');
  await page.getByRole('button', { name: 'Create and sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('This setup link is not valid');
  expect((await page.request.get('/admin/api/session')).status()).toBe(401);
});
