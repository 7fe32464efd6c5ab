import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { READER_ROLES } from '@newsroom/contract/admin/readers';
import { revokeAllSessions } from '../../auth/sessions';
import { notFound } from '../../core/errors';
import type { HandlerDeps } from '../../core/handler-deps';
import { deleteUserAccount } from '../../users/users-deletion';
import type { AdminRoute } from '../core/admin-route';
import { defineAdminRoute } from '../core/admin-route';
import { auditedReader, existingReader, toReaderRecord, type ReaderRow } from './reader-records';
import { readerProfile } from './reader-profile';
import { listReaders } from './readers-list';

async function changeReader(deps: HandlerDeps, id: number, change: Partial<Pick<ReaderRow, 'status' | 'role'>>) {
  const [after] = await deps.db.update(schema.users).set(change).where(eq(schema.users.id, id)).returning();
  if (!after) throw notFound('Reader');
  return after;
}

const list = defineAdminRoute('readers.list', { handle: async ({ deps, query }) => listReaders(deps, query) });

const get = defineAdminRoute('readers.get', { handle: async ({ deps, params }) => ({ data: await readerProfile(deps, params.id) }) });

/**
 * Every session ends with the deactivation, and the session cache forgets the reader, so the next
 * call with any of their tokens is refused; sign-in refuses a deactivated account too.
 */
const deactivate = defineAdminRoute('readers.deactivate', {
  invalidates: true,
  async handle({ deps, params }) {
    const before = await existingReader(deps, params.id);
    const after = await changeReader(deps, before.id, { status: 0 });
    await revokeAllSessions(deps, after.id);
    return { data: toReaderRecord(deps, after), audit: { action: 'deactivate', resource: 'readers', recordId: after.id, before: auditedReader(before), after: auditedReader(after) } };
  },
});

const reactivate = defineAdminRoute('readers.reactivate', {
  invalidates: true,
  async handle({ deps, params }) {
    const before = await existingReader(deps, params.id);
    const after = await changeReader(deps, before.id, { status: 1 });
    return { data: toReaderRecord(deps, after), audit: { action: 'reactivate', resource: 'readers', recordId: after.id, before: auditedReader(before), after: auditedReader(after) } };
  },
});

/**
 * The reader's open sessions keep working, but the session cache forgets their role, so their
 * next story is judged by the new one (writes at all, waits for approval or not).
 */
const setRole = defineAdminRoute('readers.setRole', {
  invalidates: true,
  async handle({ deps, params, body }) {
    const before = await existingReader(deps, params.id);
    const after = await changeReader(deps, before.id, { role: READER_ROLES[body.role] });
    deps.sessions.forgetUser(after.id);
    return { data: toReaderRecord(deps, after), audit: { action: 'set_role', resource: 'readers', recordId: after.id, before: auditedReader(before), after: auditedReader(after) } };
  },
});

/** The reader's own "delete my account": their stories, comments, reactions, files and sessions go. */
const remove = defineAdminRoute('readers.delete', {
  invalidates: true,
  async handle({ deps, params }) {
    const before = await existingReader(deps, params.id);
    await deleteUserAccount(deps, before.id);
    // An erased reader leaves no name or address behind, in the audit log either: the entry keeps
    // the account's id, its standing and who deleted it.
    const { active, role } = auditedReader(before);
    return { data: {}, audit: { action: 'delete', resource: 'readers', recordId: before.id, before: { active, role } } };
  },
});

/** Reader accounts (issue 16). */
export const readersRoutes: AdminRoute[] = [list, get, deactivate, reactivate, setRole, remove];
