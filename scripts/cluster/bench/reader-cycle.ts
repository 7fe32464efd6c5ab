// What one connection of the load run asks for: it is one signed-in reader going round a fixed
// cycle of 40 requests, 60% pages (HTML), 25% anonymous API reads, 15% writes under the reader's
// token. The cycle is fixed rather than random so that the mix is exact in every run and each
// bookmark added is removed later in the same cycle (adding one twice is a 409, removing one that
// is not there a 404).
import type { BenchSite, BenchStory } from './bench-site';

export type Kind = 'page' | 'read' | 'write';
export type Step = 'home' | 'story' | 'news-list' | 'news-by-slug' | 'comments' | 'like' | 'unlike' | 'bookmark' | 'unbookmark' | 'comment';

export const KIND_OF: Record<Step, Kind> = {
  home: 'page',
  story: 'page',
  'news-list': 'read',
  'news-by-slug': 'read',
  comments: 'read',
  like: 'write',
  unlike: 'write',
  bookmark: 'write',
  unbookmark: 'write',
  comment: 'write',
};

// 12 pages, 5 reads and 3 writes; the second half undoes the first half's like and bookmark.
const FIRST_HALF: Step[] = ['home', 'story', 'news-list', 'story', 'like', 'story', 'comments', 'story', 'news-by-slug', 'story', 'home', 'story', 'bookmark', 'story', 'comments', 'story', 'news-by-slug', 'story', 'comment', 'story'];
const UNDO: Partial<Record<Step, Step>> = { like: 'unlike', bookmark: 'unbookmark' };
export const CYCLE: Step[] = [...FIRST_HALF, ...FIRST_HALF.map((step) => UNDO[step] ?? step)];

export interface ReaderRequest {
  step: Step;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * The requests of connection `connection` in run `round`. Its like and bookmark go to a story of
 * its own that changes with the round: a run that ends between a bookmark and its removal leaves
 * nothing the next run would trip over.
 */
export function readerCycle(site: BenchSite, connection: number, round: number): () => ReaderRequest {
  const token = site.tokens[connection % site.tokens.length]!;
  const { stories } = site;
  const own = stories[(connection + round) % stories.length]!;
  let position = 0;
  // Connections start at different stories, so that the pages asked for at one moment differ.
  let turn = connection * 7;
  const nextStory = (): BenchStory => stories[turn++ % stories.length]!;
  const query = (endpoint: string, params: Record<string, string | number>) => `/api/${endpoint}?${form(site.accessKey, params)}`;
  // Browsers and the mobile apps ask for compressed answers; so does the load.
  const get = (step: Step, path: string): ReaderRequest => ({ step, method: 'GET', path, headers: { 'accept-encoding': 'gzip' } });
  const post = (step: Step, endpoint: string, params: Record<string, string | number>): ReaderRequest => ({
    step,
    method: 'POST',
    path: `/api/${endpoint}`,
    headers: { 'accept-encoding': 'gzip', authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: form(site.accessKey, params),
  });

  const build: Record<Step, () => ReaderRequest> = {
    home: () => get('home', site.homes[turn++ % site.homes.length]!),
    story: () => get('story', nextStory().path),
    'news-list': () => get('news-list', query('get_news', { language_id: nextStory().languageId, offset: 0, limit: 10 })),
    'news-by-slug': () => {
      const story = nextStory();
      return get('news-by-slug', query('get_news', { language_id: story.languageId, slug: story.slug }));
    },
    comments: () => get('comments', query('get_comment_by_news', { news_id: nextStory().id, offset: 0, limit: 10 })),
    like: () => post('like', 'set_like_dislike', { news_id: own.id, status: 1 }),
    unlike: () => post('unlike', 'set_like_dislike', { news_id: own.id, status: 0 }),
    bookmark: () => post('bookmark', 'set_bookmark', { news_id: own.id, status: 1 }),
    unbookmark: () => post('unbookmark', 'set_bookmark', { news_id: own.id, status: 0 }),
    comment: () => {
      const story = nextStory();
      return post('comment', 'set_comment', { news_id: story.id, parent_id: 0, language_id: story.languageId, message: `A comment from the load run, turn ${turn}.` });
    },
  };
  return () => build[CYCLE[position++ % CYCLE.length]!]();
}

function form(accessKey: string, params: Record<string, string | number>): string {
  return new URLSearchParams({ access_key: accessKey, ...Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])) }).toString();
}
