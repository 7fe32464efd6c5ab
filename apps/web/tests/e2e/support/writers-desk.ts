import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';

/** A real, small image to upload (the server checks images by content and re-encodes them). */
export async function pictureFile(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 640, height: 360, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A real, playable two-second MP4 (made once with ffmpeg; a few kilobytes). */
export function videoFile() {
  return { name: 'desk-video.mp4', mimeType: 'video/mp4', buffer: readFileSync(path.join(import.meta.dirname, '../fixtures/desk-video.mp4')) };
}

/** A suffix that keeps titles and slugs apart between runs and repeats (slugs are unique site-wide). */
export function uniqueSuffix(testInfo: TestInfo): string {
  return `${Date.now().toString(36)}${testInfo.repeatEachIndex}${testInfo.workerIndex}`;
}

/** The story text area (Tiptap's editable element) once the editor has started in the browser. */
export async function storyText(page: Page, name: string) {
  const editor = page.getByRole('textbox', { name });
  await expect(editor).toBeVisible();
  return editor;
}

/**
 * Holds set_news until `release()` is called, so the test can see the upload's progress while the
 * request is under way (a few kilobytes on a local machine leave in a moment).
 */
export async function holdSaves(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/set_news', async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** The names of the chosen files the new story's draft has kept in the browser's saved state. */
export async function keptFileNames(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = window.localStorage.getItem('persist:root');
    if (!root) return [];
    const creation = JSON.parse((JSON.parse(root) as Record<string, string>).newsCreation ?? '{}') as {
      drafts?: { new?: { fileNames: { image: string; gallery: string[]; video: string } } };
    };
    const names = creation.drafts?.new?.fileNames;
    return names ? [names.image, ...names.gallery, names.video].filter(Boolean) : [];
  });
}
