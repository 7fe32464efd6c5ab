import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { demoNews, openStory, scrollToLazyPart } from './demo-site';
import { postAs } from './support/reader-api';
import { signInAs, testReaders } from './support/test-readers';

const commentBy = (page: Page, name: string, text: string) => page.getByRole('region', { name: /^Comments/ }).getByRole('article', { name }).filter({ hasText: text });

/** Reports a comment through its form, as a reader does. */
async function report(page: Page, comment: ReturnType<typeof commentBy>) {
  await comment.getByRole('button', { name: 'Report', exact: true }).click();
  await comment.getByRole('textbox', { name: 'Why are you reporting this comment?' }).fill('Off topic');
  await comment.getByRole('button', { name: 'Report', exact: true }).last().click();
}

test.describe('reporting a comment', () => {
  test('the button says "Reported" once the reader reported it, and again when the API says they already had', async ({ page, request }) => {
    const story = (await demoNews(request))[10]!;
    const [reporter, author] = testReaders();
    const message = `Worth a report ${Date.now()}`;
    await postAs(request, author!, 'set_comment', { news_id: story.slug, parent_id: 0, message });

    await signInAs(page, reporter!);
    await openStory(page, `/news/${story.slug}`);
    // The section's code loads when it comes near the screen, as a reader scrolls to it.
    await scrollToLazyPart(page.getByRole('region', { name: /^Comments/ }));
    const theirs = commentBy(page, author!.name, message);
    await report(page, theirs);
    const reported = theirs.getByRole('button', { name: 'Reported' });
    // Still in place and focused, announced as unavailable; pressing it opens nothing.
    await expect(reported).toHaveAttribute('aria-disabled', 'true');
    await expect(reported).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(theirs.getByRole('textbox')).toHaveCount(0);
    // Checked once the success toast has gone: a toast fading out is caught halfway by the contrast check.
    await expect(page.getByRole('status').filter({ hasText: /flag|report/i })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // The API does not tell a new page which comments the reader flagged: it answers 409 to a second flag.
    await openStory(page, `/news/${story.slug}`);
    // The section's code loads when it comes near the screen, as a reader scrolls to it.
    await scrollToLazyPart(page.getByRole('region', { name: /^Comments/ }));
    const again = page.waitForResponse(/\/api\/set_flag/);
    await report(page, theirs);
    expect((await again).status()).toBe(409);
    await expect(theirs.getByRole('button', { name: 'Reported' })).toHaveAttribute('aria-disabled', 'true');
  });
});
