import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expectDocumentLanguage } from './demo-site';

test('a reader goes from the header to a category and on to a story', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Politics' }).click();
  await expect(page).toHaveURL(/\/category\/politics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Politics' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Politics' })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page);

  const story = page.getByRole('main').getByRole('heading', { level: 2 }).first().getByRole('link');
  const title = (await story.textContent())?.trim() ?? '';
  await story.click();
  await expect(page).toHaveURL(/\/news\//);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Politics' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an Arabic reader browses a category right-to-left', async ({ page }) => {
  await page.goto('/ar');
  await page.getByRole('navigation', { name: 'التنقل الرئيسي' }).getByRole('link', { name: 'سياسة' }).click();
  await expect(page).toHaveURL(/\/ar\/category\/siyasa$/);
  await expectDocumentLanguage(page, 'ar', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'سياسة' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
