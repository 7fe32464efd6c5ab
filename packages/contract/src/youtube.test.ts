import { describe, expect, it } from 'vitest';
import { youtubeVideoId } from './youtube';

describe('youtubeVideoId', () => {
  it('reads the id from every form of a YouTube address', () => {
    for (const address of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/live/dQw4w9WgXcQ?feature=share',
      new URL('https://YOUTUBE.com/v/dQw4w9WgXcQ'),
    ]) {
      expect(youtubeVideoId(address), String(address)).toBe('dQw4w9WgXcQ');
    }
  });

  it('finds no video in other addresses, short ids or text', () => {
    for (const address of ['https://www.youtube.com/', 'https://www.youtube.com/watch?v=abc', 'https://vimeo.com/76979871', 'https://evil.example/watch?v=dQw4w9WgXcQ', 'not an address']) {
      expect(youtubeVideoId(address), address).toBeNull();
    }
  });
});
