import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { schema, type Db } from '@newsroom/db/client';
import type { PushConfig } from './push-config';

export interface VapidKeys {
  /** Base64url, uncompressed P-256 point: what browsers pass as `applicationServerKey`. */
  publicKey: string;
  privateKey: string;
}

const known = new WeakMap<Db, Promise<VapidKeys | null>>();

/**
 * The site's VAPID key pair: the settings' pair when given, else the one kept in the database,
 * made by whichever process starts first (the insert that loses the race keeps the winner's
 * pair). Null when push is off. Read once per database handle.
 */
export function vapidKeys(db: Db, config: PushConfig): Promise<VapidKeys | null> {
  let keys = known.get(db);
  if (!keys) {
    keys = config.enabled ? (config.vapidKeys ? Promise.resolve(config.vapidKeys) : storedKeys(db)) : Promise.resolve(null);
    known.set(db, keys);
    keys.catch(() => known.delete(db));
  }
  return keys;
}

/** The pair kept in the database, made and kept first if there is none. */
export async function storedKeys(db: Db): Promise<VapidKeys> {
  const { pushKeys } = schema;
  const made = webpush.generateVAPIDKeys();
  await db.insert(pushKeys).values({ id: 1, publicKey: made.publicKey, privateKey: made.privateKey }).onConflictDoNothing();
  const [row] = await db.select().from(pushKeys).where(eq(pushKeys.id, 1)).limit(1);
  if (!row) throw new Error('the VAPID keys were not stored');
  return { publicKey: row.publicKey, privateKey: row.privateKey };
}
