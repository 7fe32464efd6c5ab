import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';

test('the API reference lists every endpoint and links the OpenAPI document', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: 'News API reference' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'get_news', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'openapi.json' }).click();
  await expect(page).toHaveURL(/openapi\.json$/);
  await page.goto('/api/docs');
  await expectNoSeriousA11yViolations(page);
});
