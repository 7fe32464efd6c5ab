import { and, eq, inArray, isNull, lt, notInArray, or } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { Caller } from '../core/caller';
import type { Deps } from '../deps';
import { badRequest } from '../core/errors';
import { mediaUrl } from '../media/store';
import { storeImage } from '../media/uploads';
import { removeOwnMedia } from './news-media';
import { checkMayWrite } from './news-permissions';
import { textImagePaths } from './news-text-media';

const { news, newsTextImages } = schema;

/** How long an uploaded image may wait for a saved story to show it (a draft may take a while). */
export const UNATTACHED_TEXT_IMAGE_HOURS = 24;
/** Images removed per upload while sweeping the unattached ones, so one upload stays quick. */
const SWEEP_BATCH = 20;

/**
 * upload_news_image: stores an image for a writer's text like every other news image (checked
 * by content, re-encoded, metadata stripped) and remembers it as unattached until a story's
 * text refers to it. Old unattached uploads of anyone are swept first.
 */
export async function storeTextImage(deps: Deps, file: File | undefined, caller: Caller): Promise<{ src: string; image: string }> {
  await checkMayWrite(deps, caller);
  return storeTextImageOf(deps, file, { userId: caller.id });
}

/** The upload itself, for a reader allowed to write or a staff member (the console's editor). */
export async function storeTextImageOf(deps: Deps, file: File | undefined, owner: TextImageOwner): Promise<{ src: string; image: string }> {
  await sweepUnattached(deps);
  if (!file) throw badRequest('image is required');
  const path = await storeImage(deps, file, 'image', 'news');
  await deps.db.insert(newsTextImages).values({ ...owner, path });
  return { src: `/media/${path}`, image: mediaUrl(deps.config.mediaBaseUrl, path) };
}

async function sweepUnattached(deps: Deps): Promise<void> {
  const before = new Date(Date.now() - UNATTACHED_TEXT_IMAGE_HOURS * 3_600_000);
  const stale = await deps.db
    .select({ id: newsTextImages.id, path: newsTextImages.path })
    .from(newsTextImages)
    .where(and(isNull(newsTextImages.newsId), lt(newsTextImages.createdAt, before)))
    .limit(SWEEP_BATCH);
  if (stale.length === 0) return;
  await deps.db.delete(newsTextImages).where(inArray(newsTextImages.id, stale.map((row) => row.id)));
  await removeOwnMedia(deps, stale.map((row) => row.path));
}

type Db = Pick<Deps, 'db'>['db'];

/** Who uploaded a text image: a reader (the writers' desk) or a staff member (the console). */
export type TextImageOwner = { userId: number } | { staffId: number };

/**
 * Inside a story's save: the caller's unattached uploads its text shows are attached to it, and
 * the story's attached images its text no longer shows are let go. Returns the paths of those,
 * whose files are removed once the save is committed.
 */
export async function attachTextImages(tx: Db, newsId: number, owner: TextImageOwner, html: string): Promise<string[]> {
  const shown = textImagePaths(html);
  if (shown.length > 0) {
    const uploader = 'userId' in owner ? eq(newsTextImages.userId, owner.userId) : eq(newsTextImages.staffId, owner.staffId);
    await tx
      .update(newsTextImages)
      .set({ newsId })
      .where(and(inArray(newsTextImages.path, shown), uploader, isNull(newsTextImages.newsId)));
  }
  const dropped = await tx
    .delete(newsTextImages)
    .where(and(eq(newsTextImages.newsId, newsId), shown.length > 0 ? notInArray(newsTextImages.path, shown) : undefined))
    .returning({ path: newsTextImages.path });
  return dropped.map((row) => row.path);
}

/**
 * The files of a story's text images; or a writer's: every image they uploaded, and the ones
 * others (an admin editing) put in their stories, which go when those stories go.
 */
export async function textImageFiles(db: Db, owner: { newsId: number } | { userId: number }): Promise<string[]> {
  const rows = await db
    .select({ path: newsTextImages.path })
    .from(newsTextImages)
    .where(
      'newsId' in owner
        ? eq(newsTextImages.newsId, owner.newsId)
        : or(eq(newsTextImages.userId, owner.userId), inArray(newsTextImages.newsId, db.select({ id: news.id }).from(news).where(eq(news.userId, owner.userId)))),
    );
  return rows.map((row) => row.path);
}
