import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test('the front page lists the latest demo headlines', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Latest news' })).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveCount(12);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectNoSeriousA11yViolations(page);
});

test('the API reference lists every endpoint and links the OpenAPI document', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: 'News API reference' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'get_news', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'openapi.json' }).click();
  await expect(page).toHaveURL(/openapi\.json$/);
  await page.goto('/api/docs');
  await expectNoSeriousA11yViolations(page);
});
