import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on any serious or critical accessibility violation axe-core finds on the screen as it is
 * now, once running transitions ended: axe measures contrast on the colours of that moment, and a
 * half-faded notification is not what anyone reads (as the site's a11y.ts).
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  await expect(page).toHaveTitle(/\S/);
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Waits for the running animations that end (spinners loop forever and are left), at most 5 s. */
async function settleAnimations(page: Page) {
  await page.evaluate(() => {
    const ending = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    return Promise.race([Promise.all(ending), new Promise((resolve) => setTimeout(resolve, 5000))]);
  });
}
