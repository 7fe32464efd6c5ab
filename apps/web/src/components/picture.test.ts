import { describe, expect, it } from 'vitest';
import { imageSrcSet } from './picture';

describe('imageSrcSet', () => {
  const prefix = 'https://news.example/media/';

  it('offers a stored image in every width the API answers', () => {
    expect(imageSrcSet(`${prefix}news/ab12.webp`, prefix)).toBe(
      [320, 640, 960, 1280].map((width) => `${prefix}news/ab12.webp?w=${width} ${width}w`).join(', '),
    );
    expect(imageSrcSet(`${prefix}seed/world-1.JPG`, prefix)).toContain('?w=320 320w');
  });

  it('leaves alone images of other sites, other files, and addresses that already carry a query', () => {
    expect(imageSrcSet('https://cdn.example/media/photo.webp', prefix)).toBeUndefined();
    expect(imageSrcSet(`${prefix}news/drawing.svg`, prefix)).toBeUndefined();
    expect(imageSrcSet(`${prefix}news/ab12.webp?v=2`, prefix)).toBeUndefined();
    expect(imageSrcSet('', prefix)).toBeUndefined();
  });
});
