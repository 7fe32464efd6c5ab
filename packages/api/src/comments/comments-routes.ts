import {
  deleteCommentParams,
  getCommentByNewsParams,
  setCommentLikeDislikeParams,
  setCommentParams,
  setFlagParams,
} from '@newsroom/contract/comments';
import { defineEndpoint, type AnyEndpoint } from '../core/endpoint';
import { listReply, ok } from '../core/envelope';
import { findVisibleNews } from './comment-news';
import { setCommentReaction, flagComment } from './comment-reactions';
import { listComments } from './comments-list';
import { addComment, deleteComment } from './comments-service';

const getCommentByNews = defineEndpoint({
  name: 'get_comment_by_news',
  summary: "A news item's top-level comments, newest first, each with its replies; with a token, like/dislike show the caller's reaction",
  auth: 'optional',
  params: getCommentByNewsParams,
  cacheable: true,
  async handle({ deps, params, user }) {
    const news = await findVisibleNews(deps, params.news_id);
    const { items, total } = await listComments(deps, news.id, user?.id ?? null, params);
    return listReply('Comments fetched successfully', items, total);
  },
});

const setComment = defineEndpoint({
  name: 'set_comment',
  summary: "Posts a comment or a reply (plain text) and returns the news item's refreshed comment list",
  auth: 'required',
  params: setCommentParams,
  invalidates: true,
  rateLimited: true,
  async handle({ deps, params, user }) {
    const newsId = await addComment(deps, user, { parentId: params.parent_id, news: params.news_id, message: params.message });
    const { items, total } = await listComments(deps, newsId, user.id, params);
    // A success even on a page past the end; `total` (the story's top-level comments) is the
    // mobile app's comment count, so it is always there.
    return { message: 'Comment added successfully', data: items, total };
  },
});

const deleteCommentEndpoint = defineEndpoint({
  name: 'delete_comment',
  summary: 'Deletes a comment with its replies; only its author or an admin may',
  auth: 'required',
  params: deleteCommentParams,
  invalidates: true,
  async handle({ deps, params, user }) {
    await deleteComment(deps, user, params.comment_id);
    return ok('Comment deleted successfully', []);
  },
});

const setCommentLikeDislike = defineEndpoint({
  name: 'set_comment_like_dislike',
  summary: "Likes (1), dislikes (2) or clears (0) the caller's reaction to a comment; returns the refreshed comment list",
  auth: 'required',
  params: setCommentLikeDislikeParams,
  invalidates: true,
  async handle({ deps, params, user }) {
    const newsId = await setCommentReaction(deps, user, params.comment_id, params.status);
    const { items, total } = await listComments(deps, newsId, user.id, params);
    return listReply('Comment reaction updated successfully', items, total);
  },
});

const setFlag = defineEndpoint({
  name: 'set_flag',
  summary: 'Reports a comment to the moderators with a reason; once per reader per comment',
  auth: 'required',
  params: setFlagParams,
  rateLimited: true,
  async handle({ deps, params, user }) {
    await flagComment(deps, user, { commentId: params.comment_id, news: params.news_id, message: params.message });
    return ok('Comment reported successfully', []);
  },
});

export const commentsEndpoints: AnyEndpoint[] = [getCommentByNews, setComment, deleteCommentEndpoint, setCommentLikeDislike, setFlag];
