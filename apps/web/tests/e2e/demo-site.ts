import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { testReaders } from './support/test-readers';

/** The demo seed's access key (the default of a local install). */
export const ACCESS_KEY = process.env.ACCESS_KEY ?? '5670';

interface DemoNews {
  user_id: number;
  slug: string;
  title: string;
  content_type: string;
  images: unknown[];
}

/**
 * Stories of the demo seed, read from the API, to pick one of a given kind. Stories the test
 * writers publish meanwhile (the writers' desk, the XSS corpus) are left out, so a test that
 * takes "the newest story" gets the seed's, whichever specs ran before it.
 */
export async function demoNews(request: APIRequestContext, languageId = 1): Promise<DemoNews[]> {
  const response = await request.get(`/api/get_news?access_key=${ACCESS_KEY}&language_id=${languageId}&limit=100`);
  expect(response.ok()).toBe(true);
  const writers = new Set(testReaders().map((reader) => reader.id));
  return ((await response.json()) as { data: DemoNews[] }).data.filter((story) => !writers.has(story.user_id));
}

/** `<html lang dir>` of the page. */
export async function expectDocumentLanguage(page: Page, lang: string, dir: 'ltr' | 'rtl') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
}

/**
 * Opens a story and waits until its scripts run (the view is counted then): from that moment its
 * buttons answer taps. A tap before the page is hydrated would be lost.
 */
export async function openStory(page: Page, path: string) {
  const counted = page.waitForResponse(/\/api\/set_news_view/);
  await page.goto(path);
  await counted;
}

/**
 * The page's one canonical link. After a move within the site the old page's head tags can
 * linger for a moment beside the new ones, so this waits for exactly one before reading it.
 */
export async function expectCanonical(page: Page, href: RegExp) {
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveCount(1);
  await expect(canonical).toHaveAttribute('href', href);
}

/**
 * Scrolls to an article's reader actions or comments, as a reader does: their code loads when
 * they come near the screen, and the working part may take the drawn one's place meanwhile.
 */
export async function scrollToLazyPart(part: Locator) {
  await expect(async () => part.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass({ timeout: 15_000 });
}
