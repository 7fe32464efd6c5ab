import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { demoNews, openStory, scrollToLazyPart } from './demo-site';
import { savedUser, signInWithEmail, test } from './support/accounts';
import { postAs } from './support/reader-api';
import { endSession, readerWithOwnSession } from './support/sessions';
import { signInAs } from './support/test-readers';

const banner = (page: Page) => page.getByRole('banner');
const notice = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** The language id of a code in the demo site. */
async function languageId(page: Page, code: string): Promise<number> {
  const languages = (await (await page.request.get('/api/get_languages_list?access_key=5670')).json()) as { data: { id: number; code: string }[] };
  return languages.data.find((language) => language.code === code)!.id;
}

test.describe('a session that ended elsewhere', () => {
  test('the next action says so in the reader’s words, signs them out, and signing in again leads back to the story', async ({ page, request }) => {
    const reader = await readerWithOwnSession(request, 'Ended');
    const story = (await demoNews(request))[9]!;
    const storyPath = `/news/${story.slug}`;
    const signInHere = `/sign-in?next=${encodeURIComponent(storyPath)}`;
    await signInAs(page, reader);
    await openStory(page, storyPath);
    await expect(banner(page).getByRole('button', { name: 'Account' })).toBeVisible();

    // Signed out on another device: the browser does not know yet.
    await endSession(request, reader.token);
    // The actions' code loads when they come near the screen, as a reader scrolls to them.
    await scrollToLazyPart(page.getByRole('group', { name: 'Reader actions' }));
    await page.getByRole('group', { name: 'Reader actions' }).getByRole('button', { name: 'Bookmark', exact: true }).click();

    const ended = notice(page, 'Your session has ended');
    await expect(ended).toBeVisible();
    await expect(ended.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', signInHere);
    await expect(banner(page).getByRole('button', { name: 'Account' })).toHaveCount(0);
    await expect(banner(page).getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', signInHere);
    // Said once, in words the reader can act on; not the server's message.
    await expect(page.getByText('Authorization token is invalid or expired')).toHaveCount(0);
    await expect.poll(async () => (await savedUser(page)).isLogin).toBe(false);
    await expectNoSeriousA11yViolations(page);

    await ended.getByRole('link', { name: 'Sign in again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await signInWithEmail(page, reader.email, reader.password);
    await expect(page).toHaveURL(new RegExp(`${storyPath}$`));
    await expect(banner(page).getByRole('button', { name: 'Account' })).toBeVisible();
    await expect(notice(page, 'Your session has ended')).toHaveCount(0);
  });

  test('the bookmarks page shows a failed read as a failure with a retry, and an ended session as the way to sign in, never as “no bookmarks”', async ({ page, request }) => {
    const reader = await readerWithOwnSession(request, 'Bookmarker');
    const french = await languageId(page, 'fr');
    const story = (await demoNews(request, french))[0]!;
    await postAs(request, reader, 'set_bookmark', { news_id: story.slug, status: 1 });
    await signInAs(page, reader);
    const noBookmarks = page.getByText('Vous n’avez encore enregistré aucun article.').or(page.getByText("Vous n'avez encore enregistré aucun article."));

    // The list cannot be read (the network drops): an error and a retry, not an empty list.
    await page.route('**/api/get_bookmark?**', (route) => route.abort());
    await page.goto('/fr/bookmarks');
    const failed = page.getByRole('main').getByRole('alert').filter({ hasText: 'Cette liste n’a pas pu être chargée.' });
    await expect(failed).toBeVisible();
    await expect(noBookmarks).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.unroute('**/api/get_bookmark?**');
    await failed.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('link', { name: story.title })).toBeVisible();

    // The session ends elsewhere: the page sends the reader to sign in and back, and says why.
    await endSession(request, reader.token);
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/fr/sign-in\\?next=${encodeURIComponent('/fr/bookmarks')}$`));
    await expect(notice(page, 'Votre session a pris fin')).toBeVisible();
    await expect(noBookmarks).toHaveCount(0);
  });

  test('a protected account screen sends the reader to sign in and back to it, in Arabic', async ({ page, request }) => {
    const reader = await readerWithOwnSession(request, 'Profile');
    await signInAs(page, reader);
    await endSession(request, reader.token);
    await page.goto('/ar/profile/categories');
    await expect(page).toHaveURL(new RegExp(`/ar/sign-in\\?next=${encodeURIComponent('/ar/profile/categories')}$`));
    await expect(notice(page, 'انتهت جلستك')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
