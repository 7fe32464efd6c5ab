import { IMAGE_WIDTHS, RESIZABLE_IMAGE } from '@newsroom/contract/media';
import { LeadImagePreload } from './lead-image-preload';
import styles from './picture.module.css';

interface PictureProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** The first image a reader sees: loaded at once and early; every other image waits until it is near. */
  priority?: boolean;
  /** Smaller sizes of the image (`imageSrcSet`); absent for images of other sites. */
  srcSet?: string;
  /** How wide the image is shown, for the browser's choice among `srcSet`. */
  sizes?: string;
}

/**
 * An image with its size written out, so the browser reserves its box before it loads (no layout
 * shift). Media are already re-encoded by the API, which also answers them in smaller sizes, so
 * no optimizer sits in between.
 *
 * The priority image sits in a `<picture>` (laid out as if it were not there) because React turns
 * every eager `<img>` of a server component into a preload hint, in the HTML and in the router's
 * data: each page the site's links prefetch would then download its own lead picture at high
 * priority while the reader's page is still loading. Inside `<picture>` React emits no hint; the
 * HTML gets its preload from LeadImagePreload instead.
 */
export function Picture({ src, alt, width, height, className, priority = false, srcSet, sizes }: PictureProps) {
  const image = (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  );
  if (!priority) return image;
  return (
    <>
      <LeadImagePreload src={src} srcSet={srcSet} sizes={sizes} />
      <picture className={styles.transparent}>{image}</picture>
    </>
  );
}

/**
 * The `srcset` of a stored image in the widths the API answers (`?w=640`), or undefined for an
 * image the site does not store itself (`mediaPrefix` is where readers fetch media: the site's
 * `<public URL>/media/`, or a CDN that passes the query on to it).
 */
export function imageSrcSet(src: string, mediaPrefix: string): string | undefined {
  if (!src.startsWith(mediaPrefix) || src.includes('?') || !RESIZABLE_IMAGE.test(src)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${src}?w=${width} ${width}w`).join(', ');
}
