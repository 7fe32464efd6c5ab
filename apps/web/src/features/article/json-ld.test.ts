import { describe, expect, it } from 'vitest';
import { newsArticleJsonLd } from './json-ld';

const story = {
  url: 'https://news.example/news/budget',
  headline: 'Budget passes',
  description: 'The vote',
  image: 'https://news.example/media/budget.webp',
  datePublished: '2030-01-02T03:04:05+00:00',
  language: 'en',
  siteName: 'Meridian News',
  logo: '',
};

describe('newsArticleJsonLd', () => {
  it('names no product unless one is configured', () => {
    const data = newsArticleJsonLd(story);
    expect(data['@type']).toBe('NewsArticle');
    expect(data).not.toHaveProperty('isPartOf');
    expect(data).not.toHaveProperty('isAccessibleForFree');
  });

  it('marks the article as part of the configured subscription product', () => {
    expect(newsArticleJsonLd({ ...story, productId: 'news.example:basic' })).toMatchObject({
      isAccessibleForFree: true,
      isPartOf: { '@type': ['CreativeWork', 'Product'], name: 'Meridian News', productID: 'news.example:basic' },
    });
  });
});
