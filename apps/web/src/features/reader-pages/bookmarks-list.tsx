'use client';

import { useCallback, useEffect, useState } from 'react';
import type { NewsItem } from '@newsroom/contract/news';
import { useCallStep } from '../../api-client/call-step-context';
import { listResult } from '../../api-client/list-result';
import { newsCard, type CardContext } from '../../components/card-item';
import { LoadFailed } from '../../components/load-failed';
import { NewsCard } from '../../components/news-card';
import type { LanguageRef } from '../../routing/paths';
import { bookmarksPath } from '../../routing/screen-paths';
import { useSignedInReader } from '../../shell/sign-in-redirect';
import type { ReaderPagesText } from './reader-pages-text';
import { SignInFirst } from './sign-in-first';
import styles from './reader-pages.module.css';

const PAGE_SIZE = 20;

/**
 * The signed-in reader's bookmarked stories, newest bookmark first, each removable. A signed-out
 * reader is sent to sign in and back here. A failed read says so and offers to try again: it
 * never shows as "no bookmarks".
 */
export function BookmarksList({ languageId, language, cards, text }: { languageId: number; language: LanguageRef; cards: CardContext; text: ReaderPagesText }) {
  const call = useCallStep();
  const token = useSignedInReader(language);
  const [items, setItems] = useState<NewsItem[] | null>(null);
  const [total, setTotal] = useState(0);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    const list = listResult(await call('get_bookmark', { params: { language_id: languageId, offset: 0, limit: PAGE_SIZE }, displayToast: false }));
    if (!list) return setFailed(true);
    setItems(list.items);
    setTotal(list.total);
  }, [call, languageId]);

  useEffect(() => {
    if (token) void load();
  }, [token, load]);

  if (token && failed) return <LoadFailed message={text.loadFailed} retryLabel={text.tryAgain} onRetry={() => void load()} />;
  if (!token || items === null) return <SignInFirst href={bookmarksPath(language)} language={language} note={text.signInForBookmarks} />;
  if (items.length === 0) return <p className={styles.note}>{text.noBookmarks}</p>;

  const remove = async (item: NewsItem) => {
    const result = await call('set_bookmark', { params: { news_id: item.id, status: 0 } });
    if (!result.ok) return;
    setItems((now) => (now ?? []).filter((kept) => kept.id !== item.id));
    setTotal((now) => now - 1);
  };

  const loadMore = async () => {
    const result = await call('get_bookmark', { params: { language_id: languageId, offset: items.length, limit: PAGE_SIZE }, displayToast: false });
    if (result.ok) setItems((now) => [...(now ?? []), ...result.response.data]);
  };

  return (
    <>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.id} className={styles.entry}>
            <NewsCard item={newsCard(item, cards)} />
            <button type="button" className={styles.button} onClick={() => void remove(item)} aria-label={`${text.removeBookmark}: ${item.title}`}>
              {text.removeBookmark}
            </button>
          </li>
        ))}
      </ul>
      {items.length < total && (
        <button type="button" className={styles.button} onClick={() => void loadMore()}>
          {text.loadMore}
        </button>
      )}
    </>
  );
}
