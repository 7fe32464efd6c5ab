import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_STAFF } from '@newsroom/api/testing';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { holdingCommentsSwitch } from './support/comments-switch';
import { consoleCall, consoleContext, newStaffMember, signIn } from './support/console-session';
import { freshReader } from './support/fresh-reader';
import { signInOnSite, testReader, uniqueWord, type TestReader } from './support/reader-stories';

// A reader of its own writes the comments and is banned: the shared test readers only report.
const administrator = DEMO_STAFF.find((staff) => staff.role === 'administrator')!;
const ACCESS_KEY = process.env.ACCESS_KEY ?? '5670';

async function postAs<T>(request: APIRequestContext, reader: TestReader, endpoint: string, form: Record<string, string | number>): Promise<T> {
  const response = await request.post(`/api/${endpoint}`, { headers: { authorization: `Bearer ${reader.token}` }, form: { access_key: ACCESS_KEY, ...form } });
  expect(response.ok(), `${endpoint}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A published English story, as readers find it. */
async function someStory(request: APIRequestContext): Promise<{ id: number; slug: string }> {
  const response = await request.get(`/api/get_news?access_key=${ACCESS_KEY}&language_id=1&limit=20`);
  const stories = ((await response.json()) as { data: { id: number; slug: string }[] }).data;
  return stories[5] ?? stories[0]!;
}

async function moderatorPage(page: Page): Promise<{ email: string; password: string }> {
  await signIn(page, administrator.email, administrator.password);
  const moderator = newStaffMember('Night Moderator');
  await consoleCall(page, 'POST', 'staff', { email: moderator.email, name: moderator.name, role: 'moderator', password: moderator.password });
  return moderator;
}

test('a moderator clears the flag queue and bans the writer, whose next comment on the site is refused with a clear message', async ({ browser, request }, testInfo) => {
  // Comments must stay on meanwhile: the settings test turns them off for a while.
  test.setTimeout(420_000);
  await holdingCommentsSwitch(() => clearFlagQueueAndBan(browser, request, testInfo.repeatEachIndex));
});

async function clearFlagQueueAndBan(browser: Browser, request: APIRequestContext, repeat: number) {
  const word = uniqueWord();
  const story = await someStory(request);
  const writer = await freshReader(request, 'Heated Writer');
  const kept = `Ferries should run all night ${word}`;
  const rude = `Everyone here is an idiot ${word}`;
  type Posted = { id: number; message: string }[];
  await postAs<Posted>(request, writer, 'set_comment', { news_id: story.id, parent_id: 0, message: kept });
  const list = await postAs<Posted>(request, writer, 'set_comment', { news_id: story.id, parent_id: 0, message: rude });
  const idOf = (text: string) => list.find((comment) => comment.message === text)!.id;
  for (const [reader, text, reason] of [
    ['Test Reader One', kept, `Looks like an advert ${word}`],
    ['Test Reader Three', rude, `Insults other readers ${word}`],
    ['Test Reader One', rude, `Rude ${word}`],
  ] as const) {
    await postAs(request, testReader(reader), 'set_flag', { comment_id: idOf(text), news_id: story.id, message: reason });
  }

  const context = await consoleContext(browser, 70 + repeat);
  const page = await context.newPage();
  const moderator = await moderatorPage(page);
  await page.context().clearCookies();
  await signIn(page, moderator.email, moderator.password);
  await page.getByRole('menuitem', { name: 'Flag queue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Flag queue' })).toBeVisible();
  const row = (text: string) => page.getByRole('row').filter({ hasText: text });
  await expect(row(rude)).toContainText(`Insults other readers ${word}`);
  await expect(row(rude)).toContainText(`Rude ${word}`);
  await expect(row(kept)).toContainText(`Looks like an advert ${word}`);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The harmless one stays, its report cleared.
  await row(kept).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Comment approved')).toBeVisible();
  await expect(row(kept)).toHaveCount(0);

  // The rude one's writer is barred for a week, then the comment is hidden.
  await row(rude).getByRole('button', { name: 'Ban writer' }).click();
  const dialog = page.getByRole('dialog', { name: `Ban ${writer.name} from commenting` });
  await dialog.getByRole('radio', { name: 'For 7 days' }).check();
  await dialog.getByLabel('Reason (optional)').fill(`Insults ${word}`);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Ban', exact: true }).click();
  await expect(page.getByText('Writer banned from commenting')).toBeVisible();
  await expect(row(rude)).toContainText('Banned from commenting until');
  await row(rude).getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByText('Comment hidden')).toBeVisible();
  await expect(row(rude)).toHaveCount(0);

  // The story's comments: the hidden one is marked so, and readers no longer get it.
  await page.goto(`/admin/comments?filter=${encodeURIComponent(JSON.stringify({ news_id: story.id }))}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Comments' })).toBeVisible();
  await expect(row(rude)).toContainText('Hidden');
  await expect(row(kept)).toContainText('Shown');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  const readers = await request.get(`/api/get_comment_by_news?access_key=${ACCESS_KEY}&news_id=${story.id}&limit=50`);
  const shown = JSON.stringify(await readers.json());
  expect(shown).toContain(kept);
  expect(shown).not.toContain(rude);
  await context.close();

  // The writer tries again on the site and is told, in words, until when.
  const siteContext = await browser.newContext();
  const site = await siteContext.newPage();
  await signInOnSite(site, writer);
  // At the comments: the section's code loads when it comes near the screen, or at once for this address.
  await site.goto(`/news/${encodeURIComponent(story.slug)}#comments`);
  await site.getByRole('textbox', { name: 'Your comment' }).fill(`One more thing ${word}`);
  await site.getByRole('button', { name: 'Post comment' }).click();
  await expect(site.getByText(/You may not comment until \d{1,2} \w+ \d{4}/)).toBeVisible();
  await siteContext.close();
}
