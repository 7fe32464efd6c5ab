import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNews, newsStatsOf } from '../../test/builders';
import { createTestApi, type TestApi } from '../../test/harness';

// Likes, bookmarks and comments on one story at once, from many readers. On PostgreSQL they run
// on several connections and take row locks on the story and its counters: a like once locked the
// story row FOR UPDATE, which waits on the key-share locks that a comment's or a bookmark's foreign
// key takes, while those held the counters row the like needed next: a deadlock, answered 500.
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('reactions to one story at the same time', () => {
  it('all succeed, and the counters add up', async () => {
    const story = await insertNews(api.deps.db, { languageId: api.base.en.id, categoryId: api.base.categories[0]!.id });
    const readers = await Promise.all(Array.from({ length: 12 }, () => api.signedInUser()));
    const post = (endpoint: string, params: Record<string, string | number>, token: string) => api.call(endpoint, params, { token, method: 'POST' });
    const rounds = 3;
    const answers = [];
    for (let round = 0; round < rounds; round++) {
      answers.push(
        ...(await Promise.all(
          readers.flatMap((reader, index) => [
            post('set_like_dislike', { news_id: story.id, status: (round + index) % 2 === 0 ? 1 : 2 }, reader.token),
            post('set_bookmark', { news_id: story.id, status: round % 2 === 0 ? 1 : 0 }, reader.token),
            post('set_comment', { news_id: story.id, parent_id: 0, message: `Comment ${round} of reader ${index}` }, reader.token),
          ]),
        )),
      );
    }
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => [answer.status, answer.body.message])).toEqual([]);
    const stats = await newsStatsOf(api.deps.db, story.id);
    // The last round: readers with an even index liked, the others disliked; all bookmarked.
    expect([stats!.totalLike + stats!.totalDislike, stats!.totalBookmark, stats!.totalComment]).toEqual([readers.length, readers.length, readers.length * rounds]);
  }, 60_000);
});
