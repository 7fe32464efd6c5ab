import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { demoNews } from './demo-site';
import { signInAs, testReader } from './support/test-readers';
import { holdSaves, keptFileNames, pictureFile, storyText, uniqueSuffix, videoFile } from './support/writers-desk';

test.describe('the writers’ desk', () => {
  test('an author writes a story with images, finds the draft after a reload, previews, saves, edits and deletes it', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const suffix = uniqueSuffix(testInfo);
    const title = `Harbour lights ${suffix}`;
    await signInAs(page, testReader('Test Author'));
    await page.goto('/write');
    await expect(page.getByRole('heading', { level: 1, name: 'Write a story' })).toBeVisible();
    const category = page.getByLabel('Category', { exact: true });
    await expect(category.locator('option')).not.toHaveCount(1);
    await category.selectOption({ index: 1 });
    await page.getByLabel('Title', { exact: true }).fill(title);
    await expect(page.getByLabel('Web address (slug)')).toHaveValue(`harbour-lights-${suffix}`);
    await expect(page.getByText('This address is free.')).toBeVisible();

    // Keyboard only: from the text, Shift+Tab reaches the toolbar, the arrows move to Bold, Enter presses it.
    const editor = await storyText(page, 'Story text');
    await editor.click();
    await page.keyboard.type('The harbour lights came back on. ');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Heading', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: 'Bold' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    // The button hands the focus back to the text; typing waits for it.
    await expect(editor).toBeFocused();
    await page.keyboard.type('Every one of them.');
    await expect(editor.locator('strong')).toHaveText('Every one of them.');
    await page.keyboard.press('Control+b');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('A first point');
    await expect(editor.locator('ul li')).toHaveText('A first point');

    const main = await pictureFile('harbour-main.png', '#204060');
    const gallery = [await pictureFile('harbour-one.png', '#c04020'), await pictureFile('harbour-two.png', '#20a040')];
    await page.getByLabel('Choose an image', { exact: true }).setInputFiles(main);
    await page.getByLabel('Add images', { exact: true }).setInputFiles(gallery);
    await expect(page.getByRole('img', { name: /harbour-two\.png/ })).toBeVisible();
    await page.getByRole('button', { name: 'Move up: Image 2' }).click();
    await expect(page.getByRole('img', { name: 'Image 1: harbour-two.png' })).toBeVisible();
    await expect(page.getByText(/^Draft kept at/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The autosave has kept the last change once the saved state holds the new order.
    await expect.poll(() => keptFileNames(page)).toEqual(['harbour-main.png', 'harbour-two.png', 'harbour-one.png']);

    // A reload keeps everything typed; chosen files are named so the writer can add them again.
    await page.reload();
    await expect(page.getByText('Your unsaved draft was restored.')).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect((await storyText(page, 'Story text')).locator('strong')).toHaveText('Every one of them.');
    await expect(page.getByText('Add these files again: harbour-main.png, harbour-two.png, harbour-one.png')).toBeVisible();
    await page.getByLabel('Choose an image', { exact: true }).setInputFiles(main);
    await page.getByLabel('Add images', { exact: true }).setInputFiles(gallery);

    await page.getByRole('button', { name: 'Show the preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(preview.getByRole('heading', { name: 'Photos' })).toBeVisible();
    await expect(preview.locator('.rich-text strong')).toHaveText('Every one of them.');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Save the story' }).click();
    await page.waitForURL(/\/my-stories$/);
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(row).toContainText('Pending approval');

    // Editing: a saved gallery image is deleted at once, the category changes.
    await row.getByRole('link', { name: `Edit: ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit your story' })).toBeVisible();
    const removeSaved = page.getByRole('button', { name: 'Delete this saved image' });
    await expect(removeSaved).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    await removeSaved.first().click();
    await expect(removeSaved).toHaveCount(1);
    const editedCategory = page.getByLabel('Category', { exact: true });
    await editedCategory.selectOption({ index: 2 });
    const categoryName = (await editedCategory.locator('option:checked').textContent())!;
    await page.getByRole('button', { name: 'Save the story' }).click();
    await page.waitForURL(/\/my-stories$/);
    await expect(row).toContainText(categoryName);

    await row.getByRole('button', { name: `Delete: ${title}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete the story' }).click();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  });

  test('a trusted author publishes a YouTube story at once and an uploaded video with its progress', async ({ page, browser }, testInfo) => {
    test.setTimeout(90_000);
    const suffix = uniqueSuffix(testInfo);
    await signInAs(page, testReader('Test Trusted Author'));

    await page.goto('/write');
    await page.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Title', { exact: true }).fill(`Harbour film ${suffix}`);
    await page.getByRole('radio', { name: 'YouTube video' }).check();
    await page.getByLabel('YouTube address').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await page.getByLabel('Choose an image', { exact: true }).setInputFiles(await pictureFile('film.png', '#603080'));
    await (await storyText(page, 'Story text')).click();
    await page.keyboard.type('Watch the harbour reopen.');
    await page.getByRole('button', { name: 'Save the story' }).click();
    await page.waitForURL(/\/my-stories$/);
    const filmRow = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Harbour film ${suffix}` }) });
    await expect(filmRow).toContainText('Published');

    // Published means readable by anyone, signed out.
    const anonymous = await browser.newPage();
    await anonymous.goto(`/news/harbour-film-${suffix}`);
    await expect(anonymous.getByRole('heading', { level: 1, name: `Harbour film ${suffix}` })).toBeVisible();
    await anonymous.close();

    await page.goto('/write');
    await page.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Title', { exact: true }).fill(`Harbour upload ${suffix}`);
    // The video file's own button is reached from the keyboard; its status names the file.
    await page.getByRole('radio', { name: 'Uploaded video' }).check();
    await page.keyboard.press('Tab');
    const videoButton = page.getByRole('button', { name: 'Choose a file Video file (MP4 or WebM)' });
    await expect(videoButton).toBeFocused();
    await expect(videoButton).toHaveAccessibleDescription('No file chosen');
    // The button is reached by keyboard (above); the file goes straight to its input, since a
    // picker opened by a key press is not reliably reported to the test.
    await page.getByLabel('Video file (MP4 or WebM)', { exact: true }).setInputFiles(videoFile());
    await expect(videoButton).toHaveAccessibleDescription('desk-video.mp4');
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Choose an image', { exact: true }).setInputFiles(await pictureFile('upload.png', '#806030'));
    const release = await holdSaves(page);
    await page.getByRole('button', { name: 'Save the story' }).click();
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    release();
    await page.waitForURL(/\/my-stories$/);
    await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Harbour upload ${suffix}` }) })).toContainText('Published');
  });

  test('a failed save keeps everything typed and says why; the draft can be discarded', async ({ page, request }, testInfo) => {
    const suffix = uniqueSuffix(testInfo);
    const taken = (await demoNews(request))[0]!.slug;
    await signInAs(page, testReader('Test Author Two'));
    await page.goto('/write');
    await page.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Title', { exact: true }).fill(`Harbour fails ${suffix}`);
    await page.getByRole('button', { name: 'Save the story' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Main image: This field is required' })).toBeVisible();

    // A taken slug is said beside the field as it is typed, and again by the server on saving.
    const slug = page.getByLabel('Web address (slug)');
    await slug.fill(taken);
    await expect(slug).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Slug already used')).toBeVisible();
    await page.getByLabel('Choose an image', { exact: true }).setInputFiles(await pictureFile('fails.png', '#305070'));
    await page.getByRole('button', { name: 'Save the story' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /already taken/i })).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`Harbour fails ${suffix}`);
    await expect(slug).toHaveValue(taken);

    // Leaving with these unsaved changes asks first: writers-desk-leaving.spec.ts.
    await page.getByRole('button', { name: 'Discard the draft' }).click();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
  });

  test('a signed-out reader is sent to sign in and back', async ({ page }) => {
    await page.goto('/write');
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fwrite$/);
  });

  test('a plain reader never sees the desk', async ({ page }) => {
    await signInAs(page, testReader('Test Reader One'));
    await page.goto('/write');
    await expect(page.getByText('Your account cannot write stories on this site yet.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save the story' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
