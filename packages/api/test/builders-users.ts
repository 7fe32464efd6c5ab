import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { schema } from '@newsroom/db/client';
import { createSession } from '../src/auth/sessions';
import { insertComment, insertNews } from './builders';
import type { TestApi } from './harness';

/** A real PNG of the given size, as a browser would upload it. */
export async function pngFile(width = 800, height = 600, name = 'me.png'): Promise<File> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#c03030' } }).png().toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

/**
 * Two readers who interacted with each other's content: `doomed` (to be deleted) and `other`.
 * Counters on the news and comments are set as the real endpoints would have left them.
 */
export async function insertUserFootprint(api: TestApi) {
  const { db } = api.deps;
  const categoryId = api.base.categories[0]!.id;
  const languageId = api.base.en.id;
  const doomed = await api.signedInUser({ profile: await api.deps.media.save('profiles', 'webp', new Uint8Array([1, 2, 3])) });
  const secondToken = await createSession(api.deps, doomed.id);
  const other = await api.signedInUser();

  const newsroomStory = await insertNews(db, { languageId, categoryId });
  const otherStory = await insertNews(db, { languageId, categoryId });
  const doomedImage = await api.deps.media.save('news', 'webp', new Uint8Array([4, 5, 6]));
  const doomedExtra = await api.deps.media.save('news', 'webp', new Uint8Array([7, 8, 9]));
  const doomedStory = await insertNews(db, { languageId, categoryId, userId: doomed.id, image: doomedImage }, { images: [doomedExtra] });

  const doomedComment = await insertComment(db, { newsId: newsroomStory.id, userId: doomed.id, message: 'Mine' });
  const replyOnDoomedComment = await insertComment(db, { newsId: newsroomStory.id, userId: other.id, message: 'Reply to it', parentId: doomedComment.id });
  const otherComment = await insertComment(db, { newsId: newsroomStory.id, userId: other.id, message: 'Theirs' });
  const doomedReply = await insertComment(db, { newsId: newsroomStory.id, userId: doomed.id, message: 'My reply', parentId: otherComment.id });
  const commentOnDoomedStory = await insertComment(db, { newsId: doomedStory.id, userId: other.id, message: 'On their story' });

  // Both like the newsroom story; the doomed reader dislikes the other story; both bookmark it.
  await db.insert(schema.newsReactions).values([
    { userId: doomed.id, newsId: newsroomStory.id, status: 1 },
    { userId: other.id, newsId: newsroomStory.id, status: 1 },
    { userId: doomed.id, newsId: otherStory.id, status: 2 },
    { userId: other.id, newsId: doomedStory.id, status: 1 },
  ]);
  await db.insert(schema.bookmarks).values([
    { userId: doomed.id, newsId: newsroomStory.id },
    { userId: other.id, newsId: newsroomStory.id },
    { userId: doomed.id, newsId: otherStory.id },
  ]);
  await db.update(schema.newsStats).set({ totalLike: 2, totalBookmark: 2 }).where(eq(schema.newsStats.newsId, newsroomStory.id));
  await db.update(schema.newsStats).set({ totalDislike: 1, totalBookmark: 1 }).where(eq(schema.newsStats.newsId, otherStory.id));

  await db.insert(schema.commentReactions).values([
    { userId: doomed.id, commentId: otherComment.id, status: 1 },
    { userId: other.id, commentId: doomedComment.id, status: 2 },
  ]);
  await db.update(schema.comments).set({ totalLike: 1 }).where(eq(schema.comments.id, otherComment.id));
  await db.update(schema.comments).set({ totalDislike: 1 }).where(eq(schema.comments.id, doomedComment.id));
  await db.insert(schema.commentFlags).values([
    { userId: doomed.id, commentId: otherComment.id, newsId: newsroomStory.id, message: 'Spam' },
    { userId: other.id, commentId: doomedComment.id, newsId: newsroomStory.id, message: 'Rude' },
  ]);
  await db.insert(schema.userNotifications).values([
    { userId: doomed.id, senderId: other.id, type: 'comment', message: 'replied', newsId: newsroomStory.id },
    { userId: other.id, senderId: doomed.id, type: 'comment_like', message: 'liked', newsId: newsroomStory.id },
  ]);
  await db.insert(schema.deviceTokens).values([
    { token: `device-of-${doomed.id}`, languageId, userId: doomed.id },
    { token: `device-of-${other.id}`, languageId, userId: other.id },
  ]);
  await db.insert(schema.userCategories).values([{ userId: doomed.id, categoryId }]);

  return {
    doomed: { ...doomed, secondToken },
    other,
    stories: { newsroom: newsroomStory, other: otherStory, doomed: doomedStory },
    comments: { doomedComment, replyOnDoomedComment, otherComment, doomedReply, commentOnDoomedStory },
    files: { doomedImage, doomedExtra },
  };
}
