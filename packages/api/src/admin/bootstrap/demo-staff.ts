import { and, eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { StaffRole } from '@newsroom/contract/admin/staff-roles';
import type { HandlerDeps } from '../../core/handler-deps';
import { createStaffAccount } from '../auth/staff-accounts';

/**
 * The demo site's staff, added where the demo seed runs (a first start with SEED_DEMO=1, the
 * browser tests' demo site). Their passwords are public: every start prints them while they are
 * unchanged, and the console shows a banner, so a demo never silently becomes a live site.
 */
export const DEMO_STAFF = [
  { email: 'admin@demo.example', name: 'Demo Administrator', role: 'administrator', password: 'newsroom-admin-demo' },
  { email: 'editor@demo.example', name: 'Demo Editor', role: 'editor', password: 'newsroom-editor-demo' },
] as const satisfies readonly { email: string; name: string; role: StaffRole; password: string }[];

export async function seedDemoStaff(deps: Pick<HandlerDeps, 'db'>): Promise<void> {
  for (const staff of DEMO_STAFF) {
    const [known] = await deps.db.select({ id: schema.staffUsers.id }).from(schema.staffUsers).where(eq(schema.staffUsers.email, staff.email)).limit(1);
    if (!known) await createStaffAccount(deps, { ...staff, demoPassword: true });
  }
}

/** The demo accounts whose published password still works, for the start's warning. */
export async function unchangedDemoStaff(deps: Pick<HandlerDeps, 'db'>) {
  const rows = await deps.db
    .select({ email: schema.staffUsers.email })
    .from(schema.staffUsers)
    .where(and(eq(schema.staffUsers.demoPassword, true), eq(schema.staffUsers.status, 1)));
  return DEMO_STAFF.filter((staff) => rows.some((row) => row.email === staff.email));
}
