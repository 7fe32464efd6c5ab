import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { ACCESS_KEY } from './demo-site';
import { signInAs, testReader } from './support/test-readers';
import { pictureFile, storyText, uniqueSuffix } from './support/writers-desk';

/** The addresses of images in their order on the page. */
const sources = (images: Locator) => images.evaluateAll((found) => found.map((image) => (image as HTMLImageElement).src));

/** Whether an image arrived and decoded (a broken address leaves it zero wide). */
const loaded = (image: Locator) => image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0);

async function saveAndWaitForMyStories(page: Page) {
  await page.getByRole('button', { name: 'Save the story' }).click();
  await page.waitForURL(/\/my-stories$/);
}

test.describe('images on the writers’ desk', () => {
  test('an image uploaded into the text, with its description, and a gallery put in another order after saving', async ({ page, browser, request }, testInfo) => {
    test.setTimeout(120_000);
    const suffix = uniqueSuffix(testInfo);
    const title = `Harbour pictures ${suffix}`;
    await signInAs(page, testReader('Test Trusted Author'));
    await page.goto('/write');
    await page.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Title', { exact: true }).fill(title);
    const editor = await storyText(page, 'Story text');
    await editor.click();
    await page.keyboard.type('The harbour at dusk:');

    // The image button opens a panel: a file from this device and what it shows, for screen readers.
    await page.getByRole('button', { name: 'Image', exact: true }).click();
    const panel = page.getByRole('group', { name: 'Image', exact: true });
    await panel.getByLabel('Upload an image from this device', { exact: true }).setInputFiles(await pictureFile('dusk.png', '#d08020'));
    await panel.getByLabel('Image description for readers who cannot see it').fill('Boats under an orange sky');
    await expectNoSeriousA11yViolations(page);
    await panel.getByRole('button', { name: 'Apply' }).click();
    const inText = editor.getByRole('img', { name: 'Boats under an orange sky' });
    await expect(inText).toBeVisible();
    await expect.poll(() => loaded(inText)).toBe(true);
    await expect(panel).toHaveCount(0);

    await page.getByLabel('Choose an image', { exact: true }).setInputFiles(await pictureFile('pictures-main.png', '#204060'));
    await page.getByLabel('Add images', { exact: true }).setInputFiles([
      await pictureFile('first.png', '#c04020'),
      await pictureFile('second.png', '#20a040'),
      await pictureFile('third.png', '#2040a0'),
    ]);
    await expect(page.getByRole('img', { name: 'Image 3: third.png' })).toBeVisible();
    await saveAndWaitForMyStories(page);

    // Editing: the saved images move like chosen ones; the new order is kept by the save.
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await row.getByRole('link', { name: `Edit: ${title}` }).click();
    const saved = page.getByRole('img', { name: /^Saved image \d+$/ });
    await expect(saved).toHaveCount(3);
    const [first, second, third] = await sources(saved);
    await page.getByRole('button', { name: 'Move up: Saved image 3' }).click();
    await page.getByRole('button', { name: 'Move up: Saved image 2' }).click();
    await expect.poll(() => sources(saved)).toEqual([third, first, second]);
    await expectNoSeriousA11yViolations(page);
    await saveAndWaitForMyStories(page);

    // The desk reads the story again in the new order, and so does any client of the API.
    await row.getByRole('link', { name: `Edit: ${title}` }).click();
    await expect.poll(() => sources(saved)).toEqual([third, first, second]);
    const answer = await request.get(`/api/get_news?access_key=${ACCESS_KEY}&slug=harbour-pictures-${suffix}`);
    const [story] = ((await answer.json()) as { data: { images: { other_image: string }[] }[] }).data;
    expect(story!.images.map((image) => image.other_image)).toEqual([third, first, second]);

    // A signed-out reader sees the text's image with its description (the article page itself
    // may be the one rendered before the edit for the site's cache window).
    const reader = await browser.newPage();
    await reader.goto(`/news/harbour-pictures-${suffix}`);
    const published = reader.getByRole('article').getByRole('img', { name: 'Boats under an orange sky' });
    await expect(published).toBeVisible();
    await expect.poll(() => loaded(published)).toBe(true);
    await reader.close();
  });

  test('an image that is not a picture is refused in the panel, and nothing is put in the text', async ({ page }) => {
    await signInAs(page, testReader('Test Author Two'));
    await page.goto('/write');
    const editor = await storyText(page, 'Story text');
    await editor.click();
    await page.getByRole('button', { name: 'Image', exact: true }).click();
    const panel = page.getByRole('group', { name: 'Image', exact: true });
    await panel.getByLabel('Upload an image from this device', { exact: true }).setInputFiles({ name: 'note.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(panel.getByRole('alert')).toContainText('must be a JPEG, PNG, WebP or GIF image');
    await expect(editor.getByRole('img')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
  });
});
