import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { READER_ROLES, type ReaderRecord, type ReaderRole } from '@newsroom/contract/admin/readers';
import { notFound } from '../../core/errors';
import type { HandlerDeps } from '../../core/handler-deps';
import { mediaUrl } from '../../media/store';

export type ReaderRow = typeof schema.users.$inferSelect;

const ROLE_NAMES = new Map<number, ReaderRole>(Object.entries(READER_ROLES).map(([name, value]) => [value, name as ReaderRole]));

/** A role number the console does not know is shown as a plain reader, which is what it grants. */
export const roleName = (role: number): ReaderRole => ROLE_NAMES.get(role) ?? 'reader';

export function toReaderRecord(deps: HandlerDeps, row: ReaderRow): ReaderRecord {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    type: row.type,
    profile: mediaUrl(deps.config.mediaBaseUrl, row.profile),
    active: row.status === 1,
    role: roleName(row.role),
    comment_banned_until: row.commentBannedUntil?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function existingReader(deps: HandlerDeps, id: number): Promise<ReaderRow> {
  const [row] = await deps.db.select().from(schema.users).where(eq(schema.users.id, id)).limit(1);
  if (!row) throw notFound('Reader');
  return row;
}

/** What the audit log keeps of a reader: the fields the console changes, and who it was. */
export const auditedReader = (row: ReaderRow) => ({ email: row.email, name: row.name, active: row.status === 1, role: roleName(row.role) });
