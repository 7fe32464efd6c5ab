import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { z } from 'zod';
import type { staffListQuery } from '@newsroom/contract/admin/staff';
import type { HandlerDeps } from '../../core/handler-deps';
import { toStaffRecord } from '../auth/staff-records';

const SORT_COLUMNS = {
  id: schema.staffUsers.id,
  email: schema.staffUsers.email,
  name: schema.staffUsers.name,
  role: schema.staffUsers.role,
  last_sign_in_at: schema.staffUsers.lastSignInAt,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A page of staff accounts; a newsroom has tens of them, so no index is needed beyond the key. */
export async function listStaff(deps: HandlerDeps, query: z.output<typeof staffListQuery>) {
  const { filter } = query;
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    conditions.push(or(ilike(schema.staffUsers.email, pattern), ilike(schema.staffUsers.name, pattern))!);
  }
  if (filter.role) conditions.push(eq(schema.staffUsers.role, filter.role));
  if (filter.active !== undefined) conditions.push(eq(schema.staffUsers.status, filter.active ? 1 : 0));
  if (filter.id) conditions.push(inArray(schema.staffUsers.id, filter.id.length > 0 ? filter.id : [0]));
  const where = and(...conditions);
  const direction = query.order === 'ASC' ? asc : desc;
  const rows = await deps.db
    .select()
    .from(schema.staffUsers)
    .where(where)
    .orderBy(direction(SORT_COLUMNS[query.sort]), direction(schema.staffUsers.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [total] = await deps.db.select({ value: count() }).from(schema.staffUsers).where(where);
  return { data: rows.map(toStaffRecord), total: total?.value ?? 0 };
}
