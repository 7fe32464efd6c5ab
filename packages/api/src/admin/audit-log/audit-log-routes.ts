import { and, count, desc, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { AuditRecord } from '@newsroom/contract/admin/audit';
import { notFound } from '../../core/errors';
import { defineAdminRoute } from '../core/admin-route';

type AuditRow = typeof schema.auditLog.$inferSelect;

const toAuditRecord = (row: AuditRow): AuditRecord => ({
  id: row.id,
  at: row.at.toISOString(),
  staff_id: row.staffId,
  staff_email: row.staffEmail,
  action: row.action,
  resource: row.resource,
  record_id: row.recordId,
  changes: row.changes,
  address: row.address,
});

/** Newest first by `(at, id)`; each filter is served by one of the log's three indexes. */
const list = defineAdminRoute('auditLog.list', {
  async handle({ deps, query }) {
    const { filter } = query;
    const log = schema.auditLog;
    const conditions: SQL[] = [];
    if (filter.staff_id) conditions.push(eq(log.staffId, filter.staff_id));
    if (filter.resource) conditions.push(eq(log.resource, filter.resource));
    if (filter.record_id) conditions.push(eq(log.recordId, filter.record_id));
    if (filter.action) conditions.push(eq(log.action, filter.action));
    if (filter.from) conditions.push(gte(log.at, new Date(filter.from)));
    if (filter.to) conditions.push(lte(log.at, new Date(filter.to)));
    const where = and(...conditions);
    const direction = query.order === 'ASC' ? asc : desc;
    const rows = await deps.db
      .select()
      .from(log)
      .where(where)
      .orderBy(direction(log.at), direction(log.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage);
    const [total] = await deps.db.select({ value: count() }).from(log).where(where);
    return { data: rows.map(toAuditRecord), total: total?.value ?? 0 };
  },
});

const get = defineAdminRoute('auditLog.get', {
  async handle({ deps, params }) {
    const [row] = await deps.db.select().from(schema.auditLog).where(eq(schema.auditLog.id, params.id)).limit(1);
    if (!row) throw notFound('Audit entry');
    return { data: toAuditRecord(row) };
  },
});

export const auditLogRoutes = [list, get];
