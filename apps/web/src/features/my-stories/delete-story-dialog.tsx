'use client';

import { useEffect, useRef } from 'react';
import { useDeleteStory } from './api/delete-story';
import { fill, type MyStoriesText } from './my-stories-text';
import styles from './my-stories.module.css';

export interface StoryToDelete {
  id: number;
  title: string;
}

interface DeleteStoryDialogProps {
  /** The story the writer asked to delete; the dialog is open while there is one. */
  story: StoryToDelete | null;
  text: MyStoriesText;
  /** Closed by Cancel, Escape or a deletion: the list puts the focus back where it belongs. */
  onClosed: (deleted: boolean) => void;
}

/**
 * The confirmation before a story is deleted, in a modal <dialog>: the browser keeps focus inside
 * it and Escape cancels. Cancel has the focus first, so a hasty Enter keeps the story. A failed
 * deletion keeps the dialog open with the server's message.
 */
export function DeleteStoryDialog({ story, text, onClosed }: DeleteStoryDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deleted = useRef(false);
  const deletion = useDeleteStory();
  const { reset } = deletion;
  const storyId = story?.id;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (storyId === undefined || !dialog || dialog.open) return;
    reset();
    deleted.current = false;
    dialog.showModal();
    cancelRef.current?.focus();
  }, [storyId, reset]);

  const confirm = () => {
    if (!story) return;
    deletion.mutate(story.id, {
      onSuccess: () => {
        deleted.current = true;
        dialogRef.current?.close();
      },
    });
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby="delete-story-title"
      aria-describedby="delete-story-warning"
      // Escape while the deletion is under way would leave its outcome unsaid.
      onCancel={(event) => deletion.isPending && event.preventDefault()}
      onClose={() => onClosed(deleted.current)}
    >
      <h2 id="delete-story-title">{text.deleteTitle}</h2>
      <p id="delete-story-warning">{fill(text.deleteWarning, { title: story?.title ?? '' })}</p>
      {deletion.error && (
        <p role="alert" className={styles.error}>
          {deletion.error.message}
        </p>
      )}
      <div className={styles.dialogButtons}>
        <button ref={cancelRef} type="button" className={styles.secondary} onClick={() => dialogRef.current?.close()} disabled={deletion.isPending}>
          {text.cancel}
        </button>
        <button type="button" className={styles.danger} onClick={confirm} disabled={deletion.isPending}>
          {text.deleteForever}
        </button>
      </div>
    </dialog>
  );
}
