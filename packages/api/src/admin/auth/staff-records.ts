import { eq, sql } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { AdminSession } from '@newsroom/contract/admin/auth';
import type { StaffRole } from '@newsroom/contract/admin/staff-roles';
import type { StaffRecord } from '@newsroom/contract/admin/staff';
import type { HandlerDeps } from '../../core/handler-deps';
import { csrfTokenOf } from '../core/secrets';

export type StaffRow = typeof schema.staffUsers.$inferSelect;

export async function staffBy(deps: Pick<HandlerDeps, 'db'>, field: 'id' | 'email', value: number | string): Promise<StaffRow | null> {
  const column = field === 'id' ? schema.staffUsers.id : schema.staffUsers.email;
  const [row] = await deps.db.select().from(schema.staffUsers).where(eq(column, value)).limit(1);
  return row ?? null;
}

export async function hasAdministrator(deps: Pick<HandlerDeps, 'db'>): Promise<boolean> {
  const [row] = await deps.db.select({ id: schema.staffUsers.id }).from(schema.staffUsers).where(sql`${schema.staffUsers.role} = 'administrator' and ${schema.staffUsers.status} = 1`).limit(1);
  return Boolean(row);
}

const iso = (time: Date | null) => (time ? time.toISOString() : null);

/** A staff row as the console sees it; never its secrets. */
export function toStaffRecord(row: StaffRow): StaffRecord {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    active: row.status === 1,
    demo_password: row.demoPassword,
    second_factor: row.totpEnabledAt !== null,
    locked_until: row.lockedUntil && row.lockedUntil.getTime() > Date.now() ? row.lockedUntil.toISOString() : null,
    last_sign_in_at: iso(row.lastSignInAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function sessionAnswer(row: Pick<StaffRow, 'id' | 'name' | 'email' | 'role' | 'demoPassword'>, sessionToken: string): AdminSession {
  return { id: row.id, name: row.name, email: row.email, role: row.role as StaffRole, csrf_token: csrfTokenOf(sessionToken), demo_password: row.demoPassword };
}
