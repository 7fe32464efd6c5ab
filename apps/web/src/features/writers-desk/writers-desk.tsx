'use client';

import { useEffect, useMemo, type ReactNode } from 'react';
import type { NewsItem } from '@newsroom/contract/news';
import { useWriterPermission } from '../../queries/get-writer-permission';
import { useAppDispatch } from '../../state/hooks';
import { newsToEditChosen } from '../../state/news-creation-slice';
import { useOwnStory } from './api/get-own-story';
import type { DeskText } from './desk-text';
import { draftFromStory, emptyDraft } from './draft/story-draft';
import type { StoryLanguage } from './fields/taxonomy-fields';
import { StoryEditor } from './story-editor';
import styles from './writers-desk.module.css';

export interface WritersDeskProps {
  /** The story to edit, or null for a new one. */
  newsId: number | null;
  /** The page's language: a new story is written in it unless the writer picks another. */
  language: StoryLanguage;
  languages: StoryLanguage[];
  text: DeskText;
  savedPath: string;
  siteAddress: string;
  renderPreview: (item: NewsItem) => ReactNode;
}

/**
 * The writers' desk for a signed-in reader (the page sends others to sign in first): a reader
 * who may not write is told so instead of seeing the form; an edit loads the writer's own story.
 */
export function WritersDesk(props: WritersDeskProps) {
  const { text } = props;
  const permission = useWriterPermission();
  if (!permission.ready) return <p role="status">{text.checkingAccess}</p>;
  if (!permission.mayWrite) return <p className={styles.refusal}>{text.mayNotWrite}</p>;
  if (props.newsId === null) return <NewStory {...props} />;
  return <EditedStory {...props} newsId={props.newsId} />;
}

function NewStory(props: WritersDeskProps) {
  const languageId = props.language.id;
  const baseline = useMemo(() => emptyDraft(languageId), [languageId]);
  return <StoryEditor {...props} locale={props.language.code} baseline={baseline} />;
}

function EditedStory(props: WritersDeskProps & { newsId: number }) {
  const { text } = props;
  const story = useOwnStory(props.newsId);
  const dispatch = useAppDispatch();
  const baseline = useMemo(() => (story.data ? draftFromStory(story.data) : null), [story.data]);
  // SPEC section 3: the item being edited is the slice's createToEdit.
  useEffect(() => {
    if (story.data) dispatch(newsToEditChosen(story.data));
  }, [dispatch, story.data]);
  if (story.isError) {
    return (
      <div role="alert">
        <p>{story.error.message}</p>
        <button type="button" onClick={() => void story.refetch()}>
          {text.tryAgain}
        </button>
      </div>
    );
  }
  if (story.isPending) return <p role="status">{text.loadingStory}</p>;
  if (!baseline) return <p role="alert">{text.storyNotFound}</p>;
  return <StoryEditor {...props} locale={props.language.code} baseline={baseline} />;
}
