'use client';

import { useCallback, useEffect, useState, type RefObject } from 'react';
import styles from './media.module.css';

/** What a reader is told when a video does not load, and the link to it anyway. */
export interface VideoFailureText {
  message: string;
  link: string;
}

/**
 * Whether the video failed to load, and a way for a player library (hls.js) to say it did. The
 * server-rendered `<video>` may fail before this script runs, so the element's standing error
 * counts as well as the `error` events that follow.
 */
export function useVideoFailure(video: RefObject<HTMLVideoElement | null>): [boolean, () => void] {
  const [failed, setFailed] = useState(false);
  const markFailed = useCallback(() => setFailed(true), []);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (element.error) markFailed();
    element.addEventListener('error', markFailed);
    return () => element.removeEventListener('error', markFailed);
  }, [video, markFailed]);
  return [failed, markFailed];
}

/**
 * The notice under a player. The live region is there from the start, empty, so screen readers
 * announce the message when it appears.
 */
export function VideoFailureNotice({ failed, url, text }: { failed: boolean; url: string; text: VideoFailureText }) {
  return (
    <p role="status" className={styles.failure}>
      {failed && (
        <>
          {text.message}{' '}
          <a href={url} rel="noopener" target="_blank">
            {text.link}
          </a>
        </>
      )}
    </p>
  );
}
