// npm run seed -- [--news N] [--data-dir DIR] [--media-dir DIR]
// Seeds the demo site when the database is empty, then adds N generated news items.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../client';
import { addMissingLabels, isSeeded, seedDemo } from './index';
import { addGeneratedNews } from './large';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      news: { type: 'string', default: '0' },
      'data-dir': { type: 'string' },
      'media-dir': { type: 'string' },
    },
  });
  const count = Number(values.news);
  if (!Number.isInteger(count) || count < 0) throw new Error(`--news must be a non-negative integer, got "${values.news}"`);
  const dataDir = path.resolve(process.cwd(), values['data-dir'] ?? './data/db');
  const mediaDir = path.resolve(process.cwd(), values['media-dir'] ?? './data/media');
  const url = process.env.DATABASE_URL;
  const log = (message: string) => console.info(`[seed] ${message}`);

  log(url ? 'using the PostgreSQL server from DATABASE_URL' : `using the embedded database in ${dataDir}`);
  const database = await openDatabase({ url, dataDir: url ? undefined : dataDir });
  try {
    if (await isSeeded(database.db)) {
      log('the demo site is already there; not seeding it again');
      const changed = await addMissingLabels(database.db);
      if (changed.length > 0) log(`missing label keys added in ${changed.length} language(s)`);
    } else {
      const summary = await seedDemo(database.db, { mediaDir, log });
      const { durationMs, ...counts } = summary;
      log(`demo site seeded in ${(durationMs / 1000).toFixed(1)} s (media in ${mediaDir})`);
      console.info(Object.entries(counts).map(([key, value]) => `  ${key}: ${value}`).join('\n'));
    }
    if (count > 0) {
      const result = await addGeneratedNews(database.db, { count, log });
      log(`${result.inserted} generated news added in ${(result.durationMs / 1000).toFixed(1)} s`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('[seed] failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
