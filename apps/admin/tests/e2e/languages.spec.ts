import { expect, test } from '@playwright/test';
import { DEMO_STAFF } from '@newsroom/api/testing';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { consoleContext, signIn } from './support/console-session';

const administrator = DEMO_STAFF.find((staff) => staff.role === 'administrator')!;

/** Languages the demo site lacks, with the word for "home" in each: a repeated run takes the next one free. */
const CANDIDATES = [
  { code: 'de', name: 'German', own: 'Deutsch', home: 'Startseite', signIn: 'Anmelden' },
  { code: 'it', name: 'Italian', own: 'Italiano', home: 'Pagina iniziale', signIn: 'Accedi' },
  { code: 'nl', name: 'Dutch', own: 'Nederlands', home: 'Voorpagina', signIn: 'Inloggen' },
  { code: 'sv', name: 'Swedish', own: 'Svenska', home: 'Startsida', signIn: 'Logga in' },
];

test('an administrator adds a language, types and imports its labels, turns it on, and the site shows itself in it', async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const context = await consoleContext(browser, 80 + testInfo.repeatEachIndex);
  const page = await context.newPage();
  await signIn(page, administrator.email, administrator.password);
  const existing = ((await (await page.request.get('/admin/api/languages?perPage=100')).json()) as { data: { code: string }[] }).data.map((row) => row.code);
  // Repeated runs go side by side: each takes its own free language.
  const language = CANDIDATES.filter((candidate) => !existing.includes(candidate.code))[testInfo.repeatEachIndex];
  expect(language, 'a free language code').toBeTruthy();
  const { code, name, own, home, signIn: signInWord } = language!;

  // The list, then the create form.
  await page.getByRole('menuitem', { name: 'Languages', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Languages', exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'English' })).toContainText('en');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Language' })).toBeVisible();
  await page.getByLabel('Code').fill('not a code');
  await page.getByLabel(/^Name\W*$/).fill(name);
  await page.getByLabel('Name in the language').fill(own);
  // Said on screen: a new language starts from the default language's labels.
  await expect(page.getByText('starts with a copy of the default language’s labels')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('must be a language tag such as de or pt-br')).toBeVisible();
  await page.getByLabel('Code').fill(code.toUpperCase());
  await page.getByRole('button', { name: 'Save' }).click();

  // Saved (inactive, the code in lower case); its labels screen from the edit screen.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByLabel('Code')).toHaveValue(code);
  await expectNoSeriousA11yViolations(page);
  const editAddress = page.url();
  await page.getByRole('link', { name: 'Labels', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Labels of ${name}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Import one label from a file…
  await page.locator('input[type="file"]').setInputFiles({ name: `labels-${code}.json`, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ signIn: signInWord })) });
  await expect(page.getByText('Imported: 1 label changed.')).toBeVisible();
  await page.getByLabel('Search keys and texts').fill('signIn');
  await expect(page.getByLabel(`signIn in ${name}`, { exact: true })).toHaveValue(signInWord);

  // …and type another beside the default language's text.
  await page.getByLabel('Search keys and texts').fill('home');
  const homeRow = page.getByTestId('label-row').filter({ has: page.getByText('home', { exact: true }) });
  await expect(homeRow).toContainText('Home');
  await page.getByLabel(`home in ${name}`, { exact: true }).fill(home);
  await page.getByRole('button', { name: 'Save the labels' }).click();
  await expect(page.getByText('Labels saved (1 changed)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save the labels' })).toBeDisabled();

  // Turned on, readers get it: its own address, in its language, with its labels.
  await page.goto(editAddress);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByLabel('On', { exact: true }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();

  const site = await context.newPage();
  await site.goto(`/${code}`);
  await expect(async () => {
    await site.reload();
    await expect(site.locator('html')).toHaveAttribute('lang', code, { timeout: 2000 });
    await expect(site.getByRole('link', { name: home, exact: true }).first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 150_000 });
  await expect(site.locator('html')).toHaveAttribute('dir', 'ltr');
  await context.close();
});
