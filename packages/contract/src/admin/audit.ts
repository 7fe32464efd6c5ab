import { z } from 'zod';
import { isoTime } from './answers';
import { listQuery } from './list-query';

/** A changed field: its value before and after (secrets are written as "changed"). */
export const auditChange = z.tuple([z.unknown(), z.unknown()]);

/** One entry of the audit log: who did what to which record, and what changed. */
export const auditRecord = z
  .object({
    id: z.number().int().positive(),
    at: isoTime(),
    staff_id: z.number().int().positive().nullable(),
    staff_email: z.string(),
    action: z.string(),
    resource: z.string(),
    record_id: z.string(),
    changes: z.record(z.string(), auditChange),
    address: z.string(),
  })
  .strict();
export type AuditRecord = z.infer<typeof auditRecord>;

export const auditListQuery = listQuery(['at'], z.object({
  staff_id: z.number().int().positive().optional(),
  resource: z.string().max(60).optional(),
  record_id: z.string().max(60).optional(),
  action: z.string().max(60).optional(),
  from: isoTime().optional(),
  to: isoTime().optional(),
}).strict());
