import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** Written by prepare-site.ts into the test server's data folder. */
export const READERS_FILE = 'e2e-readers.json';

export interface TestReader {
  id: number;
  name: string;
  token: string;
}

/** The signed-in test readers of the running test server. */
export function testReaders(): TestReader[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  return JSON.parse(readFileSync(path.join(dataDir, READERS_FILE), 'utf8')) as TestReader[];
}

/** The prepared test reader of this name (prepare-site.ts), e.g. `testReader('Test Author')`. */
export function testReader(name: string): TestReader {
  const reader = testReaders().find((candidate) => candidate.name === name);
  if (!reader) throw new Error(`No prepared test reader named ${name}`);
  return reader;
}

/**
 * Opens the site as this reader: the saved state (one root key, SPEC section 3) holds the user
 * slice of a signed-in reader before any page script runs, as after a real sign-in.
 */
export async function signInAs(page: Page, reader: TestReader): Promise<void> {
  const user = { data: { id: reader.id, name: reader.name, token: reader.token }, isLogin: true, mobileLoginType: false };
  const saved = JSON.stringify({ user: JSON.stringify(user), _persist: JSON.stringify({ version: -1, rehydrated: true }) });
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem('persist:root')) window.localStorage.setItem('persist:root', value);
  }, saved);
}
