interface PictureProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** The first image a reader sees: loaded at once and early; every other image waits until it is near. */
  priority?: boolean;
}

/**
 * An image with its size written out, so the browser reserves its box before it loads (no layout
 * shift). Media are already re-encoded and sized by the API, so no optimizer sits in between.
 */
export function Picture({ src, alt, width, height, className, priority = false }: PictureProps) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
