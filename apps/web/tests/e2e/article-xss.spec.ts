import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { EDITOR_DOCUMENT, RICH_TEXT_PAYLOADS, UNCLOSED_PAYLOADS } from '@newsroom/api/testing';
import { expectNoSeriousA11yViolations } from './a11y';
import { expectDocumentLanguage } from './demo-site';
import { writeStoryAs } from './support/publish-story';
import { testReader } from './support/test-readers';

/**
 * Every attack of the rich text corpus (packages/api/test/xss-corpus.ts), published by a trusted
 * author and read in Chromium: no script runs (each would set `window.__xss` or open a dialog),
 * and the story's body holds only the allowlist, with no handler attribute or script URL. Four
 * stories hold them all, each ending with an attack that leaves a tag open; a run posts five
 * times, well inside the writer's posting limit (20 a minute) even when repeated.
 */
const BODY_TAGS = new Set(['p', 'br', 'hr', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'ul', 'ol', 'li', 'blockquote', 'a', 'img', 'figure', 'figcaption', 'iframe']);
const VIDEO_PLAYER = /^https:\/\/(?:(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/[\w-]+|player\.vimeo\.com\/video\/\d+)(?:\?|$)/.source;

/** Publishes a standard post as the corpus' trusted author, who publishes at once; answers its slug and stored description. */
const publish = (request: APIRequestContext, code: string, title: string, description: string) =>
  writeStoryAs(request, testReader('Test Corpus Author'), { title, code, description });

/** Answers other sites locally (no player or picture leaves the machine) and keeps every dialog the page opens. */
async function watch(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) =>
      route.request().resourceType() === 'document'
        ? route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Player</title></html>' })
        : route.fulfill({ status: 404 }),
  );
  return dialogs;
}

/** What the story's body holds that a description may not: foreign tags, handlers, script URLs, other frames. */
function bodyProblems(root: Element, [allowed, player]: [string[], string]): string[] {
  const problems: string[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const name = element.localName;
    if (!allowed.includes(name)) problems.push(`<${name}>`);
    if (name === 'iframe' && !new RegExp(player).test(element.getAttribute('src') ?? '')) problems.push(`<iframe src=${element.getAttribute('src')}>`);
    for (const { name: attribute, value } of Array.from(element.attributes)) {
      if (attribute.startsWith('on')) problems.push(`<${name} ${attribute}>`);
      // eslint-disable-next-line no-control-regex
      if (/^(?:javascript|vbscript|data):/i.test(value.replace(/[\u0000-\u0020]/g, ''))) problems.push(`<${name} ${attribute}=${value}>`);
    }
  }
  return problems;
}

/**
 * Publishes attacks as stories, each after a numbered marker. Should an attack swallow what
 * follows it, its story ends there and the rest go to a new story, so every attack is on a page,
 * after its marker.
 */
async function publishAttacks(request: APIRequestContext, code: string, attacks: readonly { marker: string; attack: string }[]) {
  const stories: { slug: string; markers: string[] }[] = [];
  for (let next = 0; next < attacks.length; ) {
    const batch = attacks.slice(next);
    // Titles in the story's language: they show in the site's lists, which other specs read word by word.
    const first = next + 1;
    const title = code === 'ar' ? `مجموعة الاختبار من ${first}` : `The corpus from ${batch[0]!.marker}`;
    const story = await publish(request, code, title, batch.map(({ marker, attack }) => `<p>${marker}</p>${attack}`).join(''));
    const shown = batch.findIndex(({ marker }) => !story.description.includes(`<p>${marker}</p>`));
    const count = shown === -1 ? batch.length : shown;
    expect(count, 'the first marker of a story is always kept').toBeGreaterThan(0);
    stories.push({ slug: story.slug, markers: batch.slice(0, count).map(({ marker }) => marker) });
    next += count;
  }
  return stories;
}

/** The corpus in four stories, each closed by an attack that leaves a tag open: two English, two Arabic. */
function plannedStories() {
  const numbered = RICH_TEXT_PAYLOADS.map((attack, index) => ({ marker: `Attack ${index + 1}`, attack }));
  const closed = numbered.filter(({ attack }) => !UNCLOSED_PAYLOADS.includes(attack));
  const unclosed = numbered.filter(({ attack }) => UNCLOSED_PAYLOADS.includes(attack));
  const perStory = Math.ceil(closed.length / unclosed.length);
  return unclosed.map((last, index) => [...closed.slice(index * perStory, (index + 1) * perStory), last]);
}

const half = Math.ceil(UNCLOSED_PAYLOADS.length / 2);
const languages = [
  { code: 'en', prefix: '', stories: plannedStories().slice(0, half) },
  { code: 'ar', prefix: '/ar', stories: plannedStories().slice(half) },
];

test.describe('a story description cannot attack its readers', () => {
  for (const { code, prefix, stories } of languages) {
    const markers = stories.flat().map(({ marker }) => marker);
    test(`${markers.length} attacks of the corpus (${markers[0]} to ${markers.at(-1)}) run nothing in ${code} articles`, async ({ page, request }) => {
      const dialogs = await watch(page);
      const published: { slug: string; markers: string[] }[] = [];
      for (const attacks of stories) published.push(...(await publishAttacks(request, code, attacks)));
      for (const story of published) {
        const path = `${prefix}/news/${story.slug}`;
        await page.goto(path);
        await expectDocumentLanguage(page, code, code === 'ar' ? 'rtl' : 'ltr');
        for (const marker of story.markers) await expect(page.getByText(marker, { exact: true })).toBeVisible();
        const body = page.getByText(story.markers[0]!, { exact: true }).locator('..');
        expect(await body.evaluate(bodyProblems, [[...BODY_TAGS], VIDEO_PLAYER] as [string[], string])).toEqual([]);
        expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
        expect(dialogs).toEqual([]);
        // The address as the browser keeps it: an Arabic slug is percent-encoded.
        await expect(page).toHaveURL(new RegExp(`${encodeURI(path)}$`));
      }
    });
  }

  test('what the editor writes is shown as written: headings, links, picture, video players', async ({ page, request }) => {
    const story = await publish(request, 'ar', 'قصة من المحرر', EDITOR_DOCUMENT);
    await watch(page);
    await page.goto(`/ar/news/${story.slug}`);
    await expect(page.getByRole('heading', { level: 2, name: 'What happened' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'minutes' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(page.getByRole('img', { name: 'The council chamber' })).toBeVisible();
    await expect(page.getByTitle('The meeting on video')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    await expect(page.getByTitle('Vimeo video')).toHaveAttribute('sandbox', /allow-scripts/);
    await expectNoSeriousA11yViolations(page);
  });
});
