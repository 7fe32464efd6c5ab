'use client';

import { useEffect, useRef } from 'react';
import styles from './media.module.css';

interface HlsVideoProps {
  url: string;
  poster: string;
  title: string;
}

/**
 * An HLS stream (`.m3u8`): Safari plays it natively; other browsers get hls.js, loaded only on
 * pages that show such a stream.
 */
export function HlsVideo({ url, poster, title }: HlsVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
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
      if (cancelled || !Hls.isSupported()) return;
      const hls = new Hls();
      hls.loadSource(url);
      hls.attachMedia(element);
      destroy = () => hls.destroy();
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [url]);
  return <video ref={video} className={styles.frame} controls preload="none" poster={poster} width={1280} height={720} aria-label={title} />;
}
