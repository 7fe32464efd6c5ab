'use client';

import type { NewsItem } from '@newsroom/contract/news';
import { newsCard, type CardContext } from '../../components/card-item';
import { LoadFailed } from '../../components/load-failed';
import { NewsCard } from '../../components/news-card';
import { listTotal, mergedItems } from '../../queries/paged-list';
import { useSetBookmark } from '../../queries/set-bookmark';
import type { LanguageRef } from '../../routing/paths';
import { bookmarksPath } from '../../routing/screen-paths';
import { useSignedInReader } from '../../shell/sign-in-redirect';
import type { ReaderPagesText } from './reader-pages-text';
import { useBookmarks } from './api/get-bookmarks';
import { SignInFirst } from './sign-in-first';
import styles from './reader-pages.module.css';

/**
 * The signed-in reader's bookmarked stories, newest bookmark first, each removable. A signed-out
 * reader is sent to sign in and back here. A failed read says so and offers to try again: it
 * never shows as "no bookmarks".
 */
export function BookmarksList({ languageId, language, cards, text }: { languageId: number; language: LanguageRef; cards: CardContext; text: ReaderPagesText }) {
  const token = useSignedInReader(language);
  const bookmarks = useBookmarks(languageId);
  const removal = useSetBookmark();
  const items = bookmarks.data ? mergedItems(bookmarks.data) : null;
  const total = listTotal(bookmarks.data);

  // A list read before still shows if reading more (or again) fails.
  if (token && bookmarks.isError && !bookmarks.data) return <LoadFailed message={text.loadFailed} retryLabel={text.tryAgain} onRetry={() => void bookmarks.refetch()} />;
  if (!token || items === null) return <SignInFirst href={bookmarksPath(language)} language={language} note={text.signInForBookmarks} />;
  if (items.length === 0) return <p className={styles.note}>{text.noBookmarks}</p>;

  const remove = (item: NewsItem) => removal.mutate({ newsId: item.id, bookmarked: false });

  return (
    <>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.id} className={styles.entry}>
            <NewsCard item={newsCard(item, cards)} />
            <button type="button" className={styles.button} onClick={() => remove(item)} aria-label={`${text.removeBookmark}: ${item.title}`}>
              {text.removeBookmark}
            </button>
          </li>
        ))}
      </ul>
      {items.length < total && (
        <button type="button" className={styles.button} onClick={() => void bookmarks.fetchNextPage()}>
          {text.loadMore}
        </button>
      )}
    </>
  );
}
