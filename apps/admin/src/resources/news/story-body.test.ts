import { describe, expect, it } from 'vitest';
import { storyBody } from './story-body';
import { previewStory } from './story-preview';

describe('storyBody', () => {
  it('sends the video address only for the kinds that have one', () => {
    expect(storyBody({ content_type: 'video_youtube', content_data: 'https://youtu.be/x' }).content_data).toBe('https://youtu.be/x');
    expect(storyBody({ content_type: 'video_upload', content_data: 'https://site/media/v.mp4' })).not.toHaveProperty('content_data');
    expect(storyBody({ content_type: 'standard_post', content_data: '' })).not.toHaveProperty('content_data');
  });

  it('leaves an empty slug and publishing time to the server, and clears emptied relations and days', () => {
    const body = storyBody({ slug: '', published_at: null, subcategory_id: '', location_id: '', show_till: '' });
    expect(body).not.toHaveProperty('slug');
    expect(body).not.toHaveProperty('published_at');
    expect(body).toMatchObject({ subcategory_id: null, location_id: null, show_till: null });
  });

  it('never sends a rejected status: only the reject route rejects, with its reason', () => {
    expect(storyBody({ status: 'rejected', title: 'Kept' })).toEqual({ title: 'Kept' });
    expect(storyBody({ status: 'pending' }).status).toBe('pending');
  });
});

describe('previewStory', () => {
  it('draws the unsaved form: new files by their blob address, the sanitized text', () => {
    const story = previewStory(
      { language_id: 2, category_id: 4, title: 'Night ferry', image: { rawFile: {}, src: 'blob:main' }, gallery: [{ rawFile: {}, src: 'blob:one' }], content_type: 'standard_post' },
      undefined,
      '<p>Text</p>',
    );
    expect(story).toMatchObject({ language_id: 2, category_id: 4, title: 'Night ferry', image: 'blob:main', description: '<p>Text</p>', content_value: '' });
    expect(story.images.map((image) => image.other_image)).toEqual(['blob:one']);
    expect(story.published_date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });
});
