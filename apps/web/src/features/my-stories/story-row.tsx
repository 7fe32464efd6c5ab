'use client';

import Link from 'next/link';
import type { NewsItem } from '@newsroom/contract/news';
import { formatDate } from '../../i18n/format';
import { newsPath, type LanguageRef } from '../../routing/paths';
import { writePath } from '../../routing/screen-paths';
import { fill, type MyStoriesText } from './my-stories-text';
import type { StoryStatus } from './story-status';
import styles from './my-stories.module.css';

interface StoryRowProps {
  story: NewsItem;
  status: StoryStatus;
  language: LanguageRef & { code: string };
  text: MyStoriesText;
  onDelete: (opener: HTMLButtonElement) => void;
}

/**
 * One of the writer's stories: its title (a link to it while readers can see it), status, category
 * and dates, and its actions. The actions name their story for screen readers, which list them
 * out of context ("Edit: <title>").
 */
export function StoryRow({ story, status, language, text, onDelete }: StoryRowProps) {
  const live = status === 'published';
  return (
    <li className={styles.story}>
      <div className={styles.summary}>
        <h2 className={styles.title}>{live ? <Link href={newsPath(language, story.slug)}>{story.title}</Link> : story.title}</h2>
        <p className={styles.meta}>
          <span className={`${styles.status} ${styles[status]}`}>
            <span className="visually-hidden">{text.statusLabel}: </span>
            {text[status]}
          </span>
          {story.category_name && <span>{story.category_name}</span>}
          <time dateTime={story.date.slice(0, 10)}>{formatDate(story.date, language.code)}</time>
          {story.show_till && <span>{fill(text.showsUntil, { date: formatDate(story.show_till, language.code) })}</span>}
        </p>
      </div>
      <div className={styles.actions}>
        <Link href={writePath(language, story.id)} className={styles.action} aria-label={`${text.edit}: ${story.title}`}>
          {text.edit}
        </Link>
        <button type="button" className={styles.action} aria-label={`${text.delete}: ${story.title}`} onClick={(event) => onDelete(event.currentTarget)}>
          {text.delete}
        </button>
      </div>
    </li>
  );
}
