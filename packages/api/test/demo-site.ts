import path from 'node:path';
import { openDatabase, schema } from '@newsroom/db/client';
import { seedDemo } from '@newsroom/db/seed/index';
import { createSession } from '../src/auth/sessions';
import type { ApiConfig } from '../src/config';
import { seedDemoStaff } from '../src/admin/bootstrap/demo-staff';

export interface DemoReader {
  id: number;
  name: string;
  token: string;
}

/** A test reader to create: a name, or a name with a role (`ROLES` of the contract). */
export type DemoReaderSpec = string | { name: string; role: number };

/**
 * Seeds the demo site into the configured data folder as a first start would, and signs in one
 * reader per name through the service layer, for browser tests that start the real server on
 * that folder afterwards. The database is closed again before this answers.
 */
export async function prepareDemoSite(config: ApiConfig, readerSpecs: DemoReaderSpec[]): Promise<DemoReader[]> {
  const database = await openDatabase({ dataDir: path.join(config.dataDir, 'db') });
  try {
    await seedDemo(database.db, { mediaDir: config.mediaDir });
    await seedDemoStaff(database);
    // createSession uses only the database and the session lifetime of the configuration.
    const deps = { db: database.db, config };
    const readers: DemoReader[] = [];
    for (const spec of readerSpecs) {
      const { name, role } = typeof spec === 'string' ? { name: spec, role: 0 } : spec;
      const uid = `e2e-${name.toLowerCase().replaceAll(' ', '-')}`;
      const [user] = await database.db.insert(schema.users).values({ firebaseId: uid, name, email: `${uid}@example.com`, type: 'email', role }).returning();
      readers.push({ id: user!.id, name, token: await createSession(deps, user!.id) });
    }
    return readers;
  } finally {
    await database.close();
  }
}
