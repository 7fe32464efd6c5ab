import 'server-only';
import { breakingNewsSitemapItems, newsSitemapCount, newsSitemapStories, recentStories } from '@newsroom/api';
import { loadThirdPartyIds } from '../server/third-party-config';
import { apiDeps } from './deps';

/**
 * The sitemaps' bulk lists, read in-process from the API's read-only SEO service
 * (packages/api/src/seo): no endpoint of the contract lists thousands of slugs at once.
 */
export const newsSitemapFiles = async () => newsSitemapCount(await apiDeps());

export const newsSitemapFile = async (file: number) => newsSitemapStories(await apiDeps(), file);

export const googleNewsStories = async () => recentStories(await apiDeps());

export const breakingNewsForSitemap = async () => breakingNewsSitemapItems(await apiDeps());

/** Ids of the third-party tags; each loads only when configured (docs/seo-and-performance.md). */
export const thirdPartyIds = async () => loadThirdPartyIds();
