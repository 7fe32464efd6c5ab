import { formatNumber } from '../../i18n/format';
import type { StoryReaderState } from '../../queries/story-reader-state';
import type { ActionText } from './action-text';
import styles from './article-actions.module.css';

/** What the bar's buttons do; without them the bar is the still placeholder drawn with the page. */
export interface ActionHandlers {
  react(tapped: 1 | 2): void;
  toggleBookmark(): void;
  share(): void;
}

interface ActionsBarProps {
  locale: string;
  views: number;
  state: StoryReaderState;
  text: ActionText;
  handlers?: ActionHandlers;
}

/**
 * Views, likes, dislikes, bookmark and share as the reader sees them. The page draws it at once
 * with the cached counters and its buttons off; the working bar (article-actions.tsx) replaces it
 * with the same look when it comes near the screen.
 */
export function ActionsBar({ locale, views, state, text, handlers }: ActionsBarProps) {
  const off = handlers === undefined;
  return (
    <div className={styles.bar} role="group" aria-label={text.readerActions}>
      <p className={styles.views}>
        {text.views}: <strong data-testid="story-views">{formatNumber(views, locale)}</strong>
      </p>
      <button type="button" className={styles.action} aria-pressed={state.mine === 1} disabled={off} onClick={() => handlers?.react(1)}>
        <span aria-hidden="true">▲</span> {text.like} <strong>{formatNumber(state.like, locale)}</strong>
      </button>
      <button type="button" className={styles.action} aria-pressed={state.mine === 2} disabled={off} onClick={() => handlers?.react(2)}>
        <span aria-hidden="true">▼</span> {text.dislike} <strong>{formatNumber(state.dislike, locale)}</strong>
      </button>
      <button type="button" className={styles.action} aria-pressed={state.bookmarked} disabled={off} onClick={() => handlers?.toggleBookmark()}>
        {state.bookmarked ? text.removeBookmark : text.bookmark}
      </button>
      <button type="button" className={styles.action} disabled={off} onClick={() => handlers?.share()}>
        {text.share}
      </button>
    </div>
  );
}
