import { expect } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expectDocumentLanguage } from './demo-site';
import { latestMessageTo, mailedLink, newReader, savedUser, test, textedCode } from './support/accounts';

test.describe('reader accounts in Arabic', () => {
  test('a reader signs up, confirms the address and edits the profile, right to left', async ({ page }) => {
    test.setTimeout(60_000);
    const reader = newReader('Arabic');
    const banner = page.getByRole('banner');

    await page.goto('/ar');
    await banner.getByRole('link', { name: 'تسجيل الدخول' }).click();
    // A first visit renders the screen on the server: wait for the page, not for a fixed time.
    await page.waitForURL(/\/ar\/sign-in/);
    await expectDocumentLanguage(page, 'ar', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'بالبريد الإلكتروني' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'برقم الهاتف' })).toBeVisible();
    // Dynamic pages stream their metadata: the title may land just after the content.
    await expect(page).toHaveTitle(/^تسجيل الدخول \|/);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('main').getByRole('link', { name: 'إنشاء حساب' }).click();
    await page.waitForURL(/\/ar\/sign-up/);
    await page.getByRole('button', { name: 'إنشاء حساب' }).click();
    await expect(page.getByText('هذا الحقل مطلوب')).toHaveCount(3);
    await expect(page).toHaveTitle(/^إنشاء حساب \|/);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('الاسم').fill(reader.name);
    await page.getByLabel('البريد الإلكتروني').fill(reader.email);
    await page.getByLabel('كلمة المرور').fill(reader.password);
    await page.getByRole('button', { name: 'إنشاء حساب' }).click();
    await expect(page.getByRole('status')).toContainText('تفقّد بريدك');

    // The mail is in Arabic; its link leads to the Arabic confirmation screen, then home in Arabic.
    const link = await mailedLink(reader.email, 'verify-email');
    expect(link).toMatch(/^\/ar\/verify-email\?token=/);
    expect((await latestMessageTo(reader.email)).subject).toMatch(/^أكّد عنوان بريدك الإلكتروني في /);
    await page.goto(link);
    await expect(page).toHaveURL(/\/ar$/);
    await expect(banner.getByRole('button', { name: 'الحساب' })).toBeVisible();

    await banner.getByRole('button', { name: 'الحساب' }).click();
    await banner.getByRole('link', { name: 'الملف الشخصي' }).click();
    await page.waitForURL(/\/ar\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'الملف الشخصي' })).toBeVisible();
    await expect(page.getByLabel('الاسم')).toHaveValue(reader.name);
    await expect(page.getByText('تسجّل الدخول بهذا العنوان.')).toBeVisible();
    await expect(page).toHaveTitle(/^الملف الشخصي \|/);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('الاسم').fill(`${reader.name} ع`);
    await page.getByRole('button', { name: 'تحديث الملف الشخصي' }).click();
    await expect(page.getByRole('status')).toHaveText('تم حفظ ملفك الشخصي.');
    await expect.poll(async () => (await savedUser(page)).data).toMatchObject({ name: `${reader.name} ع` });

    await page.getByRole('link', { name: 'المواضيع التي تتابعها' }).click();
    await page.waitForURL(/\/ar\/profile\/categories$/);
    await expect(page.getByRole('group', { name: 'المواضيع التي تتابعها' }).getByRole('checkbox').first()).toBeEnabled();
    await expect(page).toHaveTitle(/^المواضيع التي تتابعها \|/);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/ar/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'نسيت كلمة المرور' })).toBeVisible();
    await expect(page).toHaveTitle(/^نسيت كلمة المرور \|/);
    await expectNoSeriousA11yViolations(page);

    await banner.getByRole('button', { name: 'الحساب' }).click();
    await banner.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await expect(banner.getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
  });

  test('the sign-in code is texted in Arabic', async ({ page }) => {
    const reader = newReader('Arabic phone');
    await page.goto('/ar/sign-in');
    const byPhone = page.getByRole('region', { name: 'برقم الهاتف' });
    await byPhone.getByLabel('رقم الهاتف').fill(reader.phone);
    await byPhone.getByRole('button', { name: 'إرسال الرمز' }).click();
    const code = await textedCode(reader.phone);
    expect((await latestMessageTo(reader.phone)).text).toBe(`رمز الدخول: ${code}\nيصلح مرة واحدة فقط، لمدة 10 دقائق. لا تشاركه مع أحد.`);
    await byPhone.getByLabel('الرمز').fill(code);
    await byPhone.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'الحساب' })).toBeVisible();
  });
});
