import { expect, type Page } from '@playwright/test';
import { ACCESS_KEY } from './demo-site';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './a11y';
import { apiEmailSignIn, confirmedAccount, mailedLink, newReader, savedUser, signInWithEmail, test, textedCode } from './support/accounts';


/** The home page of the default language. */
const HOME = /^https?:\/\/[^/]+\/$/;

const banner = (page: Page) => page.getByRole('banner');
const accountButton = (page: Page, name = 'Account') => banner(page).getByRole('button', { name });
/** The screen's own message (Next.js keeps a route announcer, also an alert, outside the main content). */
const screenAlert = (page: Page) => page.getByRole('main').getByRole('alert');
const emailSignInAlert = (page: Page) => page.getByRole('region', { name: 'With your email' }).getByRole('alert');

/** A real picture, wider than tall, for the profile: the crop must make it square. */
function landscapePicture(): Promise<Buffer> {
  const half = { create: { width: 320, height: 400, channels: 3 as const, background: '#1a2e51' } };
  return sharp({ create: { width: 640, height: 400, channels: 3, background: '#c8102e' } })
    .composite([{ input: { create: half.create }, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

test.describe('reader accounts', () => {
  test('a new reader signs up with email, signs out and in, edits the profile with a picture, follows a topic, and deletes the account', async ({ page, request }) => {
    // The whole life of an account in one story: longer than one screen's test.
    test.setTimeout(120_000);
    const reader = newReader('Journey');

    // Sign up, from the header's "Sign in" link.
    await page.goto('/');
    await banner(page).getByRole('link', { name: 'Sign in' }).click();
    // A first visit renders the screen on the server: wait for the page, not for a fixed time.
    await page.waitForURL(/\/sign-in/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    // Dynamic pages stream their metadata: the title may land just after the content.
    await expect(page).toHaveTitle(/^Sign in \|/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Create account' }).click();
    await page.waitForURL(/\/sign-up/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();
    await expect(page).toHaveTitle(/^Create account \|/);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Name').fill(reader.name);
    await page.getByLabel('Email').fill(reader.email);
    await page.getByLabel('Password').fill(reader.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('status')).toContainText(`we sent a link to ${reader.email}`);

    // The link in the mail confirms the address and signs the reader in.
    await page.goto(await mailedLink(reader.email, 'verify-email'));
    // The header turns to "Account" as soon as the reader is signed in, before the page moves on.
    await expect(page).toHaveURL(HOME);
    await expect(accountButton(page)).toBeVisible();
    await expect.poll(() => savedUser(page)).toMatchObject({ isLogin: true, mobileLoginType: false, data: { name: reader.name, email: reader.email } });

    // The account menu: opens, is accessible, closes on Escape; then sign out.
    await accountButton(page).click();
    await expect(banner(page).getByRole('link', { name: 'Profile' })).toBeVisible();
    // The menu does not repeat the header's own links.
    await expect(banner(page).getByRole('link', { name: 'Bookmarks' })).toHaveCount(1);
    await expect(banner(page).getByRole('link', { name: 'Notifications' })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(banner(page).getByRole('link', { name: 'Profile' })).toBeHidden();
    await expect(accountButton(page)).toBeFocused();
    await accountButton(page).click();
    await banner(page).getByRole('button', { name: 'Sign out' }).click();
    await expect(banner(page).getByRole('link', { name: 'Sign in' })).toBeFocused();
    // The store is written to localStorage just after the screen changes.
    await expect.poll(async () => (await savedUser(page)).isLogin).toBe(false);

    // Sign in again.
    await banner(page).getByRole('link', { name: 'Sign in' }).click();
    await signInWithEmail(page, reader.email, reader.password);
    await expect(page).toHaveURL(HOME);
    await expect(accountButton(page)).toBeVisible();

    // The profile: a picture, cropped to a square.
    await accountButton(page).click();
    await banner(page).getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue(reader.name);
    await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
    await expect(page.getByText('No picture yet')).toBeVisible();
    await expect(page).toHaveTitle(/^Profile \|/);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Choose a picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await landscapePicture() });
    await expect(page.getByRole('img', { name: 'Your new picture' })).toBeVisible();
    await page.getByLabel('Zoom').fill('2');
    await page.getByLabel('Left to right').fill('0');
    await page.getByRole('button', { name: 'Update profile' }).click();
    await expect(page.getByRole('status')).toHaveText('Your profile is saved.');
    const picture = page.getByRole('img', { name: 'Profile picture' });
    await expect(picture).toHaveAttribute('src', /\/media\//);
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => `${image.naturalWidth}x${image.naturalHeight}`)).toBe('512x512');
    await expect(page.getByRole('img', { name: 'Your new picture' })).toHaveCount(0);
    // The picture went alone: the slice's image changed, the rest did not.
    const pictureSource = await picture.getAttribute('src');
    await expect.poll(async () => (await savedUser(page)).data).toMatchObject({ profile: pictureSource, name: reader.name });
    const afterPicture = await savedUser(page);

    await page.getByLabel('Name').fill(`${reader.name} B.`);
    await page.getByLabel('Mobile number').fill('+33 6 12 34 56 78');
    await page.getByRole('button', { name: 'Update profile' }).click();
    await expect(page.getByRole('status')).toHaveText('Your profile is saved.');
    await expect.poll(async () => (await savedUser(page)).data).toMatchObject({ name: `${reader.name} B.`, mobile: '+33612345678', profile: afterPicture.data!.profile });
    await page.reload();
    await expect(page.getByLabel('Name')).toHaveValue(`${reader.name} B.`);
    await expect(page.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', String(afterPicture.data!.profile));

    // Topics: the home page's "For you" section follows them.
    const categories = (await (await request.get(`/api/get_category?access_key=${ACCESS_KEY}&language_id=1`)).json()) as { data: { id: number; category_name: string }[] };
    const topic = categories.data[1]!;
    const topicNews = (await (await request.get(`/api/get_news?access_key=${ACCESS_KEY}&language_id=1&category_id=${topic.id}&limit=100`)).json()) as { data: { title: string }[] };
    const topicTitles = new Set(topicNews.data.map((story) => story.title));
    await page.getByRole('link', { name: 'Topics you follow' }).click();
    await page.waitForURL(/\/profile\/categories$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Topics you follow' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: topic.category_name })).toBeEnabled();
    await expect(page).toHaveTitle(/^Topics you follow \|/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('checkbox', { name: topic.category_name }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText('Your topics are saved.');
    await banner(page).getByRole('link', { name: 'Meridian News' }).click();
    const forYou = page.getByRole('region', { name: 'For you' });
    await expect
      .poll(async () => {
        const titles = await forYou.getByRole('article').getByRole('heading').allInnerTexts();
        return titles.length > 0 && titles.every((title) => topicTitles.has(title.trim()));
      }, { message: `"For you" shows stories of ${topic.category_name}` })
      .toBe(true);

    // Deleting the account asks first; Escape keeps it.
    await accountButton(page).click();
    await banner(page).getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL(/\/profile$/);
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete account' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Delete account' })).toBeFocused();
    await page.getByRole('button', { name: 'Delete account' }).click();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(HOME);
    await expect(banner(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect.poll(async () => (await savedUser(page)).isLogin).toBe(false);

    // The account is gone: its email and password sign in no more.
    await banner(page).getByRole('link', { name: 'Sign in' }).click();
    await signInWithEmail(page, reader.email, reader.password);
    await expect(emailSignInAlert(page)).toHaveText('Wrong email or password');
    await expect.poll(async () => (await savedUser(page)).isLogin).toBe(false);
  });

  test('a reader signs in with a code sent to their phone', async ({ page }) => {
    const reader = newReader('Phone');
    await page.goto('/sign-in');
    const byPhone = page.getByRole('region', { name: 'With your phone' });
    await byPhone.getByLabel('Phone number').fill('12345');
    await byPhone.getByRole('button', { name: 'Send code' }).click();
    await expect(byPhone.getByLabel('Phone number')).toBeFocused();
    await expect(byPhone.getByText('Enter the number with its country code')).toBeVisible();
    await byPhone.getByLabel('Phone number').fill(reader.phone);
    await byPhone.getByRole('button', { name: 'Send code' }).click();
    await expect(byPhone.getByRole('status')).toHaveText(`We sent a 6-digit code to ${reader.phone}.`);
    const code = await textedCode(reader.phone);

    await byPhone.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
    await byPhone.getByRole('button', { name: 'Sign in' }).click();
    await expect(byPhone.getByRole('alert')).not.toBeEmpty();
    await byPhone.getByLabel('Code').fill(code);
    await byPhone.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(HOME);
    await expect(accountButton(page)).toBeVisible();
    await expect.poll(() => savedUser(page)).toMatchObject({ isLogin: true, mobileLoginType: true, data: { mobile: reader.phone } });

    // The number signs the reader in, so the profile shows it without letting it change.
    await page.goto('/profile');
    await expect(page.getByLabel('Mobile number')).toHaveValue(reader.phone);
    await expect(page.getByLabel('Mobile number')).toHaveAttribute('readonly', '');
    await expect(page.getByText('You sign in with this number.')).toBeVisible();
    await page.getByLabel('Name').fill(reader.name);
    await page.getByRole('button', { name: 'Update profile' }).click();
    await expect(page.getByRole('status')).toHaveText('Your profile is saved.');
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(HOME);
    await expect(banner(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect.poll(() => savedUser(page)).toMatchObject({ isLogin: false, mobileLoginType: false });
  });

  test("a wrong password shows the server's message, and empty fields are named before any call", async ({ page, request }) => {
    const reader = newReader('Wrong');
    await confirmedAccount(request, reader);
    const expected = await apiEmailSignIn(request, reader.email, 'not the password');
    expect(expected.status).toBe(401);

    await page.goto('/sign-in');
    const byEmail = page.getByRole('region', { name: 'With your email' });
    await byEmail.getByRole('button', { name: 'Sign in' }).click();
    await expect(byEmail.getByLabel('Email')).toBeFocused();
    await expect(byEmail.getByText('This field is required')).toHaveCount(2);
    await expect(page).toHaveTitle(/^Sign in \|/);
    await expectNoSeriousA11yViolations(page);

    await signInWithEmail(page, reader.email, 'not the password either');
    await expect(byEmail.getByRole('alert')).toHaveText(expected.message);
    await expect.poll(async () => (await savedUser(page)).isLogin).toBe(false);
  });

  test('a protected screen sends a signed-out reader to sign in, and back there afterwards', async ({ page, request }) => {
    const reader = newReader('Protected');
    await confirmedAccount(request, reader);
    await page.goto('/profile/categories');
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fprofile%2Fcategories$/);
    await signInWithEmail(page, reader.email, reader.password);
    await expect(page).toHaveURL(/\/profile\/categories$/);
    await expect(page.getByRole('group', { name: 'Topics you follow' }).getByRole('checkbox').first()).toBeEnabled();

    await page.goto('/profile');
    await expect(page.getByLabel('Email')).toHaveValue(reader.email);
  });

  test('a reader already signed in is sent on from the sign-in and sign-up screens, in every language', async ({ page, request }) => {
    const reader = newReader('Already');
    await confirmedAccount(request, reader);
    await page.goto('/sign-in');
    await signInWithEmail(page, reader.email, reader.password);
    await expect(page).toHaveURL(HOME);
    // The next screens are opened afresh, so they read the sign-in from the saved state.
    await expect.poll(async () => (await savedUser(page)).isLogin).toBe(true);

    // No `next`: the profile, in place of the screen (Back skips it).
    await page.goto('/sign-in');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByLabel('Email')).toHaveValue(reader.email);
    await expect(page.getByRole('region', { name: 'With your email' })).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(HOME);

    // With `next`: that page, never a sign-in screen.
    await page.goto('/sign-up?next=%2Fbookmarks');
    await expect(page).toHaveURL(/\/bookmarks$/);
    await page.goto('/sign-in?next=%2Fsign-up');
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto('/ar/sign-in?next=%2Far%2Fbookmarks');
    await expect(page).toHaveURL(/\/ar\/bookmarks$/);
    await page.goto('/ar/sign-up');
    await expect(page).toHaveURL(/\/ar\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'الملف الشخصي' })).toBeVisible();

    // Signed out, the screens stay.
    await accountButton(page, 'الحساب').click();
    await banner(page).getByRole('button', { name: 'تسجيل الخروج' }).click();
    await expect(page).toHaveURL(/\/ar$/);
    await page.goto('/sign-up?next=%2Fbookmarks');
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
    await expect(page).toHaveURL(/\/sign-up\?next=%2Fbookmarks$/);
    await expectNoSeriousA11yViolations(page);
  });

  test('a reader who forgot the password chooses a new one through the mailed link', async ({ page, request }) => {
    const reader = newReader('Forgot');
    await confirmedAccount(request, reader);
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password' })).toBeVisible();
    await expect(page).toHaveTitle(/^Forgot your password \|/);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Email').fill(reader.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status')).toContainText(`If an account uses ${reader.email}`);

    await page.goto(await mailedLink(reader.email, 'reset-password'));
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expect(page).toHaveTitle(/^Choose a new password \|/);
    await expectNoSeriousA11yViolations(page);
    const newPassword = `${reader.password} renewed`;
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Repeat the password').fill('short');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await expect(page.getByText('Use at least 8 characters')).toBeVisible();
    await expect(page.getByLabel('New password')).toBeFocused();
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Repeat the password').fill(newPassword);
    await page.getByRole('button', { name: 'Save the password' }).click();
    await expect(page).toHaveURL(HOME);
    await expect(accountButton(page)).toBeVisible();

    await accountButton(page).click();
    await banner(page).getByRole('button', { name: 'Sign out' }).click();
    await expect(banner(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
    await page.goto('/sign-in');
    await signInWithEmail(page, reader.email, reader.password);
    await expect(emailSignInAlert(page)).toHaveText('Wrong email or password');
    await signInWithEmail(page, reader.email, newPassword);
    await expect(accountButton(page)).toBeVisible();
  });

  test('the return from a sign-in provider finishes signing in, or says why it could not', async ({ page, request }) => {
    const reader = newReader('Provider');
    await confirmedAccount(request, reader);
    const { data } = await apiEmailSignIn(request, reader.email, reader.password);

    await page.goto('/sign-in/complete#error=Signing+in+did+not+succeed&next=%2Fbookmarks');
    await expect(screenAlert(page)).toHaveText('Signing in did not succeed');
    await expect(page).toHaveTitle(/^Sign in \|/);
    await expectNoSeriousA11yViolations(page);
    await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in?next=%2Fbookmarks');

    // A provider's return is a new page load, not a jump within this one.
    await page.goto('/');
    await page.goto(`/sign-in/complete#uid=${data.uid}&id_token=${data.id_token}&next=%2Fbookmarks`);
    await expect(page).toHaveURL(/\/bookmarks$/);
    await expect(accountButton(page)).toBeVisible();
    await expect.poll(() => savedUser(page)).toMatchObject({ isLogin: true, mobileLoginType: false, data: { email: reader.email } });
  });

  test('a link without its token, or used twice, says so', async ({ page }) => {
    await page.goto('/verify-email');
    await expect(screenAlert(page)).toContainText('This link is incomplete');
    await expect(page).toHaveTitle(/^Confirm your email address \|/);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/verify-email?token=not-a-real-token');
    await expect(screenAlert(page)).toContainText(/invalid|expired/);
    await page.goto('/reset-password');
    await expect(screenAlert(page)).toContainText('This link is incomplete');
  });

  test('account screens are never cached nor indexed, and stay out of the sitemap', async ({ request }) => {
    for (const path of ['/sign-in', '/sign-up', '/verify-email', '/forgot-password', '/reset-password', '/profile', '/profile/categories', '/sign-in/complete', '/ar/profile']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toMatch(/private/);
      expect(response.headers()['cache-control'], path).toMatch(/no-store/);
      expect(await response.text(), path).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    }
    const sitemap = await (await request.get('/sitemaps/pages.xml')).text();
    expect(sitemap).not.toMatch(/sign-in|sign-up|\/profile/);
  });
});
