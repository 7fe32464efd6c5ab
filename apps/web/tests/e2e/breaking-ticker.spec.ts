import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';

/**
 * Issue 17: the home page's breaking-news ticker shows one whole headline at a time and turns to
 * the next every few seconds; the reader can pause it (WCAG 2.2.2), step through it, and holds it
 * by pointing at or focusing a headline. Asked for reduced motion, it does not move by itself.
 * The page's clock is the test's: seconds pass when the test says so, never by waiting.
 */
const ticker = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** The headline on show (the others are in the page, unseen). */
const shown = (region: Locator) => region.locator('li[data-current]');

/** Moves the page's clock on until the headline on show is another one. */
async function expectTurnFrom(page: Page, region: Locator, before: string) {
  await expect(async () => {
    await page.clock.runFor(2000);
    await expect(shown(region)).not.toHaveText(before, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
}

/** Moves the clock well past a turn, and checks the same headline is still on show. */
async function expectHeld(page: Page, region: Locator, headline: string) {
  for (let turn = 0; turn < 3; turn += 1) {
    await page.clock.runFor(7000);
    await expect(shown(region)).toHaveText(headline);
  }
}

test.describe('breaking-news ticker', () => {
  test('turns by itself, pauses, steps and holds under the pointer or focus', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.clock.install();
    await page.goto('/');
    const region = ticker(page, 'Breaking news');
    const links = region.getByRole('list').getByRole('link');
    // All the headlines are real links in the page; one is on show, and it is the first (the newest).
    expect(await links.count()).toBeGreaterThan(1);
    await expect(shown(region)).toHaveCount(1);
    const first = (await links.first().textContent())!;
    await expect(shown(region)).toHaveText(first);
    await expect(shown(region)).toHaveCSS('opacity', '1');
    const pause = region.getByRole('button', { name: 'Pause headlines' });
    await expect(pause).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await expectTurnFrom(page, region, first);
    await expect(shown(region)).toHaveCSS('opacity', '1');

    // Paused, it stays; next and previous still step; play turns it again.
    await pause.click();
    const play = region.getByRole('button', { name: 'Play headlines' });
    await expect(play).toBeVisible();
    const paused = (await shown(region).textContent())!;
    await expectHeld(page, region, paused);
    await region.getByRole('button', { name: 'Next headline' }).click();
    await expect(shown(region)).not.toHaveText(paused);
    await region.getByRole('button', { name: 'Previous headline' }).click();
    await expect(shown(region)).toHaveText(paused);
    await play.click();
    await expect(pause).toBeVisible();
    await expectTurnFrom(page, region, paused);

    // The pointer on the headline holds it; off it, the ticker turns again.
    const hovered = (await shown(region).textContent())!;
    await shown(region).getByRole('link').hover();
    await expectHeld(page, region, hovered);
    await page.mouse.move(0, 0);
    await expectTurnFrom(page, region, hovered);

    // Reduced motion asked for during the visit stops it.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(play).toBeVisible();
    await page.emulateMedia({ reducedMotion: 'no-preference' });

    // Focus shows the focused headline and holds it.
    const last = links.last();
    const lastTitle = (await last.textContent())!;
    await last.focus();
    await expect(shown(region)).toHaveText(lastTitle);
    await expectHeld(page, region, lastTitle);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/breaking-news\//);
  });

  test('on a phone in Arabic with reduced motion: still, whole, and stepped by hand', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/ar');
    const region = ticker(page, 'عاجل');
    // It starts paused: the button offers to play.
    await expect(region.getByRole('button', { name: 'تشغيل العناوين' })).toBeVisible();
    const first = (await shown(region).textContent())!;
    await expectHeld(page, region, first);
    // No fade nor slide between headlines (at most the 0.01 ms a reset may leave).
    expect(await shown(region).evaluate((item) => parseFloat(getComputedStyle(item).transitionDuration))).toBeLessThan(0.001);

    // The headline is whole: inside the screen, not cut, and the page does not scroll sideways.
    const box = await shown(region).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    expect(await shown(region).getByRole('link').evaluate((link) => link.scrollWidth <= link.clientWidth + 1)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Mirrored: "previous" at the right, "next" at the left.
    const previous = region.getByRole('button', { name: 'العنوان السابق' });
    const next = region.getByRole('button', { name: 'العنوان التالي' });
    const [previousBox, nextBox] = [await previous.boundingBox(), await next.boundingBox()];
    expect(previousBox && nextBox && previousBox.x > nextBox.x).toBe(true);
    await next.click();
    await expect(shown(region)).not.toHaveText(first);
    await previous.click();
    await expect(shown(region)).toHaveText(first);
    await expectNoSeriousA11yViolations(page);
  });

  test('speaks French on the French home page', async ({ page }) => {
    await page.goto('/fr');
    const region = ticker(page, 'Dernière minute');
    await expect(region.getByRole('button', { name: 'Mettre les titres en pause' })).toBeVisible();
    await expect(region.getByRole('button', { name: 'Titre suivant' })).toBeVisible();
    await expect(region.getByRole('button', { name: 'Titre précédent' })).toBeVisible();
  });
});
