import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, insertStory, type TestApi } from '@newsroom/api/testing';
import { testClient } from '../api-client/test-client';
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

async function signedInClient() {
  const reader = await api.signedInUser();
  const client = testClient(api);
  client.store.dispatch(loggedIn({ id: reader.id, token: reader.token }));
  return { ...client, reader, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) };
}

/** Runs a mutation as a component would, and what the cache showed while it was on its way. */
async function mutate<Variables>(queryClient: QueryClient, options: object, variables: Variables, meanwhile: () => unknown) {
  const observer = new MutationObserver(queryClient, options as never);
  const running = (observer.mutate as (variables: Variables) => Promise<unknown>)(variables).catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 0));
  const seen = meanwhile();
  await running;
  return seen;
}

describe('bookmarks (optimistic)', () => {
  it('the story shows the bookmark at once, keeps the API’s answer, and the bookmark lists are read again', async () => {
    const { call, reader, queryClient } = await signedInClient();
    const story = await insertStory(api, { title: 'Kept for later' });
    const stateKey = newsKeys.story(story.id, api.base.en.id, reader.token);
    queryClient.setQueryData<StoryReaderState>(stateKey, { like: 0, dislike: 0, mine: 0, bookmarked: false });
    const listKey = userKeys.bookmarks(reader.token, api.base.en.id);
    queryClient.setQueryData(listKey, wholeList({ items: [], total: 0 }, 20));

    const meanwhile = await mutate(queryClient, setBookmarkOptions(call, queryClient, reader.token), { newsId: story.id, bookmarked: true }, () =>
      queryClient.getQueryData<StoryReaderState>(stateKey)?.bookmarked,
    );
    expect(meanwhile).toBe(true);
    expect(queryClient.getQueryData<StoryReaderState>(stateKey)?.bookmarked).toBe(true);
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it('removing takes the story off the list at once, and puts it back when the call fails', async () => {
    const { call, reader, queryClient, store } = await signedInClient();
    const story = await insertStory(api, { title: 'Not removed after all' });
    const listKey = userKeys.bookmarks(reader.token, api.base.en.id);
    queryClient.setQueryData(listKey, wholeList({ items: [{ id: story.id }], total: 1 }, 20));
    const stateKey = newsKeys.story(story.id, api.base.en.id, reader.token);
    queryClient.setQueryData<StoryReaderState>(stateKey, { like: 0, dislike: 0, mine: 0, bookmarked: true });
    // The session ended elsewhere: the API refuses the write.
    await call('user_logout', { displayToast: false });
    store.dispatch(loggedIn({ id: reader.id, token: reader.token }));

    const meanwhile = await mutate(queryClient, setBookmarkOptions(call, queryClient, reader.token), { newsId: story.id, bookmarked: false }, () =>
      mergedItems(queryClient.getQueryData<PagedList<{ id: number }>>(listKey)).length,
    );
    expect(meanwhile).toBe(0);
    expect(mergedItems(queryClient.getQueryData<PagedList<{ id: number }>>(listKey)).map((item) => item.id)).toEqual([story.id]);
    expect(queryClient.getQueryData<StoryReaderState>(stateKey)?.bookmarked).toBe(true);
  });
});
