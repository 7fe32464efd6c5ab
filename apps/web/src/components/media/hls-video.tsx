'use client';

import { playHlsStream } from '@newsroom/rich-text/hls-stream';
import { useEffect, useRef } from 'react';
import styles from './media.module.css';
import { useVideoFailure, VideoFailureNotice, type VideoFailureText } from './video-failure';

interface HlsVideoProps {
  url: string;
  poster: string;
  title: string;
  failure: VideoFailureText;
}

/**
 * An HLS stream (`.m3u8`): Safari plays it natively; other browsers get hls.js, loaded only on
 * pages that show such a stream. A stream that cannot play (hls.js gives up, or neither way
 * exists) gets the failure notice.
 */
export function HlsVideo({ url, poster, title, failure }: HlsVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, markFailed] = useVideoFailure(video);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    return playHlsStream(element, url, { onFailure: markFailed });
  }, [url, markFailed]);
  return (
    <>
      <video ref={video} className={styles.frame} controls preload="none" poster={poster} width={1280} height={720} aria-label={title} />
      <VideoFailureNotice failed={failed} url={url} text={failure} />
    </>
  );
}
