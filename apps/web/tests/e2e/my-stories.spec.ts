import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expectDocumentLanguage } from './demo-site';
import { writeStoryAs } from './support/publish-story';
import { signInAs, testReader } from './support/test-readers';

/**
 * "My stories": who sees the writer's links, and a writer finding, searching and deleting their
 * own stories (docs/writers-desk.md, "My stories"). Stories are made through the API, each with
 * a word of its own, so tests running side by side (and other specs' writers) never meet.
 */

const banner = (page: Page) => page.getByRole('banner');
/** The sentence under the search: how many stories, or what just happened. */
const listStatus = (page: Page) => page.getByRole('main').getByRole('status');

/** A word no other story holds: letters only, so the search reads it as one word. */
function uniqueWord(): string {
  return Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

/** Opens the account menu once the reader's role is known (the writer's links wait for it). */
async function openAccountMenu(page: Page, path: string) {
  const roleKnown = page.waitForResponse(/\/api\/get_user_by_id/);
  await page.goto(path);
  await roleKnown;
  await banner(page).getByRole('button', { name: 'Account' }).click();
  await expect(banner(page).getByRole('link', { name: 'Profile' })).toBeVisible();
}

test.describe('My stories', () => {
  test('a plain reader has no writer links and is told that writing is for authors', async ({ page }) => {
    await signInAs(page, testReader('Test Reader Two'));
    // A plain reader's answer also needs the site's setting (everyone may write, or authors only).
    const settingsRead = page.waitForResponse(/\/api\/get_settings/);
    await openAccountMenu(page, '/');
    await settingsRead;
    await expect(banner(page).getByRole('link', { name: 'Write a story' })).toHaveCount(0);
    await expect(banner(page).getByRole('link', { name: 'My stories' })).toHaveCount(0);

    await page.goto('/my-stories');
    await expect(page.getByText('Writing stories is open to authors of this newsroom.', { exact: false })).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveCount(0);
  });

  test('signed out, the page sends the reader to sign in and back; it is never cached, indexed or in the sitemap', async ({ page, request }) => {
    for (const path of ['/my-stories', '/ar/my-stories']) {
      const response = await request.get(path);
      expect(response.headers()['cache-control'], path).toMatch(/private/);
      expect(response.headers()['cache-control'], path).toMatch(/no-store/);
      expect(await response.text(), path).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    }
    expect(await (await request.get('/sitemaps/pages.xml')).text()).not.toContain('my-stories');
    await page.goto('/my-stories');
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fmy-stories$/);
    await page.goto('/ar/my-stories');
    await expect(page).toHaveURL(/\/ar\/sign-in\?next=%2Far%2Fmy-stories$/);
  });

  test('an author finds their stories pending, searches them, and deletes one by keyboard', async ({ page, request }) => {
    const author = testReader('Test Author');
    const word = uniqueWord();
    const kept = `Ferry timetable changes ${word}`;
    const removed = `Lighthouse repairs begin ${word}`;
    expect((await writeStoryAs(request, author, { title: kept })).status).toBe(0);
    await writeStoryAs(request, author, { title: removed });

    await signInAs(page, author);
    await openAccountMenu(page, '/');
    await expect(banner(page).getByRole('link', { name: 'Write a story' })).toHaveAttribute('href', '/write');
    await banner(page).getByRole('link', { name: 'My stories' }).click();
    await expect(page).toHaveURL(/\/my-stories$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My stories' })).toBeVisible();

    const story = (title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
    await expect(story(kept)).toContainText('Pending approval');
    await expect(story(kept).getByRole('link', { name: `Edit: ${kept}` })).toHaveAttribute('href', /^\/write\/\d+$/);
    await expect(story(removed)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const search = page.getByRole('searchbox', { name: 'Search your stories' });
    await search.fill(`lighthouse ${word}`);
    await search.press('Enter');
    await expect(story(kept)).toHaveCount(0);
    await expect(story(removed)).toBeVisible();
    await expect(listStatus(page)).toHaveText('1 story');

    // The confirmation by keyboard: focus moves in (to Cancel), Escape cancels and gives it back.
    const deleteButton = story(removed).getByRole('button', { name: `Delete: ${removed}` });
    await deleteButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete this story?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Delete the story' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(listStatus(page)).toHaveText(`“${removed}” was deleted.`);
    await expect(listStatus(page)).toBeFocused();
    await expect(story(removed)).toHaveCount(0);

    // Gone for good; the other story stays.
    await page.reload();
    await search.fill(word);
    await search.press('Enter');
    await expect(story(kept)).toBeVisible();
    await expect(story(removed)).toHaveCount(0);
  });

  test('a writer with no story yet is invited to write the first one', async ({ page }) => {
    // The list answers empty whoever runs beside this test ("No Data Found", as the API says it).
    await page.route(/\/api\/get_news\?.*get_user_news=1/, (route) => route.fulfill({ json: { error: 'true', message: 'No Data Found', data: [] } }));
    await signInAs(page, testReader('Test Author Two'));
    await page.goto('/my-stories');
    await expect(page.getByText('You have not written a story yet.', { exact: false })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Write a story' }).first()).toHaveAttribute('href', '/write');
    await expectNoSeriousA11yViolations(page);
  });

  test('the page speaks Arabic, right to left', async ({ page, request }) => {
    const author = testReader('Test Author');
    const title = `جدول العبّارات ${uniqueWord()}`;
    await writeStoryAs(request, author, { title, code: 'ar' });
    await signInAs(page, author);
    await page.goto('/ar/my-stories');
    await expectDocumentLanguage(page, 'ar', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'أخباري' })).toBeVisible();
    const story = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
    await expect(story).toContainText('بانتظار الموافقة');
    await expect(story.getByRole('link', { name: `تعديل: ${title}` })).toHaveAttribute('href', /^\/ar\/write\/\d+$/);
    await expectNoSeriousA11yViolations(page);
  });
});
