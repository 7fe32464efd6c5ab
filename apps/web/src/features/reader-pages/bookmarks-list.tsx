'use client';

import { useEffect, useState } from 'react';
import type { NewsItem } from '@newsroom/contract/news';
import { useCallStep } from '../../api-client/call-step-context';
import { newsCard, type CardContext } from '../../components/card-item';
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
 * reader is sent to sign in and back here.
 */
export function BookmarksList({ languageId, language, cards, text }: { languageId: number; language: LanguageRef; cards: CardContext; text: ReaderPagesText }) {
  const call = useCallStep();
  const token = useSignedInReader(language);
  const [items, setItems] = useState<NewsItem[] | null>(null);
  const [total, setTotal] = useState(0);

  useEffect(() => {
    if (!token) return;
    void call('get_bookmark', { params: { language_id: languageId, offset: 0, limit: PAGE_SIZE }, displayToast: false }).then((result) => {
      setItems(result.ok ? result.response.data : []);
      setTotal(result.ok ? (result.response.total ?? result.response.data.length) : 0);
    });
  }, [call, token, languageId]);

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
