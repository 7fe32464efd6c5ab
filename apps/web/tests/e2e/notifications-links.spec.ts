import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { demoNews, expectDocumentLanguage } from './demo-site';
import { headerLink, languageIdOf, replyTo, textOf, unreadName } from './notification-replies';
import { test } from './support/accounts';
import { readerWithOwnSession } from './support/sessions';
import { signInAs } from './support/test-readers';

/**
 * Personal notifications lead somewhere (issue 14): a reply to the reader's comment shows as an
 * unread count in the header, stands out on the notifications page, and leads to the reply itself;
 * opening it takes the count down. Each test has readers of its own, so runs side by side (and
 * repeated) never see each other's notifications.
 */

async function followTheReply(page: Page, request: APIRequestContext, code: 'en' | 'ar') {
  const prefix = code === 'en' ? '' : `/${code}`;
  const text = await textOf(request, code);
  const author = await readerWithOwnSession(request, 'Notified');
  const replier = await readerWithOwnSession(request, 'Replier');
  const story = (await demoNews(request, await languageIdOf(request, code)))[3]!;
  const { reply, replyId } = await replyTo(request, author, replier, story.slug);

  await signInAs(page, author);
  await page.goto(`${prefix}/`);
  await expect(headerLink(page, prefix)).toHaveAccessibleName(unreadName(text, code, 1));
  await expectNoSeriousA11yViolations(page);

  await headerLink(page, prefix).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/notifications$`));
  const personal = page.getByRole('region', { name: text.personalNotifications });
  const item = personal.getByRole('listitem').filter({ hasText: replier.name });
  // Unread in words, and in weight: not by colour alone.
  await expect(item.getByText(text.unread, { exact: true })).toBeVisible();
  const link = item.getByRole('link');
  await expect(link).toHaveAttribute('href', `${prefix}/news/${encodeURIComponent(story.slug)}#comment-${replyId}`);
  expect(Number(await link.evaluate((element) => getComputedStyle(element).fontWeight))).toBeGreaterThanOrEqual(700);
  await expect(item).toContainText(story.title);
  await expectNoSeriousA11yViolations(page);

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/news/${encodeURIComponent(story.slug)}#comment-${replyId}$`));
  const landed = page.locator(`#comment-${replyId}`);
  await expect(landed).toContainText(reply);
  await expect(landed).toBeInViewport();
  await expect(headerLink(page, prefix)).toHaveAccessibleName(text.notifications);

  // Read now, on the page too.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${prefix}/notifications$`));
  await expect(personal.getByRole('listitem').filter({ hasText: replier.name })).toBeVisible();
  await expect(personal.getByRole('listitem').filter({ hasText: replier.name }).getByText(text.unread, { exact: true })).toHaveCount(0);
}

test.describe('personal notifications lead to their comment', () => {
  test('a reply shows as unread in the header, stands out, and leads to the reply; the count drops', async ({ page, request }) => {
    await followTheReply(page, request, 'en');
  });

  test('the same on the Arabic site, in Arabic', async ({ page, request }) => {
    await followTheReply(page, request, 'ar');
    await expectDocumentLanguage(page, 'ar', 'rtl');
  });

  test('the header count follows a reply that arrives while the page is open', async ({ page, request }) => {
    const text = await textOf(request, 'en');
    const author = await readerWithOwnSession(request, 'Reading');
    const replier = await readerWithOwnSession(request, 'Later');
    // The page's clock is the test's: a minute passes without the test waiting one.
    await page.clock.install();
    await signInAs(page, author);
    await page.goto('/');
    await expect(headerLink(page, '')).toHaveAccessibleName(text.notifications);
    await replyTo(request, author, replier, (await demoNews(request))[4]!.slug);
    await page.clock.fastForward('01:01');
    await expect(headerLink(page, '')).toHaveAccessibleName(unreadName(text, 'en', 1));
  });
});
