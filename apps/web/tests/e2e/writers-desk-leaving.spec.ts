import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs, testReader } from './support/test-readers';

/**
 * Leaving the desk with unsaved changes by one of the site's own links asks first, whatever
 * the link: the header's logo and category bar on a wide screen, the phone header's drawer.
 */

const QUESTION = 'You have unsaved changes. Leave this page anyway?';
const PHONE = { width: 360, height: 740 };

/** Starts a story and waits until the desk shows that it holds unsaved changes. */
async function startStory(page: Page, title: string) {
  await signInAs(page, testReader('Test Author Two'));
  await page.goto('/write');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await expect(page.getByRole('button', { name: 'Discard the draft' })).toBeVisible();
}

/** Answers every question of the page (the reader's own words, not the browser's), keeping what was asked. */
function answerQuestions(page: Page) {
  const asked: string[] = [];
  let leave = false;
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void (leave ? dialog.accept() : dialog.dismiss());
  });
  return {
    asked,
    /** From now on the reader answers "leave". */
    agreeToLeave: () => {
      leave = true;
    },
  };
}

/** Clicks the link, declines, and checks the desk is still there with the story typed. */
async function declineLeaving(page: Page, questions: ReturnType<typeof answerQuestions>, link: Locator, title: string) {
  const before = questions.asked.length;
  await link.click();
  await expect.poll(() => questions.asked.slice(before)).toEqual([QUESTION]);
  await expect(page).toHaveURL(/\/write$/);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
}

test.describe('leaving the writers’ desk with unsaved changes', () => {
  test('a link of the header asks first; declining stays, agreeing leaves', async ({ page }) => {
    const title = 'Harbour leaving by the header';
    await startStory(page, title);
    const questions = answerQuestions(page);
    const banner = page.getByRole('banner');
    await declineLeaving(page, questions, banner.getByRole('link', { name: 'Meridian News' }), title);
    const politics = banner.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Politics' });
    await declineLeaving(page, questions, politics, title);

    questions.agreeToLeave();
    await politics.click();
    await expect(page).toHaveURL(/\/category\/politics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Politics' })).toBeVisible();
    expect(questions.asked).toEqual([QUESTION, QUESTION, QUESTION]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });

    test('a link in the header’s drawer asks first; agreeing to a whole-page change is asked once', async ({ page }) => {
      const title = 'Harbour leaving by the drawer';
      await startStory(page, title);
      const questions = answerQuestions(page);
      await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await declineLeaving(page, questions, drawer.getByRole('link', { name: 'Politics' }), title);
      await expect(drawer).toBeVisible();

      // The language switch loads a whole page: the browser's own question must not follow ours.
      questions.agreeToLeave();
      await drawer.getByRole('link', { name: 'العربية' }).click();
      await expect(page).toHaveURL(/\/ar\/write$/);
      await expect(page.getByRole('heading', { level: 1, name: 'اكتب خبرًا' })).toBeVisible();
      expect(questions.asked).toEqual([QUESTION, QUESTION]);
    });
  });
});
