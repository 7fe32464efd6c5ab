import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_STAFF } from '@newsroom/api/testing';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { consoleContext, signIn } from './support/console-session';

// Anonymous visitors open a story on the site; the editor's dashboard counts their views in
// today's number, the views chart (and its table) and the week's most read.
const editor = DEMO_STAFF.find((staff) => staff.role === 'editor')!;
const ACCESS_KEY = process.env.ACCESS_KEY ?? '5670';
const VISITORS = 3;

/** The demo site's newest English story, as the site's home page lists it. */
async function newestStory(page: Page): Promise<{ title: string; slug: string }> {
  const languages = (await (await page.request.get(`/api/get_languages_list?access_key=${ACCESS_KEY}`)).json()) as { data: { id: number; code: string }[] };
  const english = languages.data.find((language) => language.code === 'en')!.id;
  const news = (await (await page.request.get(`/api/get_news?access_key=${ACCESS_KEY}&language_id=${english}&offset=0&limit=1`)).json()) as { data: { title: string; slug: string }[] };
  return news.data[0]!;
}

/** One visitor from an address of its own opens the story; answers whether the site counted the view. */
async function visit(browser: Browser, label: number, slug: string): Promise<number> {
  const context = await consoleContext(browser, label);
  const reader = await context.newPage();
  const counted = reader.waitForResponse(/\/api\/set_news_view/);
  await reader.goto(`/news/${encodeURIComponent(slug)}`);
  const answer = (await (await counted).json()) as { data: { counted: number } };
  await context.close();
  return answer.data.counted;
}

const number = async (page: Page, testId: string) => Number((await page.getByTestId(testId).innerText()).replace(/\D/g, ''));

test('the dashboard counts the views readers make, in its numbers, its chart and the most read', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const context = await consoleContext(browser, 90 + testInfo.repeatEachIndex);
  const page = await context.newPage();
  await signIn(page, editor.email, editor.password);
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('count-views-today')).toBeVisible();
  const before = await number(page, 'count-views-today');
  await expect(page.getByRole('link', { name: 'Stories to approve' })).toHaveAttribute('href', '/admin/approvals');
  await expect(page.getByRole('link', { name: 'Flagged comments' })).toHaveAttribute('href', '/admin/comment-flags');
  await expect(page.getByRole('link', { name: 'Comments waiting for approval' })).toHaveAttribute('href', /\/admin\/comments\?filter=/);

  const story = await newestStory(page);
  let made = 0;
  for (let visitor = 0; visitor < VISITORS; visitor += 1) made += await visit(browser, 100 + testInfo.repeatEachIndex * 10 + visitor, story.slug);
  expect(made).toBeGreaterThan(0);

  // Readers' views reach the dashboard at once (no cache); other tests' views only add to them.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('count-views-today')).toBeVisible({ timeout: 2000 });
    expect(await number(page, 'count-views-today')).toBeGreaterThanOrEqual(before + made);
  }).toPass({ timeout: 30_000 });
  const today = await number(page, 'count-views-today');

  const chart = page.getByRole('figure', { name: 'Views per day' });
  await expect(chart.locator('svg').first()).toBeVisible();
  await chart.getByText('The same numbers as a table').click();
  const rows = chart.getByRole('row');
  await expect(rows).toHaveCount(31);
  expect(Number((await rows.last().getByRole('cell').innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(today);

  await expectNoSeriousA11yViolations(page);
  // The site's ranking is reused for half a minute.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('region', { name: 'Most read this week' }).getByRole('link', { name: story.title })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 80_000 });
  await context.close();
});
