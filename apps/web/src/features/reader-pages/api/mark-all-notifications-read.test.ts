import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApi, insertStory, insertUserNotification, type TestApi } from '@newsroom/api/testing';
import type { UserNotification } from '@newsroom/contract/notifications';
import type { FetchLike } from '../../../api-client/call-step';
import { mutateWatching, signedInQueryClient, testClient } from '../../../api-client/test-client';
import { userKeys } from '../../../queries/keys';
import { loggedIn } from '../../../state/user-slice';
import { notificationsQueryOptions } from './get-notifications';
import { unreadCountQueryOptions } from './get-unread-count';
import { markAllNotificationsReadOptions } from './mark-all-notifications-read';
import { markNotificationReadOptions } from './mark-notification-read';
import { failureToTell } from './read-state-cache';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** Files `count` unread replies for the reader. */
async function fileUnread(readerId: number, count: number) {
  const sender = await api.signedInUser({ name: 'Lina' });
  const story = await insertStory(api, { title: 'Floods' });
  for (let n = 0; n < count; n += 1) {
    await insertUserNotification(api, { userId: readerId, senderId: sender.id, type: 'comment', message: 'Lina replied to your comment', newsId: story.id });
  }
}

/**
 * A signed-in reader whose calls go through `reach` once the screen has loaded: a network that
 * drops every call, or a server that refuses the session.
 */
async function readerOnAShakyLine(reach: (url: string, init: RequestInit) => Promise<Response>) {
  const reader = await api.signedInUser();
  let loaded = false;
  const fetch: FetchLike = async (url, init) => (loaded ? reach(url, init) : api.app.request(url, init));
  const onTokenRefused = vi.fn<(token: string) => void>();
  const client = testClient(api, { fetch, onTokenRefused });
  client.store.dispatch(loggedIn({ id: reader.id, token: reader.token }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { ...client, reader, queryClient, onTokenRefused, screenLoaded: () => void (loaded = true) };
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

/** What the reader sees: the badge, and the read state of each listed notification. */
async function loadScreen(queryClient: QueryClient, call: Parameters<typeof notificationsQueryOptions>[0], token: string) {
  await queryClient.fetchQuery(unreadCountQueryOptions(call, token));
  await queryClient.fetchQuery(notificationsQueryOptions(call, token, api.base.en.id));
  return () => ({
    unread: queryClient.getQueryData<number>(userKeys.unreadNotifications(token)),
    read: queryClient.getQueryData<UserNotification[]>(userKeys.notificationList(token, api.base.en.id))!.map((item) => item.is_read),
  });
}

describe('marking all personal notifications read', () => {
  it('shows every one read and the badge at 0 before the API answers, then keeps the API’s count', async () => {
    const session = await signedInQueryClient(api);
    const { call, reader, queryClient } = session;
    await fileUnread(reader.id, 3);
    const screen = await loadScreen(queryClient, call, reader.token);
    expect(screen()).toEqual({ unread: 3, read: ['0', '0', '0'] });

    const meanwhile = await mutateWatching(session, markAllNotificationsReadOptions(call, queryClient, reader.token), undefined, screen);
    expect(meanwhile).toEqual({ unread: 0, read: ['1', '1', '1'] });
    expect(screen()).toEqual({ unread: 0, read: ['1', '1', '1'] });
    expect(await queryClient.fetchQuery({ ...unreadCountQueryOptions(call, reader.token), staleTime: 0 })).toBe(0);
    // Quiet: the page words the outcome.
    expect(session.notify.success).not.toHaveBeenCalled();
  });

  it('puts the list and the badge back when the network drops the call, and the failure is the reader’s to know', async () => {
    const session = await readerOnAShakyLine(offline);
    const { call, reader, queryClient } = session;
    await fileUnread(reader.id, 2);
    const screen = await loadScreen(queryClient, call, reader.token);
    session.screenLoaded();

    const observer = new MutationObserver(queryClient, markAllNotificationsReadOptions(call, queryClient, reader.token));
    const error = await observer.mutate().catch((failure: unknown) => failure);
    expect(failureToTell(error)).toBe(true);
    expect(screen()).toEqual({ unread: 2, read: ['0', '0'] });
    expect(session.notify.error).not.toHaveBeenCalled();
  });

  it('leaves an ended session to the shell, which signs the reader out and says so', async () => {
    const session = await readerOnAShakyLine(async (url, init) => api.app.request(url, { ...init, headers: { ...(init.headers as object), authorization: 'Bearer ended' } }));
    const { call, reader, queryClient } = session;
    await fileUnread(reader.id, 1);
    const screen = await loadScreen(queryClient, call, reader.token);
    session.screenLoaded();

    const observer = new MutationObserver(queryClient, markAllNotificationsReadOptions(call, queryClient, reader.token));
    const error = await observer.mutate().catch((failure: unknown) => failure);
    expect(failureToTell(error)).toBe(false);
    expect(session.onTokenRefused).toHaveBeenCalledWith(reader.token);
    expect(screen()).toEqual({ unread: 1, read: ['0'] });
  });

  it('puts one opened notification back as unread when marking it fails', async () => {
    const session = await readerOnAShakyLine(offline);
    const { call, reader, queryClient } = session;
    await fileUnread(reader.id, 2);
    const screen = await loadScreen(queryClient, call, reader.token);
    session.screenLoaded();
    const [first] = queryClient.getQueryData<UserNotification[]>(userKeys.notificationList(reader.token, api.base.en.id))!;

    const observer = new MutationObserver(queryClient, markNotificationReadOptions(call, queryClient, reader.token));
    const error = await observer.mutate(first!.id).catch((failure: unknown) => failure);
    expect(failureToTell(error)).toBe(true);
    expect(screen()).toEqual({ unread: 2, read: ['0', '0'] });
  });
});
