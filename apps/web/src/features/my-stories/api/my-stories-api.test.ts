import { MutationObserver } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, insertStory, type TestApi } from '@newsroom/api/testing';
import { signedInQueryClient } from '../../../api-client/test-client';
import { mergedItems, type PagedList } from '../../../queries/paged-list';
import { deleteStoryOptions } from './delete-story';
import { myStoriesQueryOptions } from './get-my-stories';
import type { NewsItem } from '@newsroom/contract/news';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('My stories (get_news with get_user_news=1, delete_news)', () => {
  it('lists the writer’s own stories whatever their status, searches them, and a deletion leaves the list at once', async () => {
    const { call, reader, queryClient } = await signedInQueryClient(api);
    const waiting = await insertStory(api, { userId: reader.id, status: 0, title: 'Harbour wall works waiting' });
    const expired = await insertStory(api, { userId: reader.id, status: 1, showTill: '2020-01-01', title: 'Regatta results of long ago' });
    const someoneElses = await insertStory(api, { title: 'Somebody else wrote this' });
    const languageId = api.base.en.id;

    const all = await queryClient.fetchInfiniteQuery(myStoriesQueryOptions(call, languageId, '', reader.token));
    const ids = mergedItems(all).map((story) => story.id);
    expect(ids).toEqual(expect.arrayContaining([waiting.id, expired.id]));
    expect(ids).not.toContain(someoneElses.id);

    const found = await queryClient.fetchInfiniteQuery(myStoriesQueryOptions(call, languageId, 'harbour', reader.token));
    expect(mergedItems(found).map((story) => story.id)).toEqual([waiting.id]);

    const observer = new MutationObserver(queryClient, deleteStoryOptions(call, queryClient, reader.token));
    await observer.mutate(waiting.id);
    const listed = (search: string) => queryClient.getQueryData<PagedList<NewsItem>>(myStoriesQueryOptions(call, languageId, search, reader.token).queryKey);
    expect(mergedItems(listed('')).map((story) => story.id)).not.toContain(waiting.id);
    expect(mergedItems(listed('harbour'))).toEqual([]);

    const again = await queryClient.fetchInfiniteQuery({ ...myStoriesQueryOptions(call, languageId, '', reader.token), staleTime: 0 });
    expect(mergedItems(again).map((story) => story.id)).toEqual([expired.id]);
  });

  it('another writer’s story cannot be deleted, and stays in its writer’s list', async () => {
    const writer = await signedInQueryClient(api);
    const other = await signedInQueryClient(api);
    const story = await insertStory(api, { userId: writer.reader.id, status: 0, title: 'Not yours to delete' });
    const observer = new MutationObserver(other.queryClient, deleteStoryOptions(other.call, other.queryClient, other.reader.token));
    await expect(observer.mutate(story.id)).rejects.toMatchObject({ status: 403 });
    const mine = await writer.queryClient.fetchInfiniteQuery(myStoriesQueryOptions(writer.call, api.base.en.id, '', writer.reader.token));
    expect(mergedItems(mine).map((item) => item.id)).toEqual([story.id]);
  });
});
