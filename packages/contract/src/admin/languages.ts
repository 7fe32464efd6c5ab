import { z } from 'zod';

/** A site language as the console's pickers show it (issue 16 edits them). */
export const adminLanguageRecord = z
  .object({
    id: z.number().int().positive(),
    code: z.string(),
    name: z.string(),
    display_name: z.string(),
    right_to_left: z.boolean(),
    is_default: z.boolean(),
    active: z.boolean(),
  })
  .strict();
export type AdminLanguageRecord = z.infer<typeof adminLanguageRecord>;
