import { z } from 'zod';

/**
 * The admin API's answers (ADR 010): not the public envelope but `{ data, total? }` with a
 * truthful HTTP status, and failures `{ message, errors? }` whose `errors` name the fields, so a
 * form shows each message under its input.
 */
export const adminSuccess = <T extends z.ZodType>(data: T) => z.object({ data, total: z.number().int().nonnegative().optional() }).strict();

export const adminFailure = z
  .object({
    message: z.string().min(1),
    errors: z.record(z.string(), z.string()).optional(),
  })
  .strict();
export type AdminFailure = z.infer<typeof adminFailure>;

/** An answer that carries nothing but its status (sign-out, a password change). */
export const adminNothing = z.object({}).strict();

/** Times in the admin API are ISO 8601 with their offset, not the public API's legacy strings. */
export const isoTime = () => z.iso.datetime({ offset: true });
