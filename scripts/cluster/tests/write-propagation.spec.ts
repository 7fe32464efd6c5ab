import { beforeAll, describe, expect, it } from 'vitest';
import { admin, api, cluster, editorSession, page, PROPAGATION_MS, signUpReader, stories, unique, type Story } from './cluster-client';

// A write through one process reaches the reads of every process within a second, although each
// had cached what the write changed: its API answers, and its pages (docs/scale-out.md).

let story: Story;

beforeAll(async () => {
  // Not the newest: other tests' writes leave it alone.
  story = (await stories(3))[2]!;
});

const commentsOf = async (base: string) =>
  (await api<{ message: string }[]>(base, 'get_comment_by_news', { news_id: story.id })).body.data.map((comment) => comment.message);

describe('a write through one process, read through every process', () => {
  it('a reader’s comment is listed by every process within a second', async () => {
    // Each process answers the list from its read cache from now on.
    for (const app of cluster.apps) await commentsOf(app.url);
    const reader = await signUpReader();
    const message = unique('Seen everywhere');
    const posted = await api(cluster.apps[0]!.url, 'set_comment', { news_id: story.id, parent_id: 0, message, language_id: story.languageId }, { token: reader.token, method: 'POST' });
    expect(posted.body).toMatchObject({ error: 'false' });
    const answered = performance.now();

    // Polled from the moment of the answer, every process at once: the bound is the bus's.
    await Promise.all(
      cluster.apps.map((app) => expect.poll(() => commentsOf(app.url), { timeout: PROPAGATION_MS, interval: 20, message: `comments via ${app.name}` }).toContain(message)),
    );
    console.info(`[propagation] the comment was listed by every process ${Math.round(performance.now() - answered)} ms after its answer`);
    await expect.poll(() => commentsOf(cluster.balancerUrl), { timeout: PROPAGATION_MS, interval: 20 }).toContain(message);
  });

  it('an editor’s new title is in every process’s API answer and story page within a second', async () => {
    const titleVia = async (base: string) => (await api<{ title: string }[]>(base, 'get_news', { language_id: story.languageId, slug: story.slug })).body.data[0]?.title;
    // Cached everywhere first: the API's answer and the page, as readers left them.
    for (const app of cluster.apps) {
      expect(await titleVia(app.url)).toBe(story.title);
      expect((await page(app.url, story.path)).status).toBe(200);
    }
    const editor = await editorSession();
    const title = unique('Cluster edition');
    const saved = await admin<{ title: string }>(editor, 'PUT', `news/${story.id}`, { title });
    expect(saved).toMatchObject({ status: 200, data: { title } });
    const answered = performance.now();

    await Promise.all(
      cluster.apps.flatMap((app) => [
        expect.poll(() => titleVia(app.url), { timeout: PROPAGATION_MS, interval: 20, message: `get_news via ${app.name}` }).toBe(title),
        expect.poll(async () => (await page(app.url, story.path)).html.includes(title), { timeout: PROPAGATION_MS, interval: 20, message: `story page via ${app.name}` }).toBe(true),
      ]),
    );
    console.info(`[propagation] the new title was in every process's answer and page ${Math.round(performance.now() - answered)} ms after the edit's answer`);
    story = { ...story, title };
  });
});
