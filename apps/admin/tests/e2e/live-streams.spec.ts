import { expect, test } from '@playwright/test';
import { DEMO_STAFF } from '@newsroom/api/testing';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { consoleContext, signIn } from './support/console-session';

// The live stream form previews its player: hls.js in a video element for an HLS playlist, and
// YouTube's privacy-enhanced embed for a YouTube address. The test checks the player is there and
// named, not that video plays (the test machine may be offline). The stream is saved as ended, so
// readers never see it.
const editor = DEMO_STAFF.find((staff) => staff.role === 'editor')!;

test('the live stream form previews an HLS and a YouTube player', async ({ browser }, testInfo) => {
  const title = `Harbour camera ${Date.now().toString().slice(-6)}${testInfo.repeatEachIndex}`;
  const context = await consoleContext(browser, 90 + testInfo.repeatEachIndex);
  const page = await context.newPage();
  await signIn(page, editor.email, editor.password);
  await page.getByRole('menuitem', { name: 'Live streams' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Live streams' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Live stream' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Ended' }).click();
  await page.getByRole('combobox', { name: 'Source' }).click();
  await page.getByRole('option', { name: 'HLS or video address' }).click();
  await page.getByLabel('Stream address').fill('https://cdn.example.com/harbour/index.m3u8');
  const preview = page.getByRole('region', { name: 'Player preview' });
  await expect(preview.getByLabel(`Player preview: ${title}`)).toBeVisible();
  await expect(preview.locator('video')).toHaveAttribute('controls', '');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('combobox', { name: 'Source' }).click();
  await page.getByRole('option', { name: 'YouTube' }).click();
  await page.getByLabel('Stream address').fill('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
  const frame = preview.locator('iframe');
  await expect(frame).toHaveAttribute('title', `Player preview: ${title}`);
  await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Player preview' }).locator('iframe')).toHaveAttribute('title', `Player preview: ${title}`);
  await context.close();
});
