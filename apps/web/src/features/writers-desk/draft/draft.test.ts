import { describe, expect, it } from 'vitest';
import { draftProblems, saveParams } from './save-params';
import { isSlugShaped, slugFromTitle } from './slug-from-title';
import { emptyDraft, missingFiles, NO_FILES, withFileNames } from './story-draft';

const image = new File(['x'], 'harbour.jpg', { type: 'image/jpeg' });

describe('the story draft', () => {
  it('suggests a slug from a title in any script, in the shape set_news accepts', () => {
    expect(slugFromTitle('  Harbour reopens — after the Storm!  ')).toBe('harbour-reopens-after-the-storm');
    expect(slugFromTitle('Élection à Paris')).toBe('election-a-paris');
    expect(slugFromTitle('افتتاح المِيناء')).toBe('افتتاح-الميناء');
    expect(slugFromTitle('ميناء الأضواء')).toBe('ميناء-الأضواء');
    for (const title of ['Harbour reopens', 'Élection à Paris', 'افتتاح المِيناء']) expect(isSlugShaped(slugFromTitle(title))).toBe(true);
    expect(isSlugShaped('Not A Slug')).toBe(false);
  });

  it('says what is missing before sending: category, title, main image, a video address or file', () => {
    expect(draftProblems(emptyDraft(1), NO_FILES)).toEqual(['category', 'title', 'image']);
    const ready = { ...emptyDraft(1), categoryId: 3, title: 'Harbour' };
    expect(draftProblems(ready, { ...NO_FILES, image })).toEqual([]);
    expect(draftProblems({ ...ready, contentType: 'video_youtube', videoUrl: 'youtube' }, { ...NO_FILES, image })).toEqual(['video']);
    expect(draftProblems({ ...ready, contentType: 'video_upload', savedImage: 'https://site/a.jpg' }, NO_FILES)).toEqual(['video']);
  });

  it('sends every field, so an emptied one is cleared, and the files with it', () => {
    const draft = { ...emptyDraft(1), categoryId: 3, title: ' Harbour ', contentType: 'video_youtube', videoUrl: 'https://youtu.be/abc' };
    expect(saveParams(draft, { ...NO_FILES, image, gallery: [image] }, null)).toMatchObject({
      action_type: '1',
      language_id: 1,
      category_id: 3,
      subcategory_id: 0,
      tag_id: '0',
      location_id: 0,
      title: 'Harbour',
      content_data: 'https://youtu.be/abc',
      show_till: '',
      image,
      ofile: [image],
    });
    expect(saveParams({ ...draft, tagIds: [4, 5] }, NO_FILES, 12)).toMatchObject({ action_type: '2', news_id: 12, tag_id: '4,5' });
    expect(saveParams(draft, NO_FILES, 12)).not.toHaveProperty('image');
  });

  it("sends the saved gallery's order when editing a story with more than one saved image", () => {
    const savedGallery = [
      { id: 9, url: 'https://site/9.webp' },
      { id: 4, url: 'https://site/4.webp' },
    ];
    const draft = { ...emptyDraft(1), categoryId: 3, title: 'Harbour', savedGallery };
    expect(saveParams(draft, NO_FILES, 12)).toMatchObject({ gallery_order: '9,4' });
    expect(saveParams({ ...draft, savedGallery: savedGallery.slice(1) }, NO_FILES, 12)).not.toHaveProperty('gallery_order');
    expect(saveParams(draft, NO_FILES, null)).not.toHaveProperty('gallery_order');
  });

  it('remembers the names of chosen files, to say which a reload lost', () => {
    const draft = withFileNames(emptyDraft(1), { image, gallery: [image, image], video: null });
    expect(draft.fileNames).toEqual({ image: 'harbour.jpg', gallery: ['harbour.jpg', 'harbour.jpg'], video: '' });
    expect(missingFiles(draft, NO_FILES)).toEqual(['harbour.jpg', 'harbour.jpg', 'harbour.jpg']);
    expect(missingFiles(draft, { image, gallery: [image, image], video: null })).toEqual([]);
  });
});
