// npm run screenshots — saves every screen of the reader site at desktop (1280) and phone (360)
// widths, light and dark, in English and Arabic, and the console's (console-screenshots.ts),
// under artifacts/screenshots/ (`SCREENSHOTS_ONLY=console` for the console's alone). Starts the
// production server on a fresh demo site (building first when needed). The screens are the
// `page.tsx` routes under apps/web/src/app/[lang]; a route with parameters needs a way to pick an
// example below (SAMPLES), and one without is reported and left out.
import { readdir, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './chromium';
import { photographConsole } from './console-screenshots';
import { signedInDemoReader } from './demo-reader';
import { apiList, DEMO_ACCESS_KEY, startDemoServer } from './demo-server';
import { prepareDemoWriter, savedWriterState, writeDemoStory } from './demo-writer';

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 3960);
const root = path.resolve(import.meta.dirname, '..');
const appDir = path.join(root, 'apps/web/src/app/[lang]');
const outDir = path.join(root, 'artifacts/screenshots');

/** English (left to right) and Arabic (right to left). */
const LANGUAGE_CODES = ['en', 'ar'];
interface Language {
  id: number;
  code: string;
  /** '' for the default language, else `/<code>`. */
  prefix: string;
}
const WIDTHS = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 740 } } as const;
const THEMES = ['light', 'dark'] as const;
const MAX_SCROLL_STEPS = 40;
/** The reader's own screens: shown signed in (signed out, they send the reader to sign in). */
const READER_SCREENS = new Set(['bookmarks', 'notifications', 'profile', 'profile-categories']);
/** The writers' desk: shown to a writer (a plain reader is told they may not write). */
const WRITER_SCREENS = new Set(['write', 'write-edit', 'write-preview']);
const SCROLL_PAUSE_MS = 60;

interface Shot {
  name: string;
  /** Public path without the language prefix. */
  path: string;
  /** What to do on the page before the picture, e.g. open the desk's preview. */
  then?: (page: Page) => Promise<void>;
}

/** The story the desk's editing screens show, written by the demo writer once the server runs. */
let deskStoryId: number | null = null;


type Sampler = (base: string, language: Language) => Promise<Shot[]>;

const first = async <T>(base: string, endpoint: string, language: Language, extra: Record<string, string | number> = {}) =>
  (await apiList<T>(base, endpoint, { language_id: language.id, limit: 20, ...extra }))[0];
const one = (name: string, path: string | undefined): Shot[] => (path ? [{ name, path }] : []);

/** How to pick an example of each route with parameters (route patterns relative to `[lang]`). */
const SAMPLES: Record<string, Sampler> = {
  '/[...missing]': async () => one('not-found', '/this-page-does-not-exist'),
  '/news/[slug]': async (base, language) => {
    const stories = await apiList<{ slug: string; content_type: string }>(base, 'get_news', { language_id: language.id, limit: 30 });
    const standard = stories.find((story) => story.content_type === 'standard_post');
    const video = stories.find((story) => story.content_type !== 'standard_post');
    return [...one('article', standard && `/news/${encodeURIComponent(standard.slug)}`), ...one('article-video', video && `/news/${encodeURIComponent(video.slug)}`)];
  },
  '/breaking-news/[slug]': async (base, language) => {
    const item = await first<{ slug: string }>(base, 'get_breaking_news', language);
    return one('breaking-news-item', item && `/breaking-news/${encodeURIComponent(item.slug)}`);
  },
  // The internal listing route (proxy.ts): readers see /category/<slug>[/<sub>].
  '/category/[category]/[subcategory]/[page]': async (base, language) => {
    const category = await first<{ slug: string; sub_categories: { slug: string }[] }>(base, 'get_category', language);
    if (!category) return [];
    const sub = category.sub_categories[0];
    return [...one('category', `/category/${encodeURIComponent(category.slug)}`), ...one('subcategory', sub && `/category/${encodeURIComponent(category.slug)}/${encodeURIComponent(sub.slug)}`)];
  },
  '/page/[slug]': async (base, language) => {
    const page = await first<{ slug: string }>(base, 'get_pages', language);
    return one('site-page', page && `/page/${encodeURIComponent(page.slug)}`);
  },
  '/live-streaming/[id]': async (base, language) => {
    const stream = await first<{ id: number }>(base, 'get_live_streaming', language);
    return one('live-stream', stream && `/live-streaming/${stream.id}`);
  },
  '/tags/[slug]': async (base, language) => {
    const tag = await first<{ slug: string }>(base, 'get_tag', language);
    return one('tag', tag && `/tags/${encodeURIComponent(tag.slug)}`);
  },
  '/write/[id]': async () => {
    if (deskStoryId === null) return [];
    const openPreview = async (page: Page) => {
      // The preview's toggle, whatever the language calls it.
      const main = page.getByRole('main');
      await main.locator('section > button[aria-controls]').click();
      await main.locator('section div[id] h1').waitFor();
    };
    return [
      { name: 'write-edit', path: `/write/${deskStoryId}` },
      { name: 'write-preview', path: `/write/${deskStoryId}`, then: openPreview },
    ];
  },
  '/featured/[slug]': async (base, language) => {
    const section = await first<{ slug: string }>(base, 'get_featured_sections_website', language);
    return one('featured-section', section && `/featured/${encodeURIComponent(section.slug)}`);
  },
};

