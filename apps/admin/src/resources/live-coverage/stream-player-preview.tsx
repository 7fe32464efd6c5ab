import { useEffect, useRef, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { FormDataConsumer, useTranslate } from 'react-admin';
import { youtubeVideoId } from '@newsroom/contract/youtube';
import { playHlsStream, type HlsFailure } from '@newsroom/rich-text/hls-stream';

const isWebAddress = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const isHlsPlaylist = (value: string) => /\.m3u8$/i.test(new URL(value).pathname);

/**
 * Plays an HLS playlist through the site's HLS set-up (native where the browser has it, hls.js
 * elsewhere) and any other address as a plain video. hls.js runs without its worker: the
 * console's policy allows scripts from this origin only (worker-src falls back to script-src).
 */
function VideoPlayer({ url, label }: { url: string; label: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [unsupported, setUnsupported] = useState(false);
  const translate = useTranslate();
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    setUnsupported(false);
    if (!isHlsPlaylist(url)) {
      element.src = url;
      return;
    }
    // Only a browser without any HLS gets a notice; the editor sees a stream that fails as a blank player.
    const onFailure = (reason: HlsFailure) => {
      if (reason === 'unsupported') setUnsupported(true);
    };
    const stop = playHlsStream(element, url, { worker: false, onFailure });
    return () => {
      stop();
      element.removeAttribute('src');
    };
  }, [url]);
  return (
    <>
      <Box component="video" ref={video} controls preload="metadata" aria-label={label} sx={{ width: '100%', maxWidth: 640, aspectRatio: '16 / 9', bgcolor: 'common.black' }} />
      {unsupported && <Typography variant="body2">{translate('console.live.preview_hls_unsupported')}</Typography>}
    </>
  );
}

/**
 * The form's stream as it will play: YouTube's privacy-enhanced player by the video's id (the
 * same rule as the site, contract youtube.ts), or the HLS or video address in a player. The frame
 * sends its origin as referrer: YouTube's embed refuses to play without one, and the console's
 * own policy sends none.
 */
export function StreamPlayerPreview() {
  return (
    <FormDataConsumer>
      {({ formData }) => <StreamPlayer type={formData.type as unknown} url={String(formData.url ?? '')} title={String(formData.title ?? '')} />}
    </FormDataConsumer>
  );
}

function StreamPlayer({ type, url, title }: { type: unknown; url: string; title: string }) {
  const translate = useTranslate();
  const address = url.trim();
  const label = translate('console.live.preview_label', { title: title.trim() || translate('resources.live-streams.name', { smart_count: 1 }) });
  const youtubeId = type === 'url_youtube' ? youtubeVideoId(address) : null;
  let player;
  if (!address) player = <Typography variant="body2">{translate('console.live.preview_empty')}</Typography>;
  else if (type === 'url_youtube' && youtubeId)
    player = (
      <Box
        component="iframe"
        src={`https://www.youtube-nocookie.com/embed/${youtubeId}`}
        title={label}
        referrerPolicy="strict-origin-when-cross-origin"
        allow="encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        sx={{ width: '100%', maxWidth: 640, aspectRatio: '16 / 9', border: 0 }}
      />
    );
  else if (type === 'url_other' && isWebAddress(address)) player = <VideoPlayer url={address} label={label} />;
  else player = <Typography variant="body2">{translate('console.live.preview_invalid')}</Typography>;
  return (
    <Box component="section" aria-labelledby="stream-player-preview" sx={{ width: '100%', my: 2 }}>
      <Typography id="stream-player-preview" component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('console.live.preview')}
      </Typography>
      {player}
    </Box>
  );
}
