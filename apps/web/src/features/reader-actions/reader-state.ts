/** What the article shows of one reader's relation to a story, and the story's counters. */
export interface StoryActionsState {
  like: number;
  dislike: number;
  views: number;
  /** The reader's own reaction: 1 liked, 2 disliked, 0 none. */
  mine: 0 | 1 | 2;
  bookmarked: boolean;
}

/** The reaction a tap on like (1) or dislike (2) asks for: tapping the current one clears it. */
export function nextReaction(current: 0 | 1 | 2, tapped: 1 | 2): 0 | 1 | 2 {
  return current === tapped ? 0 : tapped;
}
