import type { NewsItem } from '@newsroom/contract/news';

/** What the article shows of one reader's relation to a story, with the story's fresh counters. */
export interface StoryReaderState {
  like: number;
  dislike: number;
  /** The reader's own reaction: 1 liked, 2 disliked, 0 none. */
  mine: 0 | 1 | 2;
  bookmarked: boolean;
}

/** The reaction the API reports with its two flags (1 when the caller likes, or dislikes). */
export function reactionOf(flags: { like: number; dislike: number }): 0 | 1 | 2 {
  return flags.like === 1 ? 1 : flags.dislike === 1 ? 2 : 0;
}

export function storyReaderState(story: Pick<NewsItem, 'like' | 'dislike' | 'total_like' | 'total_dislike' | 'bookmark'>): StoryReaderState {
  return { like: story.total_like, dislike: story.total_dislike, mine: reactionOf(story), bookmarked: story.bookmark === 1 };
}
