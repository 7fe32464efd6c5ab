import styles from './ad-banner.module.css';
import { imageSrcSet, Picture } from './picture';

interface AdBannerProps {
  /** The wide web picture, or the app picture when no web picture exists. */
  image: string;
  url: string;
  label: string;
  /** The site's media address (CardContext): a stored picture is offered in smaller sizes. */
  mediaPrefix?: string;
}

/** At most the 76rem content width; a phone takes a copy its own width, not the 1456 pixel original. */
const AD_SIZES = '(min-width: 76rem) 76rem, 100vw';

/** An advertisement, marked as such, in a box of fixed proportions. */
export function AdBanner({ image, url, label, mediaPrefix }: AdBannerProps) {
  if (!image) return null;
  const srcSet = mediaPrefix ? imageSrcSet(image, mediaPrefix) : undefined;
  const picture = <Picture src={image} srcSet={srcSet} sizes={AD_SIZES} alt={label} width={1456} height={180} className={styles.image} />;
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
