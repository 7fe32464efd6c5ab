'use client';

import Link from 'next/link';
import { useRef, useState } from 'react';
import { LoadFailed } from '../../components/load-failed';
import { formatNumber } from '../../i18n/format';
import { listTotal, mergedItems } from '../../queries/paged-list';
import type { LanguageRef } from '../../routing/paths';
import { writePath } from '../../routing/screen-paths';
import { useMyStories } from './api/get-my-stories';
import { DeleteStoryDialog, type StoryToDelete } from './delete-story-dialog';
import { fill, type MyStoriesText } from './my-stories-text';
import { StorySearch } from './story-search';
import { StoryRow } from './story-row';
import { siteToday, storyStatus } from './story-status';
import styles from './my-stories.module.css';

interface MyStoriesListProps {
  languageId: number;
  language: LanguageRef & { code: string };
  /** The site's time zone: a story expires when its last day there is over. */
  timeZone: string;
  text: MyStoriesText;
}

/**
 * The writer's stories with their status, a search, "Load more" and, per story, edit and delete.
 * After a deletion the focus goes to the sentence that says it happened (the story's row, and
 * with it the button that opened the dialog, is gone); after Cancel, back to that button.
 */
export function MyStoriesList({ languageId, language, timeZone, text }: MyStoriesListProps) {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [confirming, setConfirming] = useState<StoryToDelete | null>(null);
  const [notice, setNotice] = useState('');
  const opener = useRef<HTMLButtonElement | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const stories = useMyStories(languageId, search);
  const items = stories.data ? mergedItems(stories.data) : null;
  const total = listTotal(stories.data);
  const today = siteToday(timeZone);

  const closed = (deleted: boolean) => {
    if (deleted && confirming) {
      setNotice(fill(text.deleted, { title: confirming.title }));
      noticeRef.current?.focus();
    } else {
      opener.current?.focus();
    }
    setConfirming(null);
  };

  const searchFor = (next: string) => {
    setNotice('');
    setDraft(next);
    setSearch(next);
  };

  const count = total === 1 ? text.storyCountOne : fill(text.storyCount, { count: formatNumber(total, language.code) });
  return (
    <>
      <StorySearch draft={draft} search={search} text={text} onDraft={setDraft} onSearch={searchFor} />
      <p ref={noticeRef} role="status" tabIndex={-1} className={styles.notice}>
        {notice || (items && items.length > 0 ? count : '')}
      </p>
      {stories.isError && !stories.data ? (
        <LoadFailed message={text.loadFailed} retryLabel={text.tryAgain} onRetry={() => void stories.refetch()} />
      ) : items === null ? (
        <div className={styles.skeleton} aria-hidden="true" />
      ) : items.length === 0 ? (
        <Empty search={search} language={language} text={text} onClear={() => searchFor('')} />
      ) : (
        <ul className={styles.list}>
          {items.map((story) => (
            <StoryRow
              key={story.id}
              story={story}
              status={storyStatus(story, today)}
              language={language}
              text={text}
              onDelete={(button) => {
                opener.current = button;
                setConfirming({ id: story.id, title: story.title });
              }}
            />
          ))}
        </ul>
      )}
      {items && items.length < total && (
        <button type="button" className={styles.secondary} onClick={() => void stories.fetchNextPage()} disabled={stories.isFetchingNextPage}>
          {text.loadMore}
        </button>
      )}
      <DeleteStoryDialog story={confirming} text={text} onClosed={closed} />
    </>
  );
}

/** No story at all invites the first one; a search that found none offers the whole list back. */
function Empty({ search, language, text, onClear }: { search: string; language: LanguageRef; text: MyStoriesText; onClear: () => void }) {
  if (search) {
    return (
      <div className={styles.empty}>
        <p>{fill(text.noMatch, { search })}</p>
        <button type="button" className={styles.secondary} onClick={onClear}>
          {text.clearSearch}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.empty}>
      <p>{text.writeFirst}</p>
      <Link href={writePath(language)} className={styles.primary}>
        {text.writeStory}
      </Link>
    </div>
  );
}
