import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expectDocumentLanguage } from './demo-site';
import { signInAs, testReader } from './support/test-readers';
import { pictureFile, storyText, uniqueSuffix } from './support/writers-desk';

test.describe('the writers’ desk in Arabic', () => {
  test('an author writes and saves a story right to left, the toolbar’s arrows following the reading direction', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const title = `ميناء الأضواء ${uniqueSuffix(testInfo)}`;
    await signInAs(page, testReader('Test Author Two'));
    await page.goto('/ar/write');
    await expectDocumentLanguage(page, 'ar', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'اكتب خبرًا' })).toBeVisible();
    await expect(page.getByLabel('لغة الخبر')).toHaveValue(/\d+/);
    const category = page.getByLabel('القسم', { exact: true });
    await expect(category.locator('option')).not.toHaveCount(1);
    await category.selectOption({ index: 1 });
    await page.getByLabel('العنوان', { exact: true }).fill(title);
    await expect(page.getByLabel('عنوان الصفحة (المعرّف)')).toHaveValue(/^ميناء-الأضواء-/);

    // The video file's button and status speak Arabic, not the browser's language.
    await page.getByRole('radio', { name: 'فيديو مرفوع' }).check();
    await page.keyboard.press('Tab');
    const videoButton = page.getByRole('button', { name: 'اختر ملفًا ملف الفيديو (MP4 أو WebM)' });
    await expect(videoButton).toBeFocused();
    await expect(videoButton).toHaveText('اختر ملفًا');
    await expect(videoButton).toHaveAccessibleDescription('لم يُختر أي ملف');
    await page.getByRole('radio', { name: 'خبر عادي' }).check();

    // Right to left, the left arrow moves forward along the toolbar.
    const editor = await storyText(page, 'نص الخبر');
    await expect(editor).toHaveCSS('direction', 'rtl');
    await editor.click();
    await page.keyboard.type('عادت أضواء الميناء. ');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'عنوان فرعي' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('button', { name: 'مائل' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'مائل' })).toHaveAttribute('aria-pressed', 'true');
    // The button hands the focus back to the text; typing waits for it.
    await expect(editor).toBeFocused();
    await page.keyboard.type('كلها');
    await expect(editor.locator('em')).toHaveText('كلها');

    await page.getByLabel('اختر صورة', { exact: true }).setInputFiles(await pictureFile('ميناء.png', '#204060'));
    await page.getByRole('button', { name: 'عرض المعاينة' }).click();
    await expect(page.getByRole('region', { name: 'معاينة' }).getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'حفظ الخبر' }).click();
    await page.waitForURL(/\/ar\/my-stories$/);
    await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) })).toContainText('بانتظار الموافقة');
  });
});
