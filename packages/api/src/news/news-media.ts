import type { Deps } from '../deps';

/**
 * Removes stored files that uploads to news made. Only the folders news uploads go to are
 * touched: seeded or shared media (`seed/…`) and external URLs are never deleted.
 */
export async function removeOwnMedia(deps: Deps, paths: string[]): Promise<void> {
  const own = paths.filter((path) => /^(news|videos)\/[^/]+$/.test(path));
  await Promise.all(own.map((path) => deps.media.remove(path)));
}
