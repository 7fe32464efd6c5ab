import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACCESS_KEY, demoNews } from './demo-site';
import { postAs } from './support/reader-api';
import { signInAs, testReader } from './support/test-readers';

interface Thread {
  id: number;
  message: string;
  replay: unknown[];
}

/**
 * A demo story no other spec writes on, given a thread with a reply by another reader (the
 * demo's own comments are on the newest stories, which other specs write on), and its counts.
 */
async function storyWithReplies(request: APIRequestContext) {
  const story = (await demoNews(request))[40];
  if (!story) throw new Error('the demo seed has 40 English stories');
  // The asker answers their own comment: nobody is notified of their own action, so no other
  // spec's reader finds a notification it did not cause (reader-pages.spec.ts counts them).
  const asker = testReader('Test Reader One');
  const question = `Who counts the replies? ${Date.now()}`;
  const posted = await postAs(request, asker, 'set_comment', { news_id: story.slug, parent_id: 0, message: question });
  const thread = (posted.data as Thread[]).find((comment) => comment.message === question);
  if (!thread) throw new Error('the new comment is listed');
  await postAs(request, asker, 'set_comment', { news_id: story.slug, parent_id: thread.id, message: 'Everyone does.' });
  const answer = await request.get(`/api/get_comment_by_news?access_key=${ACCESS_KEY}&news_id=${story.slug}&limit=20`);
  const body = (await answer.json()) as { total: number; total_comment: number };
  if (body.total > 20) throw new Error('the story\'s threads fit on one page');
  return { story, shown: body.total_comment, threads: body.total };
}

test.describe('the comments heading', () => {
  test('counts every comment shown, replies included, and follows a reply posted and deleted', async ({ page, request }) => {
    const { story, shown, threads } = await storyWithReplies(request);
    // The story's own count (cards, the mobile apps) counts replies too: the heading says the same.
    const listed = await request.get(`/api/get_news?access_key=${ACCESS_KEY}&language_id=1&slug=${story.slug}`);
    expect(((await listed.json()) as { data: { total_comment: number }[] }).data[0]?.total_comment).toBe(shown);
    expect(shown).toBeGreaterThan(threads);

    const reader = testReader('Test Reader Three');
    await signInAs(page, reader);
    await page.goto(`/news/${story.slug}`);
    const comments = page.getByRole('region', { name: /^Comments/ });
    // The page draws the heading with its count; the comments load as the section comes into view.
    await expect(comments.getByRole('heading', { level: 2, name: `Comments (${shown})` })).toBeVisible();
    await comments.scrollIntoViewIfNeeded();
    await expect(comments.getByRole('article')).toHaveCount(shown);
    await expect(comments.getByRole('heading', { level: 2, name: `Comments (${shown})` })).toBeVisible();

    const reply = `Replying to count ${Date.now()}`;
    const first = comments.getByRole('article').first();
    await first.getByRole('button', { name: 'Reply' }).click();
    await first.getByRole('textbox', { name: 'Your reply' }).fill(reply);
    await first.getByRole('button', { name: 'Reply', exact: true }).last().click();
    const mine = comments.getByRole('article', { name: reader.name }).filter({ hasText: reply });
    await expect(mine).toBeVisible();
    await expect(comments.getByRole('heading', { level: 2, name: `Comments (${shown + 1})` })).toBeVisible();

    page.once('dialog', (dialog) => void dialog.accept());
    await mine.getByRole('button', { name: 'Delete' }).click();
    await expect(mine).toHaveCount(0);
    await expect(comments.getByRole('heading', { level: 2, name: `Comments (${shown})` })).toBeVisible();
  });
});
