import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { DEMO_VIDEO_SOURCE } from '@newsroom/db/seed/index';
import { schema, type Db } from '@newsroom/db/client';

let worldCounter = 0;

/** A fresh language of its own with two categories (two subcategories each) and two tags, so a test's listings hold only its own news. */
export async function insertNewsWorld(db: Db) {
  worldCounter += 1;
  const code = `t${worldCounter}${Date.now().toString(36).slice(-3)}`;
  const [language] = await db.insert(schema.languages).values({ language: `Test ${code}`, code, displayName: code }).returning();
  const languageId = language!.id;
  const categories = await db
    .insert(schema.categories)
    .values([1, 2].map((n) => ({ languageId, categoryName: `Category ${n}`, slug: `category-${n}` })))
    .returning();
  const subcategories = await db
    .insert(schema.subcategories)
    .values(categories.flatMap((category, index) => [1, 2].map((n) => ({ languageId, categoryId: category.id, subcategoryName: `Sub ${index + 1}.${n}`, slug: `sub-${index + 1}-${n}` }))))
    .returning();
  const tags = await db
    .insert(schema.tags)
    .values([1, 2, 3].map((n) => ({ languageId, tagName: `Tag ${n}`, slug: `tag-${n}` })))
    .returning();
  return { languageId, code, categories, subcategories, tags };
}

/** A real image file of the given format, generated with sharp. */
export async function imageFile(format: 'png' | 'jpeg', name = `photo.${format === 'png' ? 'png' : 'jpg'}`, width = 64): Promise<File> {
  const bytes = await sharp({ create: { width, height: Math.round(width / 2), channels: 3, background: { r: 200, g: 40, b: 40 } } })[format]().toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: `image/${format}` });
}

/** A real MP4 (the demo's video, 220 kB): uploads are checked down to the container's structure. */
export function mp4File(name = 'clip.mp4'): File {
  return new File([new Uint8Array(readFileSync(DEMO_VIDEO_SOURCE))], name, { type: 'video/mp4' });
}
