'use client';

import { useRef } from 'react';
import styles from './media.module.css';
import { useVideoFailure, VideoFailureNotice, type VideoFailureText } from './video-failure';

interface FileVideoProps {
  url: string;
  poster: string;
  title: string;
  /** `metadata` for the site's own files (a failure shows at once), `none` for other hosts (contacted only on Play). */
  preload: 'metadata' | 'none';
  failure: VideoFailureText;
}

/** A video file (MP4, WebM…) in the browser's own player, with a notice when it cannot be played. */
export function FileVideo({ url, poster, title, preload, failure }: FileVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed] = useVideoFailure(video);
  return (
    <>
      {/* `src` on the element, not a <source> child: only then does the element itself report a failed load. */}
      <video ref={video} className={styles.frame} src={url} controls preload={preload} poster={poster} width={1280} height={720} aria-label={title} />
      <VideoFailureNotice failed={failed} url={url} text={failure} />
    </>
  );
}
