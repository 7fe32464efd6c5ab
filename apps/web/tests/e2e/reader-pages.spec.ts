import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { demoNews, expectDocumentLanguage } from './demo-site';
import { signInAs, testReaders, type TestReader } from './support/test-readers';

/** Calls the API as a test reader, as the site's own scripts would. */
async function postAs(request: APIRequestContext, reader: TestReader, endpoint: string, form: Record<string, string | number>) {
  const response = await request.post(`/api/${endpoint}`, { headers: { authorization: `Bearer ${reader.token}` }, form: { access_key: '5670', ...form } });
  expect(response.ok(), `${endpoint}: ${await response.text()}`).toBe(true);
  return (await response.json()) as { data: { id: number }[] };
}

test.describe("a reader's own pages", () => {
  test('signed out, the bookmarks and notifications pages say what signing in brings', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Bookmarks' }).click();
    await expect(page).toHaveURL(/\/bookmarks$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bookmarks' })).toBeVisible();
    await expect(page.getByText('Sign in to keep stories for later')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('banner').getByRole('link', { name: 'Notifications' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Personal notifications' })).toBeVisible();
    await expect(page.getByText('Sign in to see replies to your comments')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'News notifications' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a reader finds a bookmarked story on the bookmarks page and removes it there', async ({ page, request }) => {
    const story = (await demoNews(request))[7]!;
    const reader = testReaders()[1]!;
    await postAs(request, reader, 'set_bookmark', { news_id: story.slug, status: 1 });
    await signInAs(page, reader);
    await page.goto('/bookmarks');
    await expect(page.getByRole('link', { name: story.title })).toBeVisible();
    await page.getByRole('button', { name: `Remove bookmark: ${story.title}` }).click();
    await expect(page.getByRole('link', { name: story.title })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('link', { name: story.title })).toHaveCount(0);
  });

  test('a reader sees a reply to their comment among their notifications and deletes it', async ({ page, request }) => {
    const story = (await demoNews(request))[8]!;
    const [author, replier] = testReaders();
    const posted = await postAs(request, author!, 'set_comment', { news_id: story.slug, parent_id: 0, message: `Notify me ${Date.now()}` });
    const commentId = posted.data[0]!.id;
    await postAs(request, replier!, 'set_comment', { news_id: story.slug, parent_id: commentId, message: 'A reply worth a notification' });

    await signInAs(page, author!);
    await page.goto('/notifications');
    const personal = page.getByRole('region', { name: 'Personal notifications' });
    const notice = personal.getByRole('listitem').filter({ hasText: `${replier!.name} replied to your comment` }).first();
    await expect(notice).toBeVisible();
    // Checked before any toast: a toast fading out is caught halfway by the contrast check.
    await expectNoSeriousA11yViolations(page);
    await notice.getByRole('button', { name: /^Delete/ }).click();
    await expect(personal.getByRole('listitem').filter({ hasText: `${replier!.name} replied to your comment` })).toHaveCount(0);
  });

  test('the pages speak Arabic, right to left', async ({ page }) => {
    await page.goto('/ar/bookmarks');
    await expectDocumentLanguage(page, 'ar', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'المحفوظات' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/ar/notifications');
    await expect(page.getByRole('heading', { level: 2, name: 'إشعاراتي' })).toBeVisible();
  });
});
