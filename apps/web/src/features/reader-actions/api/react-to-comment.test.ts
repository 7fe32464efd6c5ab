import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, insertComment, insertStory, type TestApi } from '@newsroom/api/testing';
import type { Comment } from '@newsroom/contract/comments';
import { mutateWatching, signedInQueryClient } from '../../../api-client/test-client';
import { loggedIn } from '../../../state/user-slice';
import { commentsQueryOptions } from './get-comments';
import { reactToCommentOptions } from './react-to-comment';
import { newsKeys } from '../../../queries/keys';
import { mergedItems, type PagedList } from '../../../queries/paged-list';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('comment reactions (optimistic)', () => {
  it('a like shows at once with its count, then the API’s refreshed list; a refused one goes back', async () => {
    const session = await signedInQueryClient(api);
    const { call, reader, queryClient, store } = session;
    const author = await api.signedInUser();
    const story = await insertStory(api, { title: 'Talked about' });
    const comment = await insertComment(api.deps.db, { newsId: story.id, userId: author.id, message: 'Worth a like' });
    const key = newsKeys.comments(story.id, reader.token);
    await queryClient.fetchInfiniteQuery(commentsQueryOptions(call, story.id, reader.token));
    const likeOf = () => mergedItems(queryClient.getQueryData<PagedList<Comment>>(key))[0]!;

    const like = reactToCommentOptions(call, queryClient, story.id, reader.token);
    const meanwhile = await mutateWatching(session, like, { commentId: comment.id, status: 1 }, () => ({ ...likeOf() }));
    expect(meanwhile).toMatchObject({ like: '1', total_like: 1 });
    expect(likeOf()).toMatchObject({ id: comment.id, like: '1', total_like: 1 });

    await call('user_logout', { displayToast: false });
    store.dispatch(loggedIn({ id: reader.id, token: reader.token }));
    const refused = await mutateWatching(session, like, { commentId: comment.id, status: 2 }, () => ({ ...likeOf() }));
    expect(refused).toMatchObject({ like: '0', dislike: '1', total_like: 0, total_dislike: 1 });
    expect(likeOf()).toMatchObject({ like: '1', dislike: '0', total_like: 1, total_dislike: 0 });
  });
});
