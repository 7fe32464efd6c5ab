import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { staffUsers } from './staff';

/** Changed fields of an audited write: `{field: [before, after]}`. */
export type AuditChanges = Record<string, [unknown, unknown]>;

/**
 * Who changed what in the console (ADR 010). The email is copied so an entry still names its
 * author after the account is gone; kept 730 days.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    staffEmail: text('staff_email').notNull().default(''),
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull().default(''),
    changes: jsonb('changes').$type<AuditChanges>().notNull().default({}),
    address: text('address').notNull().default(''),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_record_idx').on(t.resource, t.recordId, t.at.desc()),
    index('audit_log_staff_idx').on(t.staffId, t.at.desc()),
  ],
);