/** Route patterns of every `page.tsx` under `[lang]`, e.g. `/news/[slug]`; route groups left out. */
async function routePatterns(dir = appDir, prefix = ''): Promise<string[]> {
  const patterns: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name === 'page.tsx') patterns.push(prefix || '/');
    if (entry.isDirectory()) {
      const segment = /^\(.*\)$/.test(entry.name) ? '' : `/${entry.name}`;
      patterns.push(...(await routePatterns(path.join(dir, entry.name), `${prefix}${segment}`)));
    }
  }
  return patterns.sort();
}

/** The screens to photograph: static routes as they are, routes with parameters through SAMPLES. */
async function screens(base: string, language: Language): Promise<{ shots: Shot[]; skipped: string[] }> {
  const shots: Shot[] = [];
  const skipped: string[] = [];
  for (const pattern of await routePatterns()) {
    if (!pattern.includes('[')) {
      shots.push({ name: pattern === '/' ? 'home' : pattern.slice(1).replaceAll('/', '-'), path: pattern });
    } else if (/\/page\/\[page\]$/.test(pattern)) {
      // Later pages of a list are the same screen as its first page.
      continue;
    } else if (SAMPLES[pattern]) {
      shots.push(...(await SAMPLES[pattern](base, language)));
    } else {
      skipped.push(pattern);
    }
  }
  return { shots, skipped };
}

/** Scrolls through the page so that lazy images load, then back to the top. */
async function settle(page: Page): Promise<void> {
  const { height, step } = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, step: window.innerHeight }));
  for (let y = step, steps = 0; y < height && steps < MAX_SCROLL_STEPS; y += step, steps++) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(SCROLL_PAUSE_MS);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  // External media (video thumbnails, streams) may never settle offline: wait a bounded time.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

async function siteLanguages(base: string): Promise<Language[]> {
  const response = await fetch(`${base}/api/get_languages_list?access_key=${DEMO_ACCESS_KEY}`);
  const body = (await response.json()) as { data: { id: number; code: string }[]; default_language: { code: string } };
  return LANGUAGE_CODES.flatMap((code) => {
    const language = body.data.find((candidate) => candidate.code === code);
    return language ? [{ id: language.id, code, prefix: code === body.default_language.code ? '' : `/${code}` }] : [];
  });
}

async function main(): Promise<void> {
  let writer: Awaited<ReturnType<typeof prepareDemoWriter>> | null = null;
  const server = await startDemoServer(PORT, { prepare: async (dataDir) => void (writer = await prepareDemoWriter(dataDir)) });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  let saved = 0;
  const failed: string[] = [];
  try {
    await rm(outDir, { recursive: true, force: true });
    await mkdir(outDir, { recursive: true });
    // The saved state under the one root key, as the browser keeps it after a sign-in.
    const savedReader = JSON.stringify({ user: JSON.stringify(await signedInDemoReader(server)), _persist: JSON.stringify({ version: -1, rehydrated: true }) });
    if (!writer) throw new Error('the demo writer was not prepared');
    const savedWriter = savedWriterState(writer);
    const languages = await siteLanguages(server.base);
    if (languages[0]) deskStoryId = await writeDemoStory(server.base, writer, languages[0].id);
    // SCREENSHOTS_ONLY=console photographs the console alone (a few minutes instead of many).
    for (const language of process.env.SCREENSHOTS_ONLY === 'console' ? [] : languages) {
      const { shots, skipped } = await screens(server.base, language);
      for (const pattern of skipped) console.warn(`[screenshots] no example for ${pattern}: add one to SAMPLES in scripts/screenshots.ts`);
      for (const [widthName, viewport] of Object.entries(WIDTHS)) {
        for (const theme of THEMES) {
          console.info(`[screenshots] ${language.code}, ${widthName}, ${theme}…`);
          const context = await browser.newContext({ viewport, colorScheme: theme, baseURL: server.base });
          const signedOutPage = await context.newPage();
          signedOutPage.setDefaultTimeout(30_000);
          const readerContext = await browser.newContext({ viewport, colorScheme: theme, baseURL: server.base });
          await readerContext.addInitScript((value) => window.localStorage.setItem('persist:root', value), savedReader);
          const readerPage = await readerContext.newPage();
          readerPage.setDefaultTimeout(30_000);
          const writerContext = await browser.newContext({ viewport, colorScheme: theme, baseURL: server.base });
          await writerContext.addInitScript((value) => window.localStorage.setItem('persist:root', value), savedWriter);
          const writerPage = await writerContext.newPage();
          writerPage.setDefaultTimeout(30_000);
          for (const shot of shots) {
            const file = `${shot.name}-${language.code}-${widthName}-${theme}.png`;
            const page = WRITER_SCREENS.has(shot.name) ? writerPage : READER_SCREENS.has(shot.name) ? readerPage : signedOutPage;
            try {
              await page.goto(`${language.prefix}${shot.path === '/' && language.prefix ? '' : shot.path}`);
              await shot.then?.(page);
              await settle(page);
              await page.screenshot({ path: path.join(outDir, file), fullPage: true });
              saved += 1;
            } catch (error) {
              failed.push(`${file}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
            }
          }
          await context.close();
          await readerContext.close();
          await writerContext.close();
        }
      }
      console.info(`[screenshots] ${language.code}: ${shots.map((shot) => shot.name).join(', ')}`);
    }
    const consoleShots = await photographConsole(browser, server.base, outDir);
    saved += consoleShots.saved;
    failed.push(...consoleShots.failed);
    console.info(`[screenshots] ${saved} screenshots in ${path.relative(root, outDir)}/`);
    for (const line of failed) console.error(`[screenshots] failed: ${line}`);
    if (failed.length > 0) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
