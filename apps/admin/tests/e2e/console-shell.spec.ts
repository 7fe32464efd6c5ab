import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';

// The console as served by the site's process: its own headers, one shell for every address.

test('/admin is the console, never indexed or cached, under its own policy', async ({ request }) => {
  const response = await request.get('/admin');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['x-robots-tag']).toBe('noindex');
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  // The reader pages' policy must not be added on top (two policies would both apply).
  expect(headers['content-security-policy']).not.toContain("frame-ancestors 'self'");
});

test('a deep link serves the app, which asks to sign in', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A CSP refusal shows only as a console error: the policy must let the app run whole.
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  await page.goto('/admin/anything/deep?x=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the newsroom console' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the sign-in screen is axe-clean and usable by keyboard alone', async ({ page }) => {
  await page.goto('/admin/');
  const email = page.getByLabel('Email');
  await expect(email).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.type('nobody@example.com');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type('not the password');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeFocused();
  await page.keyboard.press('Enter');
  // A wrong password says so in words, where a screen reader announces it.
  await expect(page.getByRole('alert')).toContainText(/email|password/i);
  await expect(page.getByLabel('Email')).toHaveValue('nobody@example.com');
  await expectNoSeriousA11yViolations(page);
});

test('the sign-in screen speaks French when asked', async ({ page }) => {
  await page.goto('/admin/');
  await page.getByRole('button', { name: /English|Language|Langue/ }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion à la console de la rédaction' })).toBeVisible();
  await expect(page.getByLabel('Mot de passe')).toBeVisible();
});
