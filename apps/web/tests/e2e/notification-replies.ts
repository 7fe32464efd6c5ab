import type { APIRequestContext, Page } from '@playwright/test';
import { readerPagesText } from '../../src/features/reader-pages/reader-pages-text';
import { ACCESS_KEY } from './demo-site';
import { postAs } from './support/reader-api';
import type { TestReader } from './support/test-readers';

/** What the notifications specs share: replies that file personal notifications, and the words a reader reads. */

interface CommentJson {
  id: number;
  message: string;
  replay: CommentJson[];
}

export async function languageIdOf(request: APIRequestContext, code: string): Promise<number> {
  const response = await request.get(`/api/get_languages_list?access_key=${ACCESS_KEY}`);
  const { data } = (await response.json()) as { data: { id: number; code: string }[] };
  return data.find((language) => language.code === code)!.id;
}

/** The newsroom's labels win over the page's own words (with-labels.ts): the test reads what the reader does. */
export async function textOf(request: APIRequestContext, code: string) {
  const response = await request.get(`/api/get_language_json_data?access_key=${ACCESS_KEY}&code=${code}`);
  return readerPagesText(code, ((await response.json()) as { data: Record<string, string> }).data);
}

/** Reader A comments on a story, reader B replies to it through the API: A has one more unread notification. */
export async function replyTo(request: APIRequestContext, author: TestReader, replier: TestReader, storySlug: string) {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const comment = `Waiting for an answer ${stamp}`;
  const reply = `Here is my answer ${stamp}`;
  const first = (await postAs(request, author, 'set_comment', { news_id: storySlug, parent_id: 0, message: comment })).data as CommentJson[];
  const parent = first.find((item) => item.message === comment)!;
  const second = (await postAs(request, replier, 'set_comment', { news_id: storySlug, parent_id: parent.id, message: reply })).data as CommentJson[];
  const replyId = second.find((item) => item.id === parent.id)!.replay.find((item) => item.message === reply)!.id;
  return { reply, replyId };
}

/** The header's link to the notifications, by where it leads: its name changes with the count. */
export const headerLink = (page: Page, prefix: string) => page.getByRole('banner').locator(`a[href="${prefix}/notifications"]:not([hreflang]):visible`);

/** "Notifications, N unread" as the page's language writes it. */
export function unreadName(text: { notificationsUnread: string }, code: string, count: number): string {
  return text.notificationsUnread.replace('{count}', new Intl.NumberFormat(code).format(count));
}
