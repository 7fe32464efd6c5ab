import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on any serious or critical accessibility violation axe-core finds on the page as it is
 * now, for the reader site's and the console's browser tests alike.
 *
 * It first waits for the page's title: after a move inside the site, Next.js streams the new
 * page's metadata after its content, and a check in between would find a page without a title.
 * It lets running transitions end (a toast fading in or out): axe measures contrast on the
 * colours of that moment, and a half-faded toast is not what anyone reads.
 *
 * A transition may also begin after the wait, while axe runs: a button turns from disabled to
 * enabled when a late request answers (its colours fade for 250 ms). So a contrast finding is
 * measured again, after the transitions then running; only one that stays fails the test.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  await expect(page).toHaveTitle(/\S/);
  let findings: string[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    await settleAnimations(page);
    findings = await seriousViolations(page);
    if (!findings.every((finding) => finding.startsWith('color-contrast:'))) break;
    if (findings.length === 0) break;
  }
  expect(findings).toEqual([]);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

/**
 * Waits for the page's running animations that end (spinners, which loop forever, are left); a
 * paused one would never end, so the wait is capped at 5 s.
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
