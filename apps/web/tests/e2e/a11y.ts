import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on any serious or critical accessibility violation axe-core finds on the page as it is now.
 * It first waits for the page's title: after a move inside the site, Next.js streams the new
 * page's metadata after its content, and a check in between would find a page without a title.
 * It also lets running transitions end (a toast fading in or out): axe measures contrast on the
 * colours of that moment, and a half-faded toast is not what a reader reads.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  await expect(page).toHaveTitle(/\S/);
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * Waits for the page's running animations that end (spinners, which loop forever, are left); a
 * paused one would never end, so the wait is capped.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(() => {
    const ending = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    return Promise.race([Promise.all(ending), new Promise((resolve) => setTimeout(resolve, 5000))]);
  });
}
