// What one connection of the load run asks for: it is one signed-in reader going round a fixed
// cycle of 20 requests, 60% pages (HTML), 25% anonymous API reads, 15% writes under the reader's
// token. The cycle is fixed rather than random so that the mix is exact; each connection starts
// at another point of it, so that a run shorter than a few cycles still has the whole mix.
import type { BenchSite, BenchStory } from './bench-site';

export type Kind = 'page' | 'read' | 'write';
export type Step = 'home' | 'story' | 'news-list' | 'news-by-slug' | 'comments' | 'like' | 'bookmark' | 'comment';

export const KIND_OF: Record<Step, Kind> = {
  home: 'page',
  story: 'page',
  'news-list': 'read',
  'news-by-slug': 'read',
  comments: 'read',
  like: 'write',
  bookmark: 'write',
  comment: 'write',
};

// 12 pages, 5 reads and 3 writes.
export const CYCLE: Step[] = ['home', 'story', 'news-list', 'story', 'like', 'story', 'comments', 'story', 'news-by-slug', 'story', 'home', 'story', 'bookmark', 'story', 'comments', 'story', 'news-by-slug', 'story', 'comment', 'story'];

export interface ReaderRequest {
  step: Step;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * One connection's reader. Its like and bookmark toggle on a story of its own, from what the
 * last answer said (adding a bookmark twice is a 409, removing one that is not there a 404); the
 * story changes with the round, so that a run cut short between the two leaves nothing the next
 * run would trip over.
 */
export class ReaderCycle {
  private position: number;
  /** Connections start at different stories too, so that the pages asked for at one moment differ. */
  private turn: number;
  private readonly own: BenchStory;
  private liked = false;
  private bookmarked = false;

  constructor(
    private readonly site: BenchSite,
    private readonly connection: number,
    round: number,
  ) {
    this.position = connection % CYCLE.length;
    this.turn = connection * 7;
    this.own = site.stories[(connection + round) % site.stories.length]!;
  }

  next(): ReaderRequest {
    const step = CYCLE[this.position++ % CYCLE.length]!;
    const { own } = this;
    switch (step) {
      case 'home':
        return this.get(step, this.site.homes[this.turn++ % this.site.homes.length]!);
      case 'story':
        return this.get(step, this.nextStory().path);
      case 'news-list':
        return this.get(step, this.query('get_news', { language_id: this.nextStory().languageId, offset: 0, limit: 10 }));
      case 'news-by-slug': {
        const story = this.nextStory();
        return this.get(step, this.query('get_news', { language_id: story.languageId, slug: story.slug }));
      }
      case 'comments':
        return this.get(step, this.query('get_comment_by_news', { news_id: this.nextStory().id, offset: 0, limit: 10 }));
      case 'like':
        return this.post(step, 'set_like_dislike', { news_id: own.id, status: this.liked ? 0 : 1 });
      case 'bookmark':
        return this.post(step, 'set_bookmark', { news_id: own.id, status: this.bookmarked ? 0 : 1 });
      case 'comment': {
        const story = this.nextStory();
        return this.post(step, 'set_comment', { news_id: story.id, parent_id: 0, language_id: story.languageId, message: `A comment from the load run, turn ${this.turn}.` });
      }
    }
  }

  /** A 2xx answer to `request`: a toggle took effect. */
  acknowledged(request: ReaderRequest): void {
    if (request.step === 'like') this.liked = !this.liked;
    if (request.step === 'bookmark') this.bookmarked = !this.bookmarked;
  }

  private nextStory(): BenchStory {
    return this.site.stories[this.turn++ % this.site.stories.length]!;
  }

  private query(endpoint: string, params: Record<string, string | number>): string {
    return `/api/${endpoint}?${form(this.site.accessKey, params)}`;
  }

  // Browsers and the mobile apps ask for compressed answers; so does the load.
  private get(step: Step, path: string): ReaderRequest {
    return { step, method: 'GET', path, headers: { 'accept-encoding': 'gzip' } };
  }

  private post(step: Step, endpoint: string, params: Record<string, string | number>): ReaderRequest {
    const token = this.site.tokens[this.connection % this.site.tokens.length]!;
    return {
      step,
      method: 'POST',
      path: `/api/${endpoint}`,
      headers: { 'accept-encoding': 'gzip', authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: form(this.site.accessKey, params),
    };
  }
}

function form(accessKey: string, params: Record<string, string | number>): string {
  return new URLSearchParams({ access_key: accessKey, ...Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])) }).toString();
}
