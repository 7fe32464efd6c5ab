'use client';

import type { FormEvent } from 'react';
import { MIN_SEARCH_LENGTH } from '@newsroom/contract/news';
import type { MyStoriesText } from './my-stories-text';
import styles from './my-stories.module.css';

const MAX_SEARCH_LENGTH = 100;

/**
 * Searches the writer's stories when they submit (one read per search, not per keystroke); an
 * emptied box shows the whole list again at once.
 */
interface StorySearchProps {
  /** What the box holds, and the search the list shows. */
  draft: string;
  search: string;
  text: MyStoriesText;
  onDraft: (draft: string) => void;
  onSearch: (search: string) => void;
}

export function StorySearch({ draft, search, text, onDraft, onSearch }: StorySearchProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor="my-stories-search" className="visually-hidden">
        {text.searchLabel}
      </label>
      <input
        id="my-stories-search"
        type="search"
        value={draft}
        onChange={(event) => {
          onDraft(event.target.value);
          if (event.target.value === '' && search !== '') onSearch('');
        }}
        placeholder={text.searchLabel}
        minLength={MIN_SEARCH_LENGTH}
        maxLength={MAX_SEARCH_LENGTH}
        className={styles.input}
      />
      <button type="submit" className={styles.secondary}>
        {text.searchButton}
      </button>
    </form>
  );
}
