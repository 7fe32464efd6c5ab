import styles from './ad-banner.module.css';
import { Picture } from './picture';

interface AdBannerProps {
  /** The wide web picture, or the app picture when no web picture exists. */
  image: string;
  url: string;
  label: string;
}

/** An advertisement, marked as such, in a box of fixed proportions. */
export function AdBanner({ image, url, label }: AdBannerProps) {
  if (!image) return null;
  const picture = <Picture src={image} alt={label} width={1456} height={180} className={styles.image} />;
  return (
    <aside className={styles.ad} aria-label={label}>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      {url ? (
        <a href={url} rel="sponsored noopener" target="_blank">
          {picture}
        </a>
      ) : (
        picture
      )}
    </aside>
  );
}
