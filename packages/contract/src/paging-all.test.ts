import { describe, expect, it } from 'vitest';
import { getBreakingNewsParams } from './breaking-news';
import { getFeaturedSectionByIdParams, getFeaturedSectionsParams } from './featured-sections';
import { getLiveStreamingParams } from './live-streams';
import { getPagesParams } from './pages';
import { MAX_PAGE_SIZE, UNPAGED_LIST_CAP } from './params';

// The lists the mobile app reads whole (API.md, its last section): without a limit, all rows up
// to a cap; a limit the caller gives pages as everywhere else.
const wholeByDefault = [
  ['get_featured_sections', getFeaturedSectionsParams, {}],
  ['get_featured_section_by_id', getFeaturedSectionByIdParams, { section_id: '3' }],
  ['get_breaking_news', getBreakingNewsParams, {}],
  ['get_live_streaming', getLiveStreamingParams, {}],
  ['get_pages', getPagesParams, {}],
] as const;

describe('paging of the lists answered whole by default', () => {
  it.each(wholeByDefault)('%s: no limit, or an empty one, is every row up to the cap; a given limit pages', (_, schema, required) => {
    expect(schema.parse({ ...required })).toMatchObject({ offset: 0, limit: UNPAGED_LIST_CAP });
    expect(schema.parse({ ...required, offset: '', limit: '' })).toMatchObject({ offset: 0, limit: UNPAGED_LIST_CAP });
    expect(schema.parse({ ...required, offset: '20', limit: '5' })).toMatchObject({ offset: 20, limit: 5 });
    expect(schema.parse({ ...required, limit: '5000' })).toMatchObject({ limit: MAX_PAGE_SIZE });
    expect(schema.safeParse({ ...required, limit: 'all' }).success).toBe(false);
  });
});
