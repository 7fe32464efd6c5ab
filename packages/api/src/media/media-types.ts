/** What a stored file is, by its extension: the store names files, so the extension is trusted. */
const TYPES: Record<string, string> = {
  webp: 'image/webp', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif',
  svg: 'image/svg+xml', mp4: 'video/mp4', webm: 'video/webm', ico: 'image/x-icon',
};

export const mediaType = (relativePath: string): string => TYPES[relativePath.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/** File names are unique per upload (and a size's name follows its file's), so caches may keep them. */
export const CACHE_FOREVER = 'public, max-age=31536000, immutable';
