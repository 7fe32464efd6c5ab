import { and, count, desc, eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { LiveStream } from '@newsroom/contract/live-streams';
import type { Deps } from '../deps';
import { mediaUrl } from '../media/store';
import { highestFirst } from '../core/order';
import { readPage, type Paged } from '../core/paged-query';

const { liveStreams } = schema;

/** A language's streams on air, newest first (served by the language/status/created_at index); ended ones are the newsroom's. */
export async function listLiveStreams(
  deps: Deps,
  query: { languageId: number; offset: number; limit: number },
): Promise<Paged<LiveStream>> {
  const where = and(eq(liveStreams.languageId, query.languageId), eq(liveStreams.status, 1));
  const rows = deps.db.select().from(liveStreams).where(where).orderBy(highestFirst(liveStreams.createdAt), desc(liveStreams.id)).limit(query.limit).offset(query.offset);
  const counted = deps.db.select({ total: count() }).from(liveStreams).where(where);
  return readPage({ rows, count: counted }, (page) =>
    page.map((row) => ({
      id: row.id,
      language_id: row.languageId,
      title: row.title,
      image: mediaUrl(deps.config.mediaBaseUrl, row.image),
      // Players branch on exactly these two values; anything else is played as a plain video URL.
      type: row.type === 'url_youtube' ? ('url_youtube' as const) : ('url_other' as const),
      url: row.url,
      meta_title: row.metaTitle,
      meta_description: row.metaDescription,
      meta_keyword: row.metaKeyword,
    })),
  );
}
