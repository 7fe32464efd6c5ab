'use client';

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
    if (element.canPlayType('application/vnd.apple.mpegurl')) {
      element.src = url;
      return;
    }
    let destroy: (() => void) | undefined;
    let cancelled = false;
    void import('hls.js').then(({ default: Hls }) => {
      if (cancelled) return;
      if (!Hls.isSupported()) {
        markFailed();
        return;
      }
      const hls = new Hls();
      // hls.js retries what it can; a fatal error is one it has given up on.
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) markFailed();
      });
      hls.loadSource(url);
      hls.attachMedia(element);
      destroy = () => hls.destroy();
    }, () => {
      // The player's code did not arrive (offline, a new release): the stream cannot play either.
      if (!cancelled) markFailed();
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [url, markFailed]);
  return (
    <>
      <video ref={video} className={styles.frame} controls preload="none" poster={poster} width={1280} height={720} aria-label={title} />
      <VideoFailureNotice failed={failed} url={url} text={failure} />
    </>
  );
}
