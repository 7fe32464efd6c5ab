import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readerPagesText } from '../../src/features/reader-pages/reader-pages-text';
import { signInAs, testReader, testReaders } from './support/test-readers';
import { ACCESS_KEY, demoNews } from './demo-site';

/** The demo seed's access key (the default of a local install). */

/**
 * Every word of the French and Arabic sites is French or Arabic (issue 11, deviation 9): the
 * screens a reader walks through are opened and their text is read as the reader meets it (the
 * visible text, the names screen readers announce, the page title and description), and an
 * English sentence fails the test. Names, the brand, numbers and the few words below may stay.
 */

/** Little words that only English writes: two of them make a sentence English. */
const ENGLISH_FUNCTION_WORDS = new Set(
  (
    'the and your you are is with this that from have has was were will would should could been more not of to be there any here what ' +
    'which who when where how why for by it its our we they their into than can may must yet first about all'
  ).split(/\s+/),
);

/** English words of the interface, neither French nor names: a sentence made mostly of them is English. */
const ENGLISH_WORDS = new Set(
  (
    'read sign search share comments comment reply replies like dislike delete edit save update profile bookmark bookmarks loading page ' +
    'pages previous next latest breaking home menu contact privacy terms policy follow subscribe language dark light theme views ' +
    'published related watch video live streaming story stories found results type least characters try again something went wrong back ' +
    'skip content main navigation rights reserved categories category tags news near out account email password forgot create new name ' +
    'phone number code send remove report dismiss close open advertisement choose topics welcome added successfully fetched saved removed ' +
    'updated deleted'
  ).split(/\s+/),
);

/** A button or title that is one English word, where French would use another. */
const ENGLISH_ALONE = new Set(['like', 'dislike', 'reply', 'delete', 'share', 'search', 'home', 'comments', 'views', 'bookmark', 'bookmarks', 'profile', 'loading', 'dismiss', 'next', 'previous', 'submit', 'send', 'save', 'cancel', 'close', 'edit', 'report', 'advertisement', 'categories', 'breaking', 'watch']);

/** Names that stay as they are in every language: the brand, the test readers, product names. */
const ALLOWED = [/Meridian News/g, /Test Reader (One|Two|Three)/g, /Web Push|YouTube|Facebook|Instagram|WhatsApp|LinkedIn|Google|Apple|RSS/g];

