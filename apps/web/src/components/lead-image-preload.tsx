'use client';

import { preload } from 'react-dom';

interface LeadImagePreloadProps {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * Asks for the page's lead picture from the top of the HTML, with the very `srcset` and `sizes`
 * of its `<img>`, so the browser fetches the one size it shows, once, before the scripts.
 * A client component on purpose: React writes a preload called here into the HTML only, whereas
 * a server component's would also travel in the router's data of every page a link prefetches
 * (picture.tsx).
 */
export function LeadImagePreload({ src, srcSet, sizes }: LeadImagePreloadProps) {
  preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: srcSet ? sizes : undefined, fetchPriority: 'high' });
  return null;
}
