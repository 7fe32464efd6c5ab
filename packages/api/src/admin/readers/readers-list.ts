import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { schema } from '@newsroom/db/client';
import { READER_ROLES, type readerListQuery } from '@newsroom/contract/admin/readers';
import type { HandlerDeps } from '../../core/handler-deps';
import { toReaderRecord } from './reader-records';

const { users } = schema;

const SORT_COLUMNS = { created_at: users.createdAt, name: users.name, id: users.id };

/** A search typed by a moderator is matched literally: `%` and `_` are no wildcards to them. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function conditionsOf(filter: z.output<typeof readerListQuery>['filter']): SQL[] {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.mobile, pattern))!);
  }
  if (filter.active !== undefined) conditions.push(eq(users.status, filter.active ? 1 : 0));
  if (filter.role) conditions.push(eq(users.role, READER_ROLES[filter.role]));
  if (filter.from) conditions.push(gte(users.createdAt, new Date(filter.from)));
  if (filter.to) conditions.push(lte(users.createdAt, new Date(filter.to)));
  if (filter.id) conditions.push(inArray(users.id, filter.id.length > 0 ? filter.id : [0]));
  return conditions;
}

/**
 * A page of readers: the account's own columns only, so a page costs two queries however active
 * its readers are (the counts are the profile's). Newest first by default (`users_created_idx`).
 */
export async function listReaders(deps: HandlerDeps, query: z.output<typeof readerListQuery>) {
  const where = and(...conditionsOf(query.filter));
  const direction = query.order === 'ASC' ? asc : desc;
  const rows = await deps.db
    .select()
    .from(users)
    .where(where)
    .orderBy(direction(SORT_COLUMNS[query.sort]), direction(users.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [total] = await deps.db.select({ value: count() }).from(users).where(where);
  return { data: rows.map((row) => toReaderRecord(deps, row)), total: total?.value ?? 0 };
}
