import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { demoNews, expectDocumentLanguage } from './demo-site';
import { headerLink, languageIdOf, replyTo, textOf, unreadName } from './notification-replies';
import { test } from './support/accounts';
import { endSession, readerWithOwnSession } from './support/sessions';
import { signInAs } from './support/test-readers';

/**
 * "Mark all as read" on the notifications page (issue 14): the list and the header's count change
 * at once, the page says so, and a failure is told and undone, never swallowed; so is a failed
 * mark of one notification the reader followed. Each test has readers of its own.
 */

const MARKING = '**/api/set_user_notification_read';

/** A reader with `count` unread replies, signed in on their notifications page. */
async function readerWithReplies(page: Page, request: APIRequestContext, code: 'en' | 'fr' | 'ar', count: number) {
  const prefix = code === 'en' ? '' : `/${code}`;
  const text = await textOf(request, code);
  const author = await readerWithOwnSession(request, 'Marking');
  const replier = await readerWithOwnSession(request, 'Answering');
  const story = (await demoNews(request, await languageIdOf(request, code)))[5]!;
  for (let n = 0; n < count; n += 1) await replyTo(request, author, replier, story.slug);

  await signInAs(page, author);
  await page.goto(`${prefix}/notifications`);
  const personal = page.getByRole('region', { name: text.personalNotifications });
  await expect(headerLink(page, prefix)).toHaveAccessibleName(unreadName(text, code, count));
  await expect(personal.getByText(text.unread, { exact: true })).toHaveCount(count);
  return { prefix, text, author, story, personal, markAll: personal.getByRole('button', { name: text.markAllRead }) };
}

test.describe('marking personal notifications read', () => {
  test('"Mark all as read" clears the list and the header at once and says so; it holds after a reload', async ({ page, request }) => {
    const { text, personal, markAll } = await readerWithReplies(page, request, 'en', 2);
    await expectNoSeriousA11yViolations(page);

    // The API's answer is held back: what the reader sees must not wait for it.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(MARKING, async (route) => {
      await answered;
      await route.continue();
    });
    await markAll.click();
    await expect(personal.getByText(text.unread, { exact: true })).toHaveCount(0);
    await expect(headerLink(page, '')).toHaveAccessibleName(text.notifications);
    await expect(markAll).toHaveCount(0);
    const status = personal.getByRole('status');
    // The button went away under the focus: the focus waits where the outcome will be said.
    await expect(status).toBeFocused();
    answer();

    await expect(status).toHaveText(text.allMarkedRead);
    await expectNoSeriousA11yViolations(page);
    await page.unroute(MARKING);

    await page.reload();
    await expect(personal.getByRole('listitem')).toHaveCount(2);
    await expect(personal.getByText(text.unread, { exact: true })).toHaveCount(0);
    await expect(markAll).toHaveCount(0);
    await expect(headerLink(page, '')).toHaveAccessibleName(text.notifications);
  });

  test('a dropped call says so in Arabic and puts the unread ones back; trying again works', async ({ page, request }) => {
    const { prefix, text, personal, markAll } = await readerWithReplies(page, request, 'ar', 1);
    await expectDocumentLanguage(page, 'ar', 'rtl');

    await page.route(MARKING, (route) => route.abort());
    await markAll.click();
    const failed = personal.getByRole('alert').filter({ hasText: text.markAllReadFailed });
    await expect(failed).toBeVisible();
    await expect(markAll).toBeVisible();
    await expect(personal.getByText(text.unread, { exact: true })).toHaveCount(1);
    await expect(headerLink(page, prefix)).toHaveAccessibleName(unreadName(text, 'ar', 1));
    await expectNoSeriousA11yViolations(page);

    await page.unroute(MARKING);
    await markAll.click();
    await expect(personal.getByRole('status')).toHaveText(text.allMarkedRead);
    await expect(failed).toHaveCount(0);
    await expect(headerLink(page, prefix)).toHaveAccessibleName(text.notifications);
  });

  test('an ended session is told once, by the shell, and sends the reader to sign in', async ({ page, request }) => {
    const { author, text, markAll } = await readerWithReplies(page, request, 'en', 1);
    await endSession(request, author.token);
    await markAll.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your session has ended' })).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fnotifications$/);
    await expect(page.getByText(text.markAllReadFailed)).toHaveCount(0);
  });

  test('following one notification marks it read; when that fails the reader is told, in French, and it stays unread', async ({ page, request }) => {
    const { prefix, text, personal, story } = await readerWithReplies(page, request, 'fr', 1);
    await page.route(MARKING, (route) => route.abort());
    await personal.getByRole('listitem').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/news/${encodeURIComponent(story.slug)}#comment-\\d+$`));
    await expect(page.getByText(text.markReadFailed)).toBeVisible();
    await expect(headerLink(page, prefix)).toHaveAccessibleName(unreadName(text, 'fr', 1));

    await page.unroute(MARKING);
    await page.goBack();
    await expect(personal.getByText(text.unread, { exact: true })).toHaveCount(1);
    await personal.getByRole('listitem').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/news/${encodeURIComponent(story.slug)}#comment-\\d+$`));
    await expect(headerLink(page, prefix)).toHaveAccessibleName(text.notifications);
  });
});
