// The long tail of the archive: a site of 100,000 stories read one random story at a time, as
// search engines and shares send readers, so that nearly every request misses every cache.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { DEMO_ACCESS_KEY } from '../demo-server';

const root = path.resolve(import.meta.dirname, '../..');
const PAGE = 100;

/** Seeds the demo site and `count` generated stories into `dataDir` (the server's DATA_DIR layout). */
export function seedArchive(dataDir: string, count: number): void {
  const seed = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'packages/db/src/seed/cli.ts', '--news', String(count), '--data-dir', path.join(dataDir, 'db'), '--media-dir', path.join(dataDir, 'media')],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (seed.status !== 0) throw new Error('seeding the archive failed');
}

interface Listed {
  data?: { slug: string }[];
  total?: number;
}

/** About `count` random stories' addresses over every language (the default one unprefixed), read through the API. */
export async function randomStoryPaths(base: string, count: number): Promise<string[]> {
  const api = async (endpoint: string, query: Record<string, string | number>) =>
    (await fetch(`${base}/api/${endpoint}?${new URLSearchParams({ access_key: DEMO_ACCESS_KEY, ...Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])) })}`)).json();
  const languages = (await api('get_languages_list', {})) as { data: { id: number; code: string }[]; default_language: { code: string } };
  const paths: string[] = [];
  const perLanguage = Math.ceil(count / languages.data.length);
  for (const language of languages.data) {
    const prefix = language.code === languages.default_language.code ? '' : `/${language.code}`;
    const total = ((await api('get_news', { language_id: language.id, limit: 1 })) as Listed).total ?? 0;
    for (let taken = 0; taken < Math.min(perLanguage, total); taken += PAGE) {
      const offset = Math.floor(Math.random() * Math.max(1, total - PAGE));
      const page = (await api('get_news', { language_id: language.id, offset, limit: PAGE })) as Listed;
      for (const story of page.data ?? []) paths.push(`${prefix}/news/${encodeURIComponent(story.slug)}`);
    }
  }
  // Shuffled, so that consecutive requests are for unrelated stories.
  for (let index = paths.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [paths[index], paths[other]] = [paths[other]!, paths[index]!];
  }
  return paths;
}
