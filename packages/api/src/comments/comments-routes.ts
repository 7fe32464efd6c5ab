import { defineEndpoint, type AnyEndpoint } from '../core/endpoint';
import { listReply, ok } from '../core/envelope';
import { findVisibleNews } from './comment-news';
import { setCommentReaction, flagComment } from './comment-reactions';
import { listComments } from './comments-list';
import { addComment, deleteComment } from './comments-service';

const WAITING_FOR_MODERATOR = 'Thank you: your comment will appear once a moderator approves it';

const getCommentByNews = defineEndpoint('get_comment_by_news', {
  cacheable: true,
  async handle({ deps, params, user }) {
    const news = await findVisibleNews(deps, params.news_id);
    const { items, total, shown } = await listComments(deps, news.id, user?.id ?? null, params);
    // `total_comment` (an addition): every comment shown, replies included, as on the story.
    return listReply('Comments fetched successfully', items, total, { total_comment: shown });
  },
});

const setComment = defineEndpoint('set_comment', {
  invalidates: true,
  rateLimited: true,
  async handle({ deps, params, user, language }) {
    const added = await addComment(deps, user, { parentId: params.parent_id, news: params.news_id, message: params.message, language });
    const { items, total, shown } = await listComments(deps, added.newsId, user.id, params);
    // A success even on a page past the end; `total` (the story's top-level comments) is the
    // mobile app's comment count, so it is always there. A waiting comment is not in the list:
    // the message is all that tells its writer, in the answer's usual shape.
    if (added.waiting) return { message: WAITING_FOR_MODERATOR, data: items, total, extra: { total_comment: shown } };
    return { message: 'Comment added successfully', data: items, total, extra: { total_comment: shown } };
  },
});

const deleteCommentEndpoint = defineEndpoint('delete_comment', {
  invalidates: true,
  async handle({ deps, params, user }) {
    await deleteComment(deps, user, params.comment_id);
    return ok('Comment deleted successfully', []);
  },
});

const setCommentLikeDislike = defineEndpoint('set_comment_like_dislike', {
  invalidates: true,
  async handle({ deps, params, user }) {
    const newsId = await setCommentReaction(deps, user, params.comment_id, params.status);
    const { items, total, shown } = await listComments(deps, newsId, user.id, params);
    return listReply('Comment reaction updated successfully', items, total, { total_comment: shown });
  },
});

const setFlag = defineEndpoint('set_flag', {
  rateLimited: true,
  async handle({ deps, params, user }) {
    await flagComment(deps, user, { commentId: params.comment_id, news: params.news_id, message: params.message });
    return ok('Comment reported successfully', []);
  },
});

export const commentsEndpoints: AnyEndpoint[] = [getCommentByNews, setComment, deleteCommentEndpoint, setCommentLikeDislike, setFlag];
