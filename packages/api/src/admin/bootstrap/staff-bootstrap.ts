import { invalidSettings } from '@newsroom/contract/env-settings';
import type { HandlerDeps } from '../../core/handler-deps';
import { createStaffAccount, staffPasswordProblem } from '../auth/staff-accounts';
import { hasAdministrator, staffBy } from '../auth/staff-records';
import { endStaffTokens, issueStaffToken } from '../auth/staff-tokens';
import { unchangedDemoStaff } from './demo-staff';

const SETUP_LIFETIME_MS = 24 * 3_600_000;

/**
 * At every start while the newsroom has no administrator: ADMIN_EMAIL and ADMIN_PASSWORD create
 * one (a password breaking the rules stops the start, naming the variable); otherwise a setup
 * link is printed, its single-use token valid 24 hours and replaced at each start. Then the demo
 * accounts whose public password still works are named, so nobody forgets them.
 */
export async function prepareStaffAccess(deps: HandlerDeps, log: (line: string) => void = console.info): Promise<void> {
  if (!(await hasAdministrator(deps))) {
    const first = deps.config.admin.firstAdministrator;
    if (first) {
      const problem = await staffPasswordProblem(first.password, first.email);
      if (problem) invalidSettings(`ADMIN_PASSWORD: ${problem}`);
      if (await staffBy(deps, 'email', first.email)) invalidSettings(`ADMIN_EMAIL: ${first.email} is already a staff account without administrator access`);
      await createStaffAccount(deps, { email: first.email, name: '', role: 'administrator', password: first.password });
      log(`[admin] first administrator ${first.email} created from ADMIN_EMAIL and ADMIN_PASSWORD`);
    } else {
      await endStaffTokens(deps, 'setup', null);
      const token = await issueStaffToken(deps, 'setup', null, SETUP_LIFETIME_MS);
      log(`[admin] no administrator yet: open ${deps.config.publicUrl}/admin/setup#token=${token} within 24 hours to create one (or set ADMIN_EMAIL and ADMIN_PASSWORD)`);
    }
  }
  const demo = await unchangedDemoStaff(deps);
  if (demo.length === 0) return;
  const warning = deps.config.publicUrl.startsWith('https://') ? ' WARNING: this server has a public https address; change these passwords now.' : '';
  log(`[admin] demo staff with their published passwords: ${demo.map((staff) => `${staff.email} / ${staff.password} (${staff.role})`).join(', ')}.${warning}`);
}
