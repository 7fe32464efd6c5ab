import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, insertStory, type TestApi } from '@newsroom/api/testing';
import { mutateWatching, signedInQueryClient } from '../api-client/test-client';
import { loggedIn } from '../state/user-slice';
import { newsKeys, userKeys } from './keys';
import { mergedItems, wholeList, type PagedList } from './paged-list';
import { setBookmarkOptions } from './set-bookmark';
import type { StoryReaderState } from './story-reader-state';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('bookmarks (optimistic)', () => {
  it('the story shows the bookmark at once, keeps the API’s answer, and the bookmark lists are read again', async () => {
    const session = await signedInQueryClient(api);
    const { call, reader, queryClient } = session;
    const story = await insertStory(api, { title: 'Kept for later' });
    const stateKey = newsKeys.story(story.id, api.base.en.id, reader.token);
    queryClient.setQueryData<StoryReaderState>(stateKey, { like: 0, dislike: 0, mine: 0, bookmarked: false });
    const listKey = userKeys.bookmarks(reader.token, api.base.en.id);
    queryClient.setQueryData(listKey, wholeList({ items: [], total: 0 }, 20));

    const meanwhile = await mutateWatching(session, setBookmarkOptions(call, queryClient, reader.token), { newsId: story.id, bookmarked: true }, () =>
      queryClient.getQueryData<StoryReaderState>(stateKey)?.bookmarked,
    );
    expect(meanwhile).toBe(true);
    expect(queryClient.getQueryData<StoryReaderState>(stateKey)?.bookmarked).toBe(true);
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it('removing takes the story off the list at once, and puts it back when the call fails', async () => {
    const session = await signedInQueryClient(api);
    const { call, reader, queryClient, store } = session;
    const story = await insertStory(api, { title: 'Not removed after all' });
    const listKey = userKeys.bookmarks(reader.token, api.base.en.id);
    queryClient.setQueryData(listKey, wholeList({ items: [{ id: story.id }], total: 1 }, 20));
    const stateKey = newsKeys.story(story.id, api.base.en.id, reader.token);
    queryClient.setQueryData<StoryReaderState>(stateKey, { like: 0, dislike: 0, mine: 0, bookmarked: true });
    // The session ended elsewhere: the API refuses the write.
    await call('user_logout', { displayToast: false });
    store.dispatch(loggedIn({ id: reader.id, token: reader.token }));

    const meanwhile = await mutateWatching(session, setBookmarkOptions(call, queryClient, reader.token), { newsId: story.id, bookmarked: false }, () =>
      mergedItems(queryClient.getQueryData<PagedList<{ id: number }>>(listKey)).length,
    );
    expect(meanwhile).toBe(0);
    expect(mergedItems(queryClient.getQueryData<PagedList<{ id: number }>>(listKey)).map((item) => item.id)).toEqual([story.id]);
    expect(queryClient.getQueryData<StoryReaderState>(stateKey)?.bookmarked).toBe(true);
  });
});
