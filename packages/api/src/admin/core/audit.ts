import { schema } from '@newsroom/db/client';
import type { HandlerDeps } from '../../core/handler-deps';

/** Fields whose values never reach the log: only that they changed. */
const SECRET_FIELDS = new Set(['password', 'password_hash', 'passwordHash', 'current_password', 'new_password', 'token', 'totp_secret', 'totpSecret']);
export const SECRET_MARK = 'changed';

/** `{field: [before, after]}`. */
export type AuditChanges = Record<string, [unknown, unknown]>;

type Row = Record<string, unknown> | null | undefined;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `{field: [before, after]}` for every field that differs between two versions of a record
 * (a created record has no before, a deleted one no after). Secrets are written as "changed".
 */
export function changedFields(before: Row, after: Row): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    const was = before?.[field] ?? null;
    const now = after?.[field] ?? null;
    if (same(was, now)) continue;
    changes[field] = SECRET_FIELDS.has(field) ? [before ? SECRET_MARK : null, SECRET_MARK] : [was, now];
  }
  return changes;
}

/** What a handler says happened; the pipeline adds who and from where. */
export interface AuditNote {
  action: string;
  resource: string;
  recordId?: string | number;
  before?: Row;
  after?: Row;
  /** Who acted, when the call had no session yet (sign-in, setup, reset). */
  actor?: { id: number | null; email: string };
}

export async function writeAudit(deps: Pick<HandlerDeps, 'db'>, note: AuditNote, actor: { id: number | null; email: string }, address: string): Promise<void> {
  await deps.db.insert(schema.auditLog).values({
    at: new Date(),
    staffId: actor.id,
    staffEmail: actor.email,
    action: note.action,
    resource: note.resource,
    recordId: String(note.recordId ?? ''),
    changes: changedFields(note.before, note.after),
    address,
  });
}
