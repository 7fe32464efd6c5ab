// Runs before the browser tests' server starts, on the same empty data folder: seeds the demo
// site as a first start would, and signs in two test readers through the service layer (the
// accounts issue brings real sign-in), writing their tokens next to the database for the tests.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createSession } from '@newsroom/api/auth/sessions';
import { loadConfig } from '@newsroom/api/config';
import type { Deps } from '@newsroom/api/core/deps';
import { openDatabase, schema } from '@newsroom/db/client';
import { seedDemo } from '@newsroom/db/seed/index';
import { READERS_FILE, type TestReader } from './test-readers';

const config = loadConfig();
const database = await openDatabase({ dataDir: path.join(config.dataDir, 'db') });
try {
  await seedDemo(database.db, { mediaDir: config.mediaDir });
  // createSession uses only the database and the session lifetime of the configuration.
  const deps = { db: database.db, config } as Deps;
  const readers: TestReader[] = [];
  // The third reader's topics are set by the "For you" test alone, so no other test sees them change.
  for (const name of ['Test Reader One', 'Test Reader Two', 'Test Reader Three']) {
    const uid = `e2e-${name.toLowerCase().replaceAll(' ', '-')}`;
    const [user] = await database.db.insert(schema.users).values({ firebaseId: uid, name, email: `${uid}@example.com`, type: 'email' }).returning();
    readers.push({ id: user!.id, name, token: await createSession(deps, user!.id) });
  }
  await writeFile(path.join(config.dataDir, READERS_FILE), JSON.stringify(readers));
} finally {
  await database.close();
}
