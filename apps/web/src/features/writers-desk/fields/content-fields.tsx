'use client';

import { FileButton } from '@newsroom/rich-text/file-button';
import { useId } from 'react';
import type { DeskText } from '../desk-text';
import styles from '../writers-desk.module.css';
import type { FieldProps } from './field-props';

const KINDS: { type: string; label: keyof DeskText }[] = [
  { type: 'standard_post', label: 'standardPost' },
  { type: 'video_youtube', label: 'youtubeVideo' },
  { type: 'video_other', label: 'otherVideo' },
  { type: 'video_upload', label: 'uploadedVideo' },
];

interface ContentFieldsProps extends FieldProps {
  video: File | null;
  onVideo: (file: File | null) => void;
}

/** The kind of story and its matching input: nothing more, a YouTube or other video address, or a video file. */
export function ContentFields({ draft, update, text, video, onVideo }: ContentFieldsProps) {
  const id = useId();
  const linked = draft.contentType === 'video_youtube' || draft.contentType === 'video_other';
  return (
    <fieldset className={styles.group}>
      <legend>{text.storyKind}</legend>
      <div className={styles.choices}>
        {KINDS.map((kind) => (
          <label key={kind.type}>
            <input type="radio" name={`${id}-kind`} value={kind.type} checked={draft.contentType === kind.type} onChange={() => update({ contentType: kind.type })} />{' '}
            {text[kind.label]}
          </label>
        ))}
      </div>
      {linked && (
        <p className={styles.field}>
          <label htmlFor={`${id}-url`}>{draft.contentType === 'video_youtube' ? text.youtubeUrl : text.videoUrl}</label>
          <input
            id={`${id}-url`}
            type="url"
            dir="ltr"
            required
            placeholder="https://"
            value={draft.videoUrl}
            onChange={(event) => update({ videoUrl: event.target.value })}
          />
        </p>
      )}
      {draft.contentType === 'video_upload' && (
        <FileButton
          label={text.videoFile}
          buttonText={text.chooseFile}
          noneText={text.noFileChosen}
          chosen={video ? [video.name] : []}
          accept="video/mp4,video/webm"
          onChoose={([file]) => onVideo(file ?? null)}
        >
          {!video && draft.savedVideo && (
            <a href={draft.savedVideo} className={styles.hint} dir="ltr">
              {draft.savedVideo.split('/').pop()}
            </a>
          )}
        </FileButton>
      )}
    </fieldset>
  );
}
