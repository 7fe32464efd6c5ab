'use client';

import { useState } from 'react';
import styles from './media.module.css';

interface YoutubePlayerProps {
  videoId: string;
  title: string;
  poster: string;
  playLabel: string;
}

/**
 * The story's picture with a play button; YouTube's player (and its scripts and cookies) loads
 * only when the reader asks for the video.
 */
export function YoutubePlayer({ videoId, title, poster, playLabel }: YoutubePlayerProps) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <iframe
        className={styles.frame}
        src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`}
        title={title}
        width={1280}
        height={720}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    );
  }
  return (
    <button type="button" className={styles.facade} onClick={() => setPlaying(true)}>
      <img src={poster} alt="" width={1280} height={720} className={styles.frame} fetchPriority="high" />
      <span className={styles.playButton} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="34" height="34" fill="currentColor">
          <path d="M8 5v14l11-7z" />
        </svg>
      </span>
      <span className="visually-hidden">
        {playLabel}: {title}
      </span>
    </button>
  );
}
