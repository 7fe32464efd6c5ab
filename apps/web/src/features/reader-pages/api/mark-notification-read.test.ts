import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, insertStory, insertUserNotification, type TestApi } from '@newsroom/api/testing';
import type { UserNotification } from '@newsroom/contract/notifications';
import { mutateWatching, signedInQueryClient } from '../../../api-client/test-client';
import { userKeys } from '../../../queries/keys';
import { notificationHref } from '../personal-notification-item';
import { notificationsQueryOptions } from './get-notifications';
import { unreadCountQueryOptions, unreadOf } from './get-unread-count';
import { markNotificationReadOptions } from './mark-notification-read';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('personal notifications in the browser', () => {
  it('count the unread ones, and opening one marks it read at once, then as the API says', async () => {
    const session = await signedInQueryClient(api);
    const { call, reader, queryClient } = session;
    const sender = await api.signedInUser({ name: 'Lina' });
    const story = await insertStory(api, { title: 'Floods' });
    const file = () => insertUserNotification(api, { userId: reader.id, senderId: sender.id, type: 'comment', message: 'Lina replied to your comment', newsId: story.id });
    const [first] = [await file(), await file()];

    expect(await queryClient.fetchQuery(unreadCountQueryOptions(call, reader.token))).toBe(2);
    await queryClient.fetchQuery(notificationsQueryOptions(call, reader.token, api.base.en.id));
    const listKey = userKeys.notificationList(reader.token, api.base.en.id);
    const unreadKey = userKeys.unreadNotifications(reader.token);
    const state = () => ({
      unread: queryClient.getQueryData<number>(unreadKey),
      opened: queryClient.getQueryData<UserNotification[]>(listKey)!.find((item) => item.id === first!.id)!.is_read,
    });

    const meanwhile = await mutateWatching(session, markNotificationReadOptions(call, queryClient, reader.token), first!.id, state);
    expect(meanwhile).toEqual({ unread: 1, opened: '1' });
    expect(state()).toEqual({ unread: 1, opened: '1' });
    expect(await queryClient.fetchQuery({ ...unreadCountQueryOptions(call, reader.token), staleTime: 0 })).toBe(1);
  });

  it('reads no count from an empty inbox, and links to the comment or, without one, the story (a rejected one: the desk)', () => {
    expect(unreadOf({ error: 'true', message: 'No Data Found', data: [], total: 0 })).toBe(0);
    const notification = { comment_id: 7, news: { id: 1, title: 'Floods', slug: 'floods' } } as UserNotification;
    expect(notificationHref(notification, { code: 'ar', isDefault: false })).toBe('/ar/news/floods#comment-7');
    expect(notificationHref({ ...notification, comment_id: 0 }, { code: 'en', isDefault: true })).toBe('/news/floods');
    expect(notificationHref({ ...notification, news: { id: 1, title: '', slug: '' } }, { code: 'en', isDefault: true })).toBeNull();
    // A rejected story goes back to its writer's desk, the one place its writer can revise it.
    expect(notificationHref({ ...notification, type: 'news_rejected', news_id: 1, comment_id: 0 }, { code: 'ar', isDefault: false })).toBe('/ar/write/1');
  });
});
