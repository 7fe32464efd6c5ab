import { IMAGE_WIDTHS, RESIZABLE_IMAGE, type ImageWidth } from '@newsroom/contract/media';

// Where the smaller sizes of an image live: what the store needs to remove an image with its
// sizes, apart from the resizing (image-variants.ts), which needs the store.

/** `news/ab12.webp` at 640 → `news/ab12.w640.webp`: beside the original, so they go together. */
export function variantPath(relativePath: string, width: ImageWidth): string {
  return `${relativePath.replace(/\.[^./]+$/, '')}.w${width}.webp`;
}

/** A smaller size itself: sizes are made of originals only, so no chain of copies can fill the disk. */
const VARIANT_NAME = /\.w\d+\.webp$/;

/** A stored original that smaller sizes can be made of. */
export function isResizable(relativePath: string): boolean {
  return RESIZABLE_IMAGE.test(relativePath) && !VARIANT_NAME.test(relativePath);
}

export function isImageWidth(width: number): width is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(width);
}

/** Every smaller size an image may have in the store, for removing them with it. */
export function variantPaths(relativePath: string): string[] {
  return isResizable(relativePath) ? IMAGE_WIDTHS.map((width) => variantPath(relativePath, width)) : [];
}
