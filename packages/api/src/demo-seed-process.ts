import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sharedDatabase } from '@newsroom/db/client';
import { isSeeded, seedDemo } from '@newsroom/db/seed/index';
import { seedDemoStaff } from './admin/bootstrap/demo-staff';
import type { ApiConfig } from './config';
import { copyDiskToBucket } from './media/disk-to-bucket';

/**
 * The demo site is seeded by a short-lived copy of the server process. Seeding renders every demo
 * picture and loads hundreds of stories: the embedded database and the image library grow by
 * hundreds of megabytes that a process never gives back, and a small machine should not carry
 * them for the server's whole life (docs/decisions/011-compiled-server-and-memory.md).
 */
const SEED_ONLY = 'NEWSROOM_SEED_ONLY';

export const databaseOptions = (config: ApiConfig) => ({ url: config.databaseUrl, readUrl: config.databaseReadUrl, dataDir: path.join(config.dataDir, 'db'), durability: config.dbDurability });

/**
 * Called first thing by a process entry. In the copy: seeds, then ends the process. In the server:
 * a new embedded database is created (initdb and migrations take the most memory of all) and
 * seeded by the copy, before the server loads anything else, so the two are never large at once.
 */
export async function seedDemoBeforeStart(config: ApiConfig): Promise<void> {
  if (process.env[SEED_ONLY] === '1') return seedAndExit(config);
  if (!config.seedDemo || config.databaseUrl || existsSync(path.join(databaseOptions(config).dataDir, 'PG_VERSION'))) return;
  const started = Date.now();
  await seedInCopyProcess();
  console.info(`[server] demo site seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function seedAndExit(config: ApiConfig): Promise<never> {
  const database = await sharedDatabase(databaseOptions(config));
  let status = 0;
  try {
    if (!(await isSeeded(database.db))) {
      console.info('[server] empty database: seeding the demo site…');
      await seedDemo(database.db, { mediaDir: config.mediaDir, log: (message) => console.info(`[seed] ${message}`) });
      // The seed draws its pictures into a folder; a server on a bucket reads them from there.
      if (config.mediaStore === 's3' && config.s3) {
        const { failed } = await copyDiskToBucket(config.mediaDir, config.s3, (line) => console.info(`[seed] ${line}`));
        if (failed > 0) throw new Error(`${failed} demo pictures could not be copied into the bucket`);
      }
      await seedDemoStaff(database);
    }
  } catch (error) {
    console.error('[seed] the demo site could not be seeded', error);
    status = 1;
  } finally {
    await database.close();
  }
  process.exit(status);
}

/** In the server: runs the same entry, with the same loader and settings, as a seeding copy. */
export function seedInCopyProcess(): Promise<void> {
  return new Promise((resolve, reject) => {
    const copy = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], { env: { ...process.env, [SEED_ONLY]: '1' }, stdio: ['ignore', 'inherit', 'inherit'] });
    copy.once('error', reject);
    copy.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seeding the demo site failed (exit ${code})`))));
  });
}
