import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { demoNews, expectDocumentLanguage, openStory, scrollToLazyPart } from './demo-site';
import { signInAs, testReaders } from './support/test-readers';

const actionsOf = (page: Page, name = 'Reader actions') => page.getByRole('group', { name });
// The actions' code loads when they come near the screen, as a reader scrolls to them.
const scrollToActions = (page: Page, name?: string) => scrollToLazyPart(actionsOf(page, name));
const countOf = async (page: Page, button: RegExp) => Number((await actionsOf(page).getByRole('button', { name: button }).locator('strong').textContent())?.replace(/\D/g, ''));

test.describe('reader actions on an article', () => {
  test('a signed-out reader sees the counts and can copy the link', async ({ page, context, request }) => {
    const story = (await demoNews(request))[2]!;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/news/${story.slug}`);
    await scrollToActions(page);
    const actions = actionsOf(page);
    await expect(actions.getByTestId('story-views')).toHaveText(/\d/);
    // Checked before any toast: a toast fading out is caught halfway by the contrast check.
    await expectNoSeriousA11yViolations(page);
    await actions.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/news/${story.slug}$`));
  });

  // The sign-in screen is another issue's: these tests check where the reader is sent, not that screen.
  for (const button of [/^\W*Like/, /^\W*Dislike/, /^Bookmark$/]) {
    test(`a signed-out reader who taps ${button.source.replace(/\W/g, '')} is sent to sign in and back to the story`, async ({ page, request }) => {
      const story = (await demoNews(request))[2]!;
      await openStory(page, `/news/${story.slug}`);
      await scrollToActions(page);
      await actionsOf(page).getByRole('button', { name: button }).click();
      await expect(page).toHaveURL(new RegExp(`/sign-in\\?next=${encodeURIComponent(`/news/${story.slug}`)}$`));
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/news/${story.slug}$`));
    });
  }

  test('a signed-in reader likes, switches to dislike and clears, and the page remembers it', async ({ page, request }) => {
    const story = (await demoNews(request))[3]!;
    await signInAs(page, testReaders()[0]!);
    await page.goto(`/news/${story.slug}`);
    await scrollToActions(page);
    const like = actionsOf(page).getByRole('button', { name: /^\W*Like/ });
    const dislike = actionsOf(page).getByRole('button', { name: /^\W*Dislike/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    const likesBefore = await countOf(page, /^\W*Like/);

    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like.locator('strong')).toHaveText(String(likesBefore + 1));

    await page.reload();
    await scrollToActions(page);
    await expect(like).toHaveAttribute('aria-pressed', 'true');

    await dislike.click();
    await expect(dislike).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like.locator('strong')).toHaveText(String(likesBefore));

    await dislike.click();
    await expect(dislike).toHaveAttribute('aria-pressed', 'false');
  });

  test('a signed-in reader bookmarks a story and removes the bookmark', async ({ page, request }) => {
    const story = (await demoNews(request))[4]!;
    await signInAs(page, testReaders()[1]!);
    await page.goto(`/news/${story.slug}`);
    await scrollToActions(page);
    const actions = actionsOf(page);
    await actions.getByRole('button', { name: 'Bookmark', exact: true }).click();
    await expect(actions.getByRole('button', { name: 'Remove bookmark' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await scrollToActions(page);
    await actions.getByRole('button', { name: 'Remove bookmark' }).click();
    await expect(actions.getByRole('button', { name: 'Bookmark', exact: true })).toHaveAttribute('aria-pressed', 'false');
  });

  test('the actions speak Arabic on an Arabic story', async ({ page, request }) => {
    const languages = (await (await request.get('/api/get_languages_list?access_key=5670')).json()) as { data: { id: number; code: string }[] };
    const arabic = languages.data.find((language) => language.code === 'ar')!;
    const story = (await demoNews(request, arabic.id))[0]!;
    await page.goto(`/ar/news/${story.slug}`);
    await scrollToActions(page, 'إجراءات القارئ');
    await expectDocumentLanguage(page, 'ar', 'rtl');
    const actions = page.getByRole('group', { name: 'إجراءات القارئ' });
    await expect(actions.getByRole('button', { name: 'مشاركة' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
