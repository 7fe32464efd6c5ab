import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * Comments are one switch for the whole site: the settings test turns them off for a while, under
 * any test that comments at the same time (two workers, --repeat-each). A directory made
 * atomically in the run's data folder (emptied at each start) lets one such test at a time run.
 */
export async function holdingCommentsSwitch(work: () => Promise<void>) {
  const lock = path.join(process.env.E2E_DATA_DIR!, 'comments-switch.lock');
  await expect(() => mkdir(lock)).toPass({ timeout: 240_000 });
  try {
    await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
