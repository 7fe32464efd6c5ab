import { expect, type APIRequestContext } from '@playwright/test';
import { ACCESS_KEY } from '../demo-site';
import sharp from 'sharp';
import type { TestReader } from './test-readers';


/** The story's fields that differ between tests; the rest are a plain story of the first category. */
export interface StoryFields {
  title: string;
  /** The story's language (default English). */
  code?: string;
  content_type?: 'standard_post' | 'video_youtube' | 'video_other';
  content_data?: string;
  /** HTML; default a sentence with the title. */
  description?: string;
}

/** The story as set_news answers it (the fields the specs read). */
export interface WrittenStory {
  id: number;
  slug: string;
  status: number;
  description: string;
}

/** A language's id and its first category, read from the running site. */
async function languageWithCategory(request: APIRequestContext, code: string): Promise<{ id: number; categoryId: number }> {
  const languages = (await (await request.get(`/api/get_languages_list?access_key=${ACCESS_KEY}`)).json()) as { data: { id: number; code: string }[] };
  const id = languages.data.find((language) => language.code === code)!.id;
  const categories = (await (await request.get(`/api/get_category?access_key=${ACCESS_KEY}&language_id=${id}`)).json()) as { data: { id: number }[] };
  return { id, categoryId: categories.data[0]!.id };
}

/**
 * Writes a story as this writer through the API (set_news, multipart with a real main image), as
 * the writers' desk saves one: published at once for a trusted author, pending for an author.
 */
export async function writeStoryAs(request: APIRequestContext, writer: TestReader, fields: StoryFields): Promise<WrittenStory> {
  const { code = 'en', title, content_type = 'standard_post', content_data, description = `<p>${title}, as the writer tells it.</p>` } = fields;
  const language = await languageWithCategory(request, code);
  const image = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#2a6' } }).png().toBuffer();
  const response = await request.post('/api/set_news', {
    headers: { authorization: `Bearer ${writer.token}` },
    multipart: {
      access_key: ACCESS_KEY,
      action_type: '1',
      language_id: String(language.id),
      category_id: String(language.categoryId),
      title,
      content_type,
      ...(content_data !== undefined && { content_data }),
      description,
      image: { name: 'lead.png', mimeType: 'image/png', buffer: image },
    },
  });
  const answer = (await response.json()) as { error: string; message: string; data: WrittenStory };
  expect(answer.error, answer.message).toBe('false');
  return answer.data;
}
