/** Why a stream cannot play: no HLS in this browser, hls.js gave up on it, or its code did not arrive. */
export type HlsFailure = 'unsupported' | 'fatal' | 'unavailable';

interface HlsStreamOptions {
  /** Called at most once per failure; the caller shows its own notice. */
  onFailure: (reason: HlsFailure) => void;
  /**
   * hls.js parses in a worker by default; a page whose policy allows scripts from its own origin
   * only (worker-src falls back to script-src) must turn it off.
   */
  worker?: boolean;
}

/**
 * Plays an HLS playlist (`.m3u8`) in a video element, shared by the reader site's player and the
 * console's live stream preview: Safari plays it natively; other browsers get hls.js, loaded only
 * when a stream is shown. Answers the tear-down for the caller's effect clean-up.
 */
export function playHlsStream(element: HTMLVideoElement, url: string, { onFailure, worker = true }: HlsStreamOptions): () => void {
  if (element.canPlayType('application/vnd.apple.mpegurl')) {
    element.src = url;
    return () => {};
  }
  let destroy: (() => void) | undefined;
  let cancelled = false;
  void import('hls.js').then(
    ({ default: Hls }) => {
      if (cancelled) return;
      if (!Hls.isSupported()) return onFailure('unsupported');
      const hls = new Hls({ enableWorker: worker });
      // hls.js retries what it can; a fatal error is one it has given up on.
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) onFailure('fatal');
      });
      hls.loadSource(url);
      hls.attachMedia(element);
      destroy = () => hls.destroy();
    },
    () => {
      // The player's code did not arrive (offline, a new release): the stream cannot play either.
      if (!cancelled) onFailure('unavailable');
    },
  );
  return () => {
    cancelled = true;
    destroy?.();
  };
}
