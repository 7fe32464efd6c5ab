import path from 'node:path';
import { eq, or } from 'drizzle-orm';
import { schema, sharedDatabase, type Db } from '@newsroom/db/client';
import { ConfigError, type ApiConfig } from '../config';
import { sendNotification } from './push-enqueue';
import { startPush, whenDelivered, type DeliveryCounts } from './push-runtime';

export interface NotifyCommand {
  title: string;
  url: string;
  message?: string;
  /** A language code (`en`) or id; none: every language. */
  language?: string;
  /** A category id or slug; none: every category. */
  category?: string;
  breaking?: boolean;
}

/**
 * `npm run notify`: queues one notification, runs queue workers in this process until it is
 * delivered (retries included), and answers its counts. With PostgreSQL the server's workers
 * share the work; the embedded database belongs to one process, so the server must be stopped.
 */
export async function runNotifyCommand(config: ApiConfig, command: NotifyCommand): Promise<DeliveryCounts & { id: number }> {
  if (!config.push.enabled) throw new ConfigError('Push is off (PUSH_ENABLED=0)');
  const database = await sharedDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db'), durability: config.dbDurability });
  const workers = await startPush(database.db, { ...config.push, workers: Math.max(1, config.push.workers) });
  try {
    const id = await sendNotification(database.db, {
      kind: command.breaking ? 'breaking' : 'general',
      title: command.title,
      body: command.message ?? '',
      url: command.url,
      languageId: command.language ? await languageIdOf(database.db, command.language) : null,
      categoryId: command.category ? await categoryIdOf(database.db, command.category) : null,
    });
    return { ...(await whenDelivered(database.db, id!, 200)), id: id! };
  } finally {
    await workers?.stop();
    await database.close();
  }
}

async function languageIdOf(db: Db, language: string): Promise<number> {
  const { languages } = schema;
  const byId = /^\d+$/.test(language) ? eq(languages.id, Number(language)) : undefined;
  const [row] = await db.select({ id: languages.id }).from(languages).where(or(eq(languages.code, language), byId)).limit(1);
  if (row) return row.id;
  const known = await db.select({ id: languages.id, code: languages.code }).from(languages).orderBy(languages.id);
  throw new ConfigError(`No language ${language}: use one of ${known.map((entry) => `${entry.code} (${entry.id})`).join(', ')}`);
}

async function categoryIdOf(db: Db, category: string): Promise<number> {
  const { categories } = schema;
  const byId = /^\d+$/.test(category) ? eq(categories.id, Number(category)) : undefined;
  const [row] = await db.select({ id: categories.id }).from(categories).where(or(eq(categories.slug, category), byId)).limit(1);
  if (!row) throw new ConfigError(`No category ${category}: give a category's id or slug`);
  return row.id;
}
