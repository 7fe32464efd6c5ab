import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_STAFF } from '@newsroom/api/testing';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { holdingCommentsSwitch } from './support/comments-switch';
import { consoleCall, consoleContext, signIn } from './support/console-session';
import { picture, reloadUntilVisible, signInOnSite, testReader } from './support/reader-stories';

const administrator = DEMO_STAFF.find((staff) => staff.role === 'administrator')!;
const ACCESS_KEY = process.env.ACCESS_KEY ?? '5670';

const commentBox = (page: Page) => page.getByRole('region', { name: /^Comments/ }).getByRole('textbox', { name: 'Your comment' });

test('an administrator switches comments off and the article loses its comment form; a footer text per language reaches the site', async ({ browser, request }, testInfo) => {
  test.setTimeout(420_000);
  await holdingCommentsSwitch(() => switchCommentsOffAndOn(browser, request, testInfo.repeatEachIndex));
});

async function switchCommentsOffAndOn(browser: Browser, request: APIRequestContext, repeat: number) {
  const news = (await (await request.get(`/api/get_news?access_key=${ACCESS_KEY}&language_id=1&limit=1`)).json()) as { data: { slug: string; title: string }[] };
  const story = news.data[0]!;
  const footer = `Harbour news from the quayside ${Date.now().toString(36)}`;

  // A signed-in reader on an article: the comment form is there.
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await signInOnSite(reader, testReader('Test Reader Two'));
  // At the comments: the section's code loads when it comes near the screen, or at once for this address.
  await reader.goto(`/news/${encodeURIComponent(story.slug)}#comments`);
  // A page rendered while another run had comments off renews within the cache window.
  await reloadUntilVisible(reader, () => commentBox(reader));

  const context = await consoleContext(browser, 90 + repeat);
  const page = await context.newPage();
  await signIn(page, administrator.email, administrator.password);
  let restore: Record<string, unknown> | null = null;
  try {
    await page.getByRole('menuitem', { name: 'Site settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
    const comments = page.getByLabel('Comments on stories');
    await expect(comments).toBeChecked();
    const frenchFooter = page.getByLabel(/^Footer text \(French/);
    restore = { comments_mode: true, by_language: { fr: { web_footer_description: await frenchFooter.inputValue() } } };

    // A colour too light for the site's white text is named before it is saved.
    const colour = page.getByLabel('Site colour');
    const savedColour = await colour.inputValue();
    await colour.fill('#FFCC00');
    await expect(page.getByText(/White text on this colour is hard to read/)).toBeVisible();
    await colour.fill(savedColour);
    await expect(page.getByText(/White text on this colour: contrast/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    restore.web_color_code = savedColour;

    // A dark wine red, which white text reads on, for the site's buttons.
    await colour.fill('#6B1D3A');
    await comments.uncheck();
    await frenchFooter.fill(footer);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await expect(page.getByLabel('Comments on stories')).not.toBeChecked();

    // The reader's article renews within the site's cache window: the comment section is gone.
    await expect(async () => {
      await reader.reload();
      await expect(reader.getByRole('heading', { level: 1, name: story.title })).toBeVisible({ timeout: 2000 });
      await expect(reader.getByRole('region', { name: /^Comments/ })).toHaveCount(0, { timeout: 2000 });
    }).toPass({ timeout: 90_000 });
    // The page paints its buttons in the newsroom's colour.
    expect(await reader.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand').trim())).toBe('#6B1D3A');

    // The French footer says what the administrator wrote.
    const french = await readerContext.newPage();
    await french.goto('/fr');
    await reloadUntilVisible(french, () => french.getByRole('contentinfo').getByText(footer));

    // Back on, as every other test expects comments: the form returns.
    await page.getByLabel('Comments on stories').check();
    await page.getByLabel('Site colour').fill(String(restore.web_color_code));
    await page.getByLabel(/^Footer text \(French/).fill(String((restore.by_language as { fr: { web_footer_description: string } }).fr.web_footer_description));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    restore = null;
    await reloadUntilVisible(reader, () => commentBox(reader));
  } finally {
    // A failed step must not leave the site without comments for the specs that follow.
    if (restore) await consoleCall(page, 'PUT', 'settings', restore);
    await context.close();
    await readerContext.close();
  }
}

test('an administrator adds a social link with its icon, the footer shows it, and removing it takes it away', async ({ browser }, testInfo) => {
  // Two waits on the site's 30-second renewal, each up to 90 s on a busy machine.
  test.setTimeout(240_000);
  const address = `https://mastodon.example/@harbour${Date.now().toString(36)}`;
  const context = await consoleContext(browser, 95 + testInfo.repeatEachIndex);
  const page = await context.newPage();
  await signIn(page, administrator.email, administrator.password);
  await page.getByRole('menuitem', { name: 'Social links' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Social links' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Social link' })).toBeVisible();
  await page.getByLabel('Address').fill(address);
  await page.locator('input[type="file"]').setInputFiles(await picture('mastodon.png', 128));
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Social links' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: address });
  await expect(row.getByRole('img')).toHaveAttribute('src', /\/media\/social\/.+\.webp$/);

  const site = await context.newPage();
  await site.goto('/');
  const footerLink = () => site.getByRole('contentinfo').locator(`a[href="${address}"]`);
  await expect(async () => {
    await site.reload();
    await expect(footerLink()).toHaveCount(1, { timeout: 2000 });
  }).toPass({ timeout: 90_000 });

  // Its form opens from the row's link; removing it asks first.
  await row.getByRole('link', { name: address }).click();
  await expect(page.getByRole('heading', { level: 1, name: address })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The form's own Delete, not the icon preview's.
  await page.getByRole('toolbar').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Social links' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: address })).toHaveCount(0);
  await expect(async () => {
    await site.reload();
    await expect(site.getByRole('contentinfo')).toBeVisible({ timeout: 2000 });
    await expect(footerLink()).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 90_000 });
  await context.close();
});
