import { schema } from '@newsroom/db/client';
import type { StaffRole } from '@newsroom/contract/admin/staff-roles';
import { conflict } from '../../core/errors';
import type { HandlerDeps } from '../../core/handler-deps';
import { hashPassword, passwordProblem } from '../../identity/passwords';
import { fieldError } from '../core/admin-errors';
import { staffBy, type StaffRow } from './staff-records';

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
  demoPassword?: boolean;
}

/** Why a password is refused for this account (readers' rules), or null. */
export const staffPasswordProblem = (password: string, email: string) => passwordProblem(password, email);

/** Creates an account; the password must follow readers' rules (identity/passwords.ts). */
export async function createStaffAccount(deps: Pick<HandlerDeps, 'db'>, input: NewStaff): Promise<StaffRow> {
  const problem = await staffPasswordProblem(input.password, input.email);
  if (problem) throw fieldError('password', problem);
  if (await staffBy(deps, 'email', input.email)) throw conflict('A staff account with this email already exists');
  const now = new Date();
  const [row] = await deps.db
    .insert(schema.staffUsers)
    .values({ email: input.email, name: input.name, role: input.role, passwordHash: await hashPassword(input.password), demoPassword: input.demoPassword ?? false, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict('A staff account with this email already exists');
  return row;
}
