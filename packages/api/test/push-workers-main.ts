// The queue workers a server process starts, without the server around them: what takes over the
// sending a crashed process left (tests). The server would do the same, but has no way to say when
// it is done, and on the embedded database the test cannot look while it runs. Opens the database
// from the settings as the server does, runs the workers until no notification is left sending,
// prints each notification's counts as JSON, and stops them.
import path from 'node:path';
import { ne } from 'drizzle-orm';
import { schema, sharedDatabase } from '@newsroom/db/client';
import { loadConfig } from '../src/config';
import { startPush } from '../src/push/push-runtime';

const config = loadConfig();
const database = await sharedDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db'), durability: config.dbDurability });
const workers = await startPush(database.db, config.push);
const { pushNotifications: n } = schema;
try {
  while ((await database.db.select({ id: n.id }).from(n).where(ne(n.state, 'done')).limit(1)).length > 0) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const counts = await database.db.select({ id: n.id, state: n.state, sent: n.sent, failed: n.failed, removed: n.removed }).from(n).orderBy(n.id);
  console.info(JSON.stringify(counts));
} finally {
  await workers?.stop();
  await database.close();
}
