import type { UiText } from '../../i18n/ui-text';
import { imageSrcSet, Picture } from '../picture';
import styles from './media.module.css';
import { FileVideo } from './file-video';
import { HlsVideo } from './hls-video';
import { videoSource } from './video-source';
import { YoutubePlayer } from './youtube-player';

/** The words of the players: the play button, the failure notice and the links to the video's source. */
export type StoryMediaText = Pick<UiText, 'watchVideo' | 'videoFailed' | 'videoAtSource' | 'watchOnYoutube'>;

interface StoryMediaProps {
  title: string;
  image: string;
  /** The site's media address (CardContext), for the picture's smaller sizes. */
  mediaPrefix: string;
  contentType: string;
  contentValue: string;
  text: StoryMediaText;
}

/**
 * The lead of a story, a breaking news alert or a live stream: its picture, or its video
 * (YouTube, a stream or file, or an uploaded file). A video that cannot load says so and links to
 * its source; a YouTube embed's failures cannot be seen from the page, so its link is always there.
 */
export function StoryMedia({ title, image, mediaPrefix, contentType, contentValue, text }: StoryMediaProps) {
  const source = videoSource(contentType, contentValue);
  const failure = { message: text.videoFailed, link: text.videoAtSource };
  let media;
  let sourceLink: { url: string; label: string } | null = null;
  switch (source.kind) {
    case 'youtube':
      media = <YoutubePlayer videoId={source.id} title={title} poster={image} playLabel={text.watchVideo} />;
      sourceLink = { url: `https://www.youtube.com/watch?v=${source.id}`, label: text.watchOnYoutube };
      break;
    case 'hls':
      media = <HlsVideo url={source.url} poster={image} title={title} failure={failure} />;
      break;
    case 'file': {
      // The site's own files load their first bytes at once; other hosts hear from the reader's browser only on Play.
      const ownFile = source.url.startsWith(mediaPrefix);
      media = <FileVideo url={source.url} poster={image} title={title} preload={ownFile ? 'metadata' : 'none'} failure={failure} />;
      break;
    }
    default:
      // A video address no player here knows is linked under the story's picture.
      if (source.kind === 'link') sourceLink = { url: source.url, label: text.watchVideo };
      media = image ? (
        // The story column: beside the 20rem sidebar from 64rem on, the whole width below.
        <Picture src={image} srcSet={imageSrcSet(image, mediaPrefix)} sizes="(min-width: 64rem) 54rem, 100vw" alt={title} width={1200} height={675} className={styles.frame} priority />
      ) : null;
  }
  return (
    <figure className={styles.media}>
      {media}
      {sourceLink && (
        <figcaption>
          <a href={sourceLink.url} rel="noopener" target="_blank" className={styles.watchLink}>
            {sourceLink.label}
          </a>
        </figcaption>
      )}
    </figure>
  );
}
