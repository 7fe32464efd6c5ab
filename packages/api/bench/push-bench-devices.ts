import { schema, type Db } from '@newsroom/db/client';
import type { PushServiceProcess } from '../test/push-service/service-process';

/** Subscriptions asked of the push service at a time, and rows per insert. */
const SUBSCRIBE_BATCH = 5000;
const INSERT_BATCH = 1000;

/**
 * Registers `count` devices the way `register_token` stores them (canonical subscription JSON,
 * a language), but in bulk inserts: the endpoint's per-address limits and one request per
 * device would make the preparation, not the sending, the long part. Each device is a distinct
 * subscription with its own P-256 keys and auth secret, which the push service keeps to decrypt.
 */
export async function registerDevices(db: Db, service: PushServiceProcess, count: number, languageId: number): Promise<void> {
  for (let done = 0; done < count; done += SUBSCRIBE_BATCH) {
    const tokens = await service.subscribe(Math.min(SUBSCRIBE_BATCH, count - done));
    for (let start = 0; start < tokens.length; start += INSERT_BATCH) {
      const rows = tokens.slice(start, start + INSERT_BATCH).map((token) => ({ token, languageId }));
      await db.insert(schema.deviceTokens).values(rows);
    }
  }
}

/** The benchmark's one language (the site's default), as the seed would add it. */
export async function addLanguage(db: Db): Promise<number> {
  const [row] = await db.insert(schema.languages).values({ language: 'English', code: 'en', displayName: 'English', isDefault: true }).returning({ id: schema.languages.id });
  return row!.id;
}
