import { z } from 'zod';

/** The most rows one list page answers. */
export const MAX_PER_PAGE = 100;

/**
 * A list's query in react-admin's own names (ADR 010): `sort`, `order`, `page`, `perPage` and
 * `filter`, a JSON object parsed by the resource's own (strict) schema. Sort fields are an allow-list, each
 * backed by an index, so no query string can ask for an unindexed sort.
 */
export function listQuery<const Sort extends readonly [string, ...string[]], F extends z.ZodType<Record<string, unknown>, unknown>>(sortable: Sort, filter: F) {
  return z
    .object({
      sort: z.enum(sortable).default(sortable[0]),
      order: z.enum(['ASC', 'DESC']).default('DESC'),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(25),
      filter: z
        .string()
        .max(4000)
        .default('{}')
        .transform((text, ctx) => {
          try {
            return JSON.parse(text) as unknown;
          } catch {
            ctx.addIssue({ code: 'custom', message: 'must be a JSON object' });
            return z.NEVER;
          }
        })
        .pipe(filter),
    })
    .strict();
}
