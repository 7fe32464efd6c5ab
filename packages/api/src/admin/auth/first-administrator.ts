import { notFound } from '../../core/errors';
import type { HandlerDeps } from '../../core/handler-deps';
import { fieldError } from '../core/admin-errors';
import { createStaffAccount, staffPasswordProblem } from './staff-accounts';
import { hasAdministrator, type StaffRow } from './staff-records';
import { liveStaffToken, useStaffToken } from './staff-tokens';

/**
 * Creates the first administrator with the setup token printed in the server log. Answers 404
 * without a valid token, and always once an administrator exists, so the route tells a stranger
 * nothing.
 */
export async function setUpFirstAdministrator(deps: HandlerDeps, input: { token: string; email: string; name: string; password: string }): Promise<StaffRow> {
  if ((await hasAdministrator(deps)) || !(await liveStaffToken(deps, 'setup', input.token))) throw notFound('Page');
  const problem = await staffPasswordProblem(input.password, input.email);
  if (problem) throw fieldError('password', problem);
  if (!(await useStaffToken(deps, 'setup', input.token))) throw notFound('Page');
  return createStaffAccount(deps, { email: input.email, name: input.name, role: 'administrator', password: input.password });
}
