import { randomUUID } from 'node:crypto';
import { expect, request, test, type Page } from '@playwright/test';
import { currentTotpCode, DEMO_STAFF } from '@newsroom/api/testing';
import { expectNoSeriousA11yViolations } from './support/a11y';

// A fresh staff member per run, made through the admin API by the demo administrator, so the
// demo accounts stay as other tests expect them. Their phone is played by otplib in this process:
// each code is computed from the key the screen shows, right before it is typed.
const administrator = DEMO_STAFF.find((staff) => staff.role === 'administrator')!;
const PASSWORD = 'second factor trial 77';
const STEP_MS = 30_000;

let network = 0;
/** Each sign-in from its own address: the per-network limit counts passwords and codes alike. */
async function fromNewAddress(page: Page) {
  network += 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.73.${test.info().repeatEachIndex * 80 + test.info().workerIndex}.${(network % 250) + 1}` });
}

async function createEditor(baseURL: string): Promise<string> {
  const email = `two-step-${randomUUID().slice(0, 8)}@newsroom.example`;
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: new URL(baseURL).origin, 'x-forwarded-for': `10.74.${test.info().repeatEachIndex}.${test.info().workerIndex + 1}` } });
  const signedIn = await api.post('/admin/api/auth/sign-in', { data: { email: administrator.email, password: administrator.password } });
  expect(signedIn.status()).toBe(200);
  const { csrf_token } = (await signedIn.json()).data as { csrf_token: string };
  const created = await api.post('/admin/api/staff', { data: { email, name: 'Two Step Editor', role: 'editor', password: PASSWORD }, headers: { 'x-csrf-token': csrf_token } });
  expect(created.status()).toBe(201);
  await api.dispose();
  return email;
}

async function signInWithPassword(page: Page, email: string) {
  await fromNewAddress(page);
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Two-step sign-in' })).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the newsroom console' })).toBeVisible();
}

test('a staff member turns on two-step sign-in, then signs in with a code and with a recovery code, which works once', async ({ page, baseURL }) => {
  const email = await createEditor(baseURL!);
  await fromNewAddress(page);
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();

  // Turning it on: the key as a QR code and as text; a code from the "phone" confirms it.
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(section.getByText(/^Off\./)).toBeVisible();
  await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(section.getByRole('img', { name: 'QR code of the key for your authenticator app' })).toBeVisible();
  const key = (await section.getByLabel('Key to type into the app').inputValue()).replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSeriousA11yViolations(page);
  const enrolledAt = Date.now();
  await section.getByLabel('Code the app shows now').fill(await currentTotpCode(key, enrolledAt));
  await section.getByRole('button', { name: 'Confirm and turn on' }).click();

  // Ten recovery codes, shown once.
  const list = section.getByRole('list', { name: 'Your recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  expect(codes[0]).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
  await expect(section.getByRole('link', { name: 'Download as a text file' })).toHaveAttribute('download', /\.txt$/);
  await expectNoSeriousA11yViolations(page);
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByText(/On since .*10 recovery codes left/)).toBeVisible();
  await signOut(page);

  // With the app's code. The enrolment used its step's code, and a code works once: the "phone"
  // shows the next one once the step turns, as a real app would. The server takes one past step,
  // so a code computed just before a step boundary still works when it arrives just after.
  await signInWithPassword(page, email);
  // Half signed in: the waiting session opens nothing else.
  expect((await page.request.get('/admin/api/session')).status()).toBe(401);
  expect((await page.request.get('/admin/api/account/second-factor')).status()).toBe(401);
  await expectNoSeriousA11yViolations(page);
  await expect.poll(() => Math.floor(Date.now() / STEP_MS), { timeout: STEP_MS + 5_000 }).toBeGreaterThan(Math.floor(enrolledAt / STEP_MS));
  await page.getByLabel('Code from the app').fill(await currentTotpCode(key));
  await page.getByRole('button', { name: 'Continue' }).click();
  // Signed in again, the console reopens the screen signed out from: the account.
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await signOut(page);

  // With a recovery code, typed in capitals: accepted once.
  await signInWithPassword(page, email);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]!.toUpperCase());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(page.getByText(/9 recovery codes left/)).toBeVisible();
  await signOut(page);

  // The same recovery code again, by keyboard alone: refused in words, and still signed out.
  await signInWithPassword(page, email);
  await expect(page.getByLabel('Code from the app')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Use a recovery code instead' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Recovery code')).toBeFocused();
  await page.keyboard.type(codes[0]!);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('not right or was used already');
  expect((await page.request.get('/admin/api/session')).status()).toBe(401);
  await expectNoSeriousA11yViolations(page);
});

test('an administrator turns off the second factor of an editor who lost their phone, from the staff screen', async ({ page, baseURL }) => {
  const email = await createEditor(baseURL!);
  // The editor turns it on through the API, as the account page would.
  const editor = await request.newContext({ baseURL, extraHTTPHeaders: { origin: new URL(baseURL!).origin, 'x-forwarded-for': `10.75.${test.info().repeatEachIndex}.${test.info().workerIndex + 1}` } });
  const signedIn = await editor.post('/admin/api/auth/sign-in', { data: { email, password: PASSWORD } });
  const headers = { 'x-csrf-token': ((await signedIn.json()).data as { csrf_token: string }).csrf_token };
  const { secret } = (await (await editor.post('/admin/api/account/totp/start', { data: {}, headers })).json()).data as { secret: string };
  expect((await editor.post('/admin/api/account/totp/confirm', { data: { code: await currentTotpCode(secret) }, headers })).status()).toBe(200);

  await fromNewAddress(page);
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(administrator.email);
  await page.getByLabel('Password').fill(administrator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto('/admin/staff');
  await page.getByLabel('Search by name or email').fill(email);
  await page.getByRole('cell', { name: email }).click();
  await page.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('For a lost phone');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Two-step sign-in is off for this account')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn off two-step sign-in' })).toHaveCount(0);

  // The editor's session ended, and the password alone now signs them in.
  expect((await editor.get('/admin/api/session')).status()).toBe(401);
  const again = await editor.post('/admin/api/auth/sign-in', { data: { email, password: PASSWORD } });
  expect((await again.json()).data).toMatchObject({ email, csrf_token: expect.any(String) });
  await editor.dispose();
});
