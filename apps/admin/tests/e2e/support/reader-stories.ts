import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { imageFile } from '@newsroom/api/testing';

// A few lines of the site's own test support (apps/web/tests/e2e/support): packages may not reach
// into each other's folders, and these are all the console's specs need of it.

/** The demo seed's access key (the default of a local install), as the site's specs use it. */
const ACCESS_KEY = process.env.ACCESS_KEY ?? '5670';

/** A signed-in reader the site's test setup prepared (prepare-site.ts writes them beside the database). */
export interface TestReader {
  id: number;
  name: string;
  token: string;
}

export function testReader(name: string): TestReader {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const readers = JSON.parse(readFileSync(path.join(dataDir, 'e2e-readers.json'), 'utf8')) as TestReader[];
  const reader = readers.find((candidate) => candidate.name === name);
  if (!reader) throw new Error(`No prepared test reader named ${name}`);
  return reader;
}

/** A word no other story holds: letters only, so a search reads it as one word. */
export function uniqueWord(): string {
  return Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

/** A real image, as Playwright's file inputs take it. */
export async function picture(name: string, width = 640) {
  const file = await imageFile('png', name, width);
  return { name, mimeType: 'image/png', buffer: Buffer.from(await file.arrayBuffer()) };
}

/**
 * Submits a story from the writers' desk's API (set_news, with its main image) in English's
 * first category: an author's story waits for approval (status 0).
 */
export async function submitStory(request: APIRequestContext, writer: TestReader, title: string): Promise<{ id: number; slug: string; status: number }> {
  const languages = (await (await request.get(`/api/get_languages_list?access_key=${ACCESS_KEY}`)).json()) as { data: { id: number; code: string }[] };
  const language = languages.data.find((candidate) => candidate.code === 'en')!.id;
  const categories = (await (await request.get(`/api/get_category?access_key=${ACCESS_KEY}&language_id=${language}`)).json()) as { data: { id: number }[] };
  const image = await picture('lead.png');
  const response = await request.post('/api/set_news', {
    headers: { authorization: `Bearer ${writer.token}` },
    multipart: {
      access_key: ACCESS_KEY,
      action_type: '1',
      language_id: String(language),
      category_id: String(categories.data[0]!.id),
      title,
      content_type: 'standard_post',
      description: `<p>${title}, as the writer tells it.</p>`,
      image,
    },
  });
  const answer = (await response.json()) as { error: string; message: string; data: { id: number; slug: string; status: number } };
  expect(answer.error, answer.message).toBe('false');
  return answer.data;
}

/** Opens the site as this reader: the saved state holds a signed-in reader before any page script runs. */
export async function signInOnSite(page: Page, reader: TestReader): Promise<void> {
  const user = { data: { id: reader.id, name: reader.name, token: reader.token }, isLogin: true, mobileLoginType: false };
  const saved = JSON.stringify({ user: JSON.stringify(user), _persist: JSON.stringify({ version: -1, rehydrated: true }) });
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem('persist:root')) window.localStorage.setItem('persist:root', value);
  }, saved);
}

/** Reloads until readers see it: the site renews a page up to 30 s after a write. */
export async function reloadUntilVisible(page: Page, target: () => ReturnType<Page['getByRole']>) {
  await expect(async () => {
    await page.reload();
    await expect(target()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 90_000 });
}
