import { Picture } from '../../components/picture';
import styles from './article.module.css';
import { HlsVideo } from './hls-video';
import { videoSource } from './video-source';
import { YoutubePlayer } from './youtube-player';

interface ArticleMediaProps {
  title: string;
  image: string;
  contentType: string;
  contentValue: string;
  watchLabel: string;
}

/** The story's lead: its picture, or its video (YouTube, a stream or file, or an uploaded file). */
export function ArticleMedia({ title, image, contentType, contentValue, watchLabel }: ArticleMediaProps) {
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
      media = image ? <Picture src={image} alt={title} width={1200} height={675} className={styles.frame} priority /> : null;
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