/** The sentences of a text: lines, cut at sentence ends. */
function sentencesOf(text: string): string[] {
  return text
    .split(/\n|(?<=[.!?؟:;|])\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

function isEnglish(sentence: string): boolean {
  let text = sentence;
  for (const name of ALLOWED) text = text.replace(name, ' ');
  const words = (text.match(/[A-Za-z’']+/g) ?? []).map((word) => word.toLowerCase().replace(/[’']s$/, ''));
  if (words.length === 0) return false;
  if (words.length === 1) return ENGLISH_ALONE.has(words[0]!);
  if (new Set(words.filter((word) => ENGLISH_FUNCTION_WORDS.has(word))).size >= 2) return true;
  const english = words.filter((word) => ENGLISH_WORDS.has(word) || ENGLISH_FUNCTION_WORDS.has(word));
  return new Set(english).size >= 2 && english.length / words.length >= 0.5;
}

/**
 * The slugs of the stories other specs' test writers published in a language (the XSS corpus has
 * an Arabic story in English): their words are the writers', not the newsroom's. Read after the
 * page was opened, so every such story the page can show is among them.
 */
async function writersSlugs(request: APIRequestContext, languageId: number): Promise<string[]> {
  const response = await request.get(`/api/get_news?access_key=${ACCESS_KEY}&language_id=${languageId}&limit=100`);
  const writers = new Set(testReaders().map((reader) => reader.id));
  return ((await response.json()) as { data: { slug: string; user_id: number }[] }).data.filter((story) => writers.has(story.user_id)).map((story) => story.slug);
}

/**
 * What the reader meets on the page: visible text, names given to screen readers, title,
 * description; less the cards of the test writers' stories (`skipSlugs`).
 */
async function textOf(page: Page, skipSlugs: string[] = []): Promise<string[]> {
  return page.evaluate((slugs) => {
    for (const link of Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
      const path = decodeURIComponent(new URL(link.href).pathname);
      if (slugs.some((slug) => path.endsWith(`/news/${slug}`))) (link.closest('article') ?? link).remove();
    }
    const texts = [document.body.innerText, document.title];
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
    if (description) texts.push(description);
    for (const element of Array.from(document.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt], [aria-roledescription]'))) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  }, skipSlugs);
}

async function expectNoEnglish(page: Page, screen: string, skipSlugs: string[] = []) {
  const english = (await textOf(page, skipSlugs)).flatMap(sentencesOf).filter(isEnglish);
  expect([...new Set(english)], `English on ${screen}`).toEqual([]);
}

async function firstOf<T>(request: APIRequestContext, endpointAndQuery: string): Promise<T> {
  const response = await request.get(`/api/${endpointAndQuery}&access_key=${ACCESS_KEY}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T[] }).data[0]!;
}

async function labelsOf(request: APIRequestContext, code: string): Promise<Record<string, string>> {
  const response = await request.get(`/api/get_language_json_data?access_key=${ACCESS_KEY}&code=${code}`);
  return ((await response.json()) as { data: Record<string, string> }).data;
}

async function languageId(request: APIRequestContext, code: string): Promise<number> {
  const response = await request.get(`/api/get_languages_list?access_key=${ACCESS_KEY}`);
  const { data } = (await response.json()) as { data: { id: number; code: string }[] };
  return data.find((language) => language.code === code)!.id;
}

/** Opens a screen and waits until the reader sees it: its main heading, or its main region and footer. */
async function open(page: Page, path: string, heading?: string | RegExp) {
  await page.goto(path);
  if (heading !== undefined) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

for (const code of ['fr', 'ar'] as const) {
  test.describe(`the ${code === 'fr' ? 'French' : 'Arabic'} site speaks only ${code === 'fr' ? 'French' : 'Arabic'}`, () => {
    test('home, an article, a category and search', async ({ page, request }) => {
      const id = await languageId(request, code);
      // A story of the demo seed: the test writers' stories (other specs) are not the newsroom's words.
      const [story] = await demoNews(request, id);
      if (!story) throw new Error('the demo seed has stories in every language');
      const category = await firstOf<{ slug: string; category_name: string }>(request, `get_category?language_id=${id}&offset=0&limit=1`);

      await open(page, `/${code}`);
      await expectNoEnglish(page, 'home', await writersSlugs(request, id));

      await open(page, `/${code}/news/${story.slug}`, story.title);
      await expectNoEnglish(page, 'an article', await writersSlugs(request, id));

      await open(page, `/${code}/category/${category.slug}`, category.category_name);
      await expectNoEnglish(page, 'a category', await writersSlugs(request, id));

      const word = story.title.split(/\s+/).find((part) => part.length >= 4) ?? story.title;
      await page.goto(`/${code}/search?q=${encodeURIComponent(word)}`);
      await expect(page.getByRole('main').getByRole('link', { name: story.title }).first()).toBeVisible();
      await expectNoEnglish(page, 'search results', await writersSlugs(request, id));
    });

    test('the account screens of a signed-out reader', async ({ page }) => {
      for (const screen of ['sign-in', 'sign-up', 'forgot-password']) {
        await open(page, `/${code}/${screen}`);
        await expect(page.getByRole('main').getByRole('textbox').first()).toBeVisible();
        await expectNoEnglish(page, screen);
      }
    });

    test('the account screens of a signed-in reader', async ({ page, request }) => {
      // Before the first page: the saved sign-in is read when the site starts.
      await signInAs(page, testReaders()[2]!);
      await open(page, `/${code}/profile`);
      await expect(page.getByRole('main').getByRole('textbox').first()).toBeVisible();
      await expectNoEnglish(page, 'profile');

      await open(page, `/${code}/profile/categories`);
      await expect(page.getByRole('main').getByRole('checkbox').first()).toBeEnabled();
      await expectNoEnglish(page, 'followed topics');

      // These lists load after the page, for the signed-in reader (who has none): wait until the
      // reader is told so, in the words the page uses (its own text, or the newsroom's label).
      const text = readerPagesText(code, await labelsOf(request, code));
      await open(page, `/${code}/bookmarks`);
      await expect(page.getByRole('main').getByText(text.noBookmarks)).toBeVisible();
      await expectNoEnglish(page, 'bookmarks');

      await open(page, `/${code}/notifications`);
      await expect(page.getByRole('main').getByText(text.noNotifications).first()).toBeVisible();
      await expectNoEnglish(page, 'notifications');
    });

    test('the writers\' screens', async ({ page }) => {
      await signInAs(page, testReader('Test Author Two'));
      await open(page, `/${code}/write`);
      await expect(page.getByRole('main').getByRole('toolbar')).toBeVisible();
      await expectNoEnglish(page, 'the writers\' desk');

      await open(page, `/${code}/my-stories`);
      // The list loads after the page: wait for its stories, or the invitation to write the first.
      const main = page.getByRole('main');
      await expect(main.getByRole('listitem').or(main.locator(`a[href$="/${code}/write"]`)).first()).toBeVisible();
      await expectNoEnglish(page, 'my stories');
    });
  });
}
