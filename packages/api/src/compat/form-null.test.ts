import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageFile } from '../../test/builders-news';
import { CLIENT_ENV, existingClient } from '../../test/client-requests';
import { createTestApi, type TestApi } from '../../test/harness';
import { ROLES } from '@newsroom/contract/roles';

// Issue 11, deviation 4: form clients post set_news as multipart and send the text "null" for
// every field the writer left unset, on create and on edit. "null" is absent; a required field
// sent so is still "required"; an empty field of an edit still clears the value.

let api: TestApi;
let client: ReturnType<typeof existingClient>;
let author: { id: number; token: string };
let en: number;
let category: { id: number; subcategories: { id: number }[] };

beforeAll(async () => {
  api = await createTestApi(CLIENT_ENV);
  api.deps.config.postRatePerMinute = 1000;
  client = existingClient(api);
  author = await api.signedInUser({ role: ROLES.author });
  en = api.base.en.id;
  category = api.base.categories[0]!;
});
afterAll(() => api.close());

type Parts = [string, string | File][];

/** The create form as a client sends it: every field, "null" where the writer set nothing. */
async function createForm(overrides: Record<string, string> = {}): Promise<Parts> {
  const fields: Record<string, string> = {
    access_key: '5670', action_type: '1', category_id: String(category.id), subcategory_id: 'null', tag_id: 'null',
    title: 'Harbour reopens after the storm', meta_title: 'null', meta_description: 'null', meta_keyword: 'null', slug: 'null',
    content_type: 'standard_post', content_data: 'null', description: '<p>Boats are back.</p>', show_till: 'null',
    language_id: String(en), location_id: 'null', ...overrides,
  };
  return [...Object.entries(fields), ['image', await imageFile('png')]];
}

/** The edit form as a client sends it: the news and its new title, "null" for all it left alone. */
function editForm(newsId: number, overrides: Record<string, string> = {}): Parts {
  const fields: Record<string, string> = {
    access_key: '5670', action_type: '2', news_id: String(newsId), category_id: 'null', subcategory_id: 'null', tag_id: 'null',
    title: 'Harbour reopens, boats return', meta_title: 'null', meta_description: 'null', meta_keyword: 'null', slug: 'null',
    content_type: 'null', content_data: 'null', description: 'null', image: 'null', show_till: 'null', language_id: 'null', location_id: 'null',
    ...overrides,
  };
  return Object.entries(fields);
}

const post = (parts: Parts) => client.postMultipart('set_news', parts, author.token);

/** A story with every optional field set, to edit. */
async function fullStory() {
  const [sub] = category.subcategories;
  const [tag] = api.base.tags;
  const { status, body } = await post(
    await createForm({
      subcategory_id: String(sub!.id), tag_id: String(tag!.id), location_id: String(api.base.locations[0]!.id), show_till: '2999-01-01',
      meta_title: 'Harbour', meta_description: 'The harbour story', meta_keyword: 'harbour,storm', title: `Harbour story ${Date.now()}`,
    }),
  );
  expect(status).toBe(200);
  return body.data;
}

describe('set_news from a form that sends "null" for unset fields', () => {
  it('creates the news with those fields absent', async () => {
    const { status, body } = await post(await createForm());
    expect(status).toBe(200);
    expect(body).toMatchObject({ error: 'false', message: 'News added successfully' });
    expect(body.data).toMatchObject({
      language_id: en, category_id: category.id, subcategory_id: 0, tag_id: '', location_id: 0, show_till: '',
      title: 'Harbour reopens after the storm', slug: 'harbour-reopens-after-the-storm', content_type: 'standard_post', content_value: '',
      meta_title: '', meta_description: '', meta_keyword: '', user_id: author.id, images: [], tag: [],
      sub_category: { id: 0, subcategory_name: '', slug: '' },
    });
    expect(typeof body.data.id).toBe('number');
  });

  it('creates a linked video with the other unset fields "null"', async () => {
    const { status, body } = await post(await createForm({ title: 'Storm footage', content_type: 'video_youtube', content_data: 'https://www.youtube.com/watch?v=abc123' }));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ content_type: 'video_youtube', content_value: 'https://www.youtube.com/watch?v=abc123', show_till: '' });
  });

  it('edits only what was sent, keeping every field sent as "null"', async () => {
    const story = await fullStory();
    const { status, body } = await post(editForm(story.id));
    expect(status).toBe(200);
    expect(body).toMatchObject({ error: 'false', message: 'News updated successfully' });
    const { id, slug, subcategory_id, tag_id, location_id, show_till, meta_title, meta_description, meta_keyword, description, image, category_id, language_id } = story;
    expect(body.data).toMatchObject({ id, slug, subcategory_id, tag_id, location_id, show_till, meta_title, meta_description, meta_keyword, description, image, category_id, language_id });
    expect(body.data.title).toBe('Harbour reopens, boats return');
  });

  it('still clears a field an edit sends empty', async () => {
    const story = await fullStory();
    const { status, body } = await post(editForm(story.id, { subcategory_id: '', tag_id: '', location_id: '', show_till: '', meta_title: '' }));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ subcategory_id: 0, tag_id: '', location_id: 0, show_till: '', meta_title: '', meta_description: story.meta_description });
  });

  it('still asks for a required field sent as "null"', async () => {
    const cases: [Parts, string][] = [
      [await createForm({ category_id: 'null' }), 'category_id is required'],
      [await createForm({ title: 'null' }), 'title is required'],
      [await createForm({ action_type: 'null' }), 'action_type is required'],
      [editForm(1, { news_id: 'null' }), 'news_id is required'],
    ];
    for (const [parts, message] of cases) {
      const { status, body } = await post(parts);
      expect([status, body]).toEqual([400, { error: 'true', message, data: [] }]);
    }
  });
});
