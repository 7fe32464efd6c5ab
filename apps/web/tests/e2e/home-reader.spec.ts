import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCESS_KEY } from './demo-site';
import { expectNoSeriousA11yViolations } from './a11y';
import { postAs } from './support/reader-api';
import { signInAs, testReaders } from './support/test-readers';


interface Story {
  title: string;
  category_id: number;
  location: { location_name: string };
}

const titlesIn = (region: Locator) => region.getByRole('article').getByRole('heading').allInnerTexts();

/** The English home page's "For you" section (`user_choice` in the demo). */
const forYouOf = (page: Page) => page.getByRole('region', { name: 'For you' });
const nearYouOf = (page: Page) => page.getByRole('region', { name: 'News near you' });

test.describe('"For you" on the home page', () => {
  test("a signed-in reader sees stories of the categories they chose, loaded after the cached page, without a shift", async ({ page, request }) => {
    const reader = testReaders()[2]!;
    const categories = (await (await request.get(`/api/get_category?access_key=${ACCESS_KEY}&language_id=1`)).json()) as { data: { id: number }[] };
    const topic = categories.data.at(-1)!;
    await postAs(request, reader, 'set_user_category', { category_id: topic.id });
    const topicNews = (await (await request.get(`/api/get_news?access_key=${ACCESS_KEY}&language_id=1&category_id=${topic.id}&limit=100`)).json()) as { data: Story[] };
    const topicTitles = new Set(topicNews.data.map((story) => story.title));

    // The reader's stories are held back until the skeleton has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/get_featured_section_by_id/, async (route) => {
      await held;
      await route.continue();
    });
    await signInAs(page, reader);
    await page.goto('/');
    const forYou = forYouOf(page);
    await expect(forYou.getByRole('status', { name: 'Loading stories' })).toBeVisible();
    await expect(forYou.getByRole('article')).toHaveCount(0);
    const below = await nearYouOf(page).boundingBox();

    release();
    await expect
      .poll(async () => {
        const titles = await titlesIn(forYou);
        return titles.length > 0 && titles.every((title) => topicTitles.has(title.trim()));
      }, { message: '"For you" shows stories of the chosen category' })
      .toBe(true);
    await expect(forYou.getByRole('status', { name: 'Loading stories' })).toBeHidden();
    // Nothing below the section moved.
    expect((await nearYouOf(page).boundingBox())?.y).toBeCloseTo(below!.y, 0);
    await expectNoSeriousA11yViolations(page);
  });

  test("a signed-out reader keeps the newsroom's stories", async ({ page, request }) => {
    // The API answers a list holding the one section.
    const [section] = ((await (await request.get(`/api/get_featured_section_by_id?access_key=${ACCESS_KEY}&language_id=1&slug=for-you&offset=0&limit=6`)).json()) as {
      data: { news: Story[] }[];
    }).data;
    await page.goto('/');
    await expect.poll(() => titlesIn(forYouOf(page))).toEqual(section!.news.map((story) => story.title));
  });
});

test.describe('"News near you" on the home page', () => {
  test.use({ geolocation: { latitude: 48.8566, longitude: 2.3522 }, permissions: ['geolocation'] });

  test("never asks for the reader's position by itself; with their permission shows stories near them and remembers the place", async ({ page, request }) => {
    await page.addInitScript(() => {
      const geolocation = navigator.geolocation;
      const ask = geolocation.getCurrentPosition.bind(geolocation);
      (window as unknown as { asked: number }).asked = 0;
      geolocation.getCurrentPosition = (...args: Parameters<Geolocation['getCurrentPosition']>) => {
        (window as unknown as { asked: number }).asked += 1;
        ask(...args);
      };
    });
    // Rounded to two decimals before it leaves the browser.
    const near = (await (
      await request.get(`/api/get_featured_section_by_id?access_key=${ACCESS_KEY}&language_id=1&slug=top-stories&latitude=48.86&longitude=2.35&offset=0&limit=6`)
    ).json()) as { data: { news: Story[] }[] };
    const nearby = near.data[0]!.news;
    const expected = nearby.map((story) => story.title);
    expect(expected.length).toBeGreaterThan(0);
    expect(nearby.every((story) => story.location.location_name === 'Paris')).toBe(true);

    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const nearYou = nearYouOf(page);
    expect(await page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(0);
    await expect(nearYou.getByRole('article')).toHaveCount(0);

    const sent = page.waitForRequest((sent) => /get_featured_section_by_id.*latitude=48\.86.*longitude=2\.35/.test(sent.url()));
    await nearYou.getByRole('button', { name: 'Show news near me' }).click();
    await sent;
    await expect.poll(() => titlesIn(nearYou)).toEqual(expected);
    const savedPlace = () => page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem('persist:root') ?? '{}').settings ?? '{}') as { lat: number; long: number });
    await expect.poll(savedPlace).toMatchObject({ lat: 48.86, long: 2.35 });
    await expectNoSeriousA11yViolations(page);

    // The next visit shows them at once, without asking again.
    await page.reload();
    await expect.poll(() => titlesIn(nearYou)).toEqual(expected);
    expect(await page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(0);

    await nearYou.getByRole('button', { name: 'Stop using my location' }).click();
    await expect(nearYou.getByRole('article')).toHaveCount(0);
    await expect(nearYou.getByRole('button', { name: 'Show news near me' })).toBeVisible();
  });

  test('says so when the browser refuses the position', async ({ page }) => {
    await page.addInitScript(() => {
      navigator.geolocation.getCurrentPosition = (_success, failure) => failure?.({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError);
    });
    await page.goto('/ar');
    const nearYou = page.getByRole('region', { name: 'أخبار بالقرب منك' });
    await page.waitForLoadState('networkidle');
    await nearYou.getByRole('button', { name: 'اعرض الأخبار القريبة مني' }).click();
    await expect(nearYou.getByRole('alert')).toContainText('لا يسمح متصفحك');
  });
});
