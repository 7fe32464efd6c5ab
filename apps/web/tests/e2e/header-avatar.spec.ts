import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './a11y';
import { savedUser, test } from './support/accounts';
import { readerWithOwnSession } from './support/sessions';
import { signInAs } from './support/test-readers';

/**
 * Issue 17: the header's account button shows the reader's picture as soon as they save one on
 * the profile screen, and still after a reload; without a picture it shows their initial.
 */
const accountButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Account' });
/** The picture in the button is decorative (the button is named "Account"), hence no role to find it by. */
const avatar = (page: Page) => accountButton(page).locator('img');

function squarePicture(): Promise<Buffer> {
  return sharp({ create: { width: 200, height: 200, channels: 3, background: '#2a7d4f' } })
    .png()
    .toBuffer();
}

for (const viewport of [
  { name: 'a phone', width: 360, height: 740 },
  { name: 'a desktop', width: 1280, height: 800 },
]) {
  test(`on ${viewport.name}, a new profile picture shows in the header at once and after a reload`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const reader = await readerWithOwnSession(request, 'Avatar');
    await signInAs(page, reader);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(accountButton(page)).toBeVisible();
    await expect(accountButton(page)).toContainText(reader.name.trim()[0]!.toUpperCase());
    await expect(avatar(page)).toHaveCount(0);

    await page.getByLabel('Choose a picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await squarePicture() });
    await page.getByRole('button', { name: 'Update profile' }).click();
    await expect(page.getByRole('status')).toHaveText('Your profile is saved.');
    const saved = await page.getByRole('img', { name: 'Profile picture' }).getAttribute('src');
    expect(saved).toMatch(/\/media\//);

    // At once, without a reload: the header follows the saved picture, and it loads.
    await expect(avatar(page)).toHaveAttribute('src', saved!);
    await expect.poll(() => avatar(page).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(accountButton(page)).toHaveAccessibleName('Account');
    await expectNoSeriousA11yViolations(page);

    // After a reload, and on another page.
    await page.reload();
    await expect(avatar(page)).toHaveAttribute('src', saved!);
    await page.goto('/');
    await expect(avatar(page)).toHaveAttribute('src', saved!);
    await expect.poll(async () => (await savedUser(page)).data?.profile).toBe(saved);
  });
}
