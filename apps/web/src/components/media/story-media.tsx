import { imageSrcSet, Picture } from '../picture';
import styles from './media.module.css';
import { HlsVideo } from './hls-video';
import { videoSource } from './video-source';
import { YoutubePlayer } from './youtube-player';

interface StoryMediaProps {
  title: string;
  image: string;
  /** The site's `<public URL>/media/` (CardContext), for the picture's smaller sizes. */
  mediaPrefix: string;
  contentType: string;
  contentValue: string;
  watchLabel: string;
}

/**
 * The lead of a story, a breaking news alert or a live stream: its picture, or its video
 * (YouTube, a stream or file, or an uploaded file).
 */
export function StoryMedia({ title, image, mediaPrefix, contentType, contentValue, watchLabel }: StoryMediaProps) {
  const source = videoSource(contentType, contentValue);
  let media;
  switch (source.kind) {
    case 'youtube':
      media = <YoutubePlayer videoId={source.id} title={title} poster={image} playLabel={watchLabel} />;
      break;
    case 'hls':
      media = <HlsVideo url={source.url} poster={image} title={title} />;
      break;
    case 'file':
      media = (
        <video className={styles.frame} controls preload="none" poster={image} width={1280} height={720} aria-label={title}>
          <source src={source.url} />
        </video>
      );
      break;
    default:
      media = image ? (
        // The story column: beside the 20rem sidebar from 64rem on, the whole width below.
        <Picture src={image} srcSet={imageSrcSet(image, mediaPrefix)} sizes="(min-width: 64rem) 54rem, 100vw" alt={title} width={1200} height={675} className={styles.frame} priority />
      ) : null;
  }
  return (
    <figure className={styles.media}>
      {media}
      {source.kind === 'link' && (
        <figcaption>
          <a href={source.url} rel="noopener" target="_blank" className={styles.watchLink}>
            {watchLabel}
          </a>
        </figcaption>
      )}
    </figure>
  );
}
