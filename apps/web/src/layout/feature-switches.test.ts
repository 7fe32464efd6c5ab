import { describe, expect, it } from 'vitest';
import { featureSwitches, screenLinks, visibleSections } from './feature-switches';

const ALL_ON = { category_mode: '1', subcategory_mode: '1', breaking_news_mode: '1', live_streaming_mode: '1', comments_mode: '1', location_news_mode: '1' } as const;
const TEXT = { breakingNews: 'Breaking news', liveNews: 'Live', liveStreaming: 'Live streaming', videoNews: 'Video news', allCategories: 'All categories', morePages: 'More pages' };
const en = { code: 'en', isDefault: true };

describe('feature switches', () => {
  it('read the "0"/"1" strings; subcategories need categories', () => {
    expect(featureSwitches(ALL_ON)).toEqual({ categories: true, subcategories: true, breakingNews: true, liveStreaming: true, comments: true, locationNews: true });
    const off = featureSwitches({ ...ALL_ON, category_mode: '0', comments_mode: '0' });
    expect(off).toMatchObject({ categories: false, subcategories: false, comments: false, breakingNews: true });
  });

  it('leave switched-off screens out of the links', () => {
    expect(screenLinks(en, featureSwitches(ALL_ON), TEXT, { short: true }).map((link) => link.label)).toEqual(['Breaking news', 'Live', 'Video news', 'All categories']);
    const off = featureSwitches({ ...ALL_ON, breaking_news_mode: '0', live_streaming_mode: '0', category_mode: '0' });
    expect(screenLinks(en, off, TEXT, { withPages: true }).map((link) => link.href)).toEqual(['/videos', '/page']);
  });

  it('hide sections of breaking news, videos of breaking news included, while breaking news is off', () => {
    const sections = [
      { id: 1, news_type: 'news', videos_type: '' },
      { id: 2, news_type: 'breaking_news', videos_type: '' },
      { id: 3, news_type: 'videos', videos_type: 'news' },
      { id: 4, news_type: 'videos', videos_type: 'breaking_news' },
    ];
    expect(visibleSections(sections, { breakingNews: true })).toHaveLength(4);
    expect(visibleSections(sections, { breakingNews: false }).map((section) => section.id)).toEqual([1, 3]);
  });
});
