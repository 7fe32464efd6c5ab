import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { demoNews, expectDocumentLanguage } from './demo-site';
import { postAs } from './support/reader-api';
import { signInAs, testReaders } from './support/test-readers';

test.describe("a reader's own pages", () => {
  // The sign-in screen is another issue's: these tests check where the reader is sent, not that screen.
  test('signed out, the bookmarks and notifications pages send the reader to sign in and back', async ({ page, request }) => {
    const cached = await request.get('/bookmarks');
    expect(await cached.text()).toContain('noindex');

    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Bookmarks' }).click();
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fbookmarks$/);
    // Back returns home, not to the page that only sent the reader on.
    await page.goBack();
    await expect(page).toHaveURL(/:\d+\/$/);

    await page.goto('/notifications');
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fnotifications$/);

    await page.goto('/ar/bookmarks');
    await expect(page).toHaveURL(/\/ar\/sign-in\?next=%2Far%2Fbookmarks$/);
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
    await signInAs(page, testReaders()[0]!);
    await page.goto('/ar/bookmarks');
    await expectDocumentLanguage(page, 'ar', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'المحفوظات' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/ar/notifications');
    await expect(page.getByRole('heading', { level: 2, name: 'إشعاراتي' })).toBeVisible();
    await expect(page).toHaveURL(/\/ar\/notifications$/);
  });
});
