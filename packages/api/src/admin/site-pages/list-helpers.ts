import { eq, inArray, type AnyColumn, type SQL } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { HandlerDeps } from '../../core/handler-deps';
import { FieldErrors } from '../core/admin-errors';

/** A search text as a LIKE pattern that matches it literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** react-admin's getMany: an empty id list matches nothing rather than everything. */
export const withIds = (column: AnyColumn, ids: number[]): SQL => inArray(column, ids.length > 0 ? ids : [0]);

export const offsetOf = (query: { page: number; perPage: number }) => (query.page - 1) * query.perPage;

/** A record's language must exist: the foreign key would answer a bare server error. */
export async function requireLanguage(deps: HandlerDeps, languageId: number): Promise<void> {
  const [known] = await deps.db.select({ id: schema.languages.id }).from(schema.languages).where(eq(schema.languages.id, languageId));
  if (!known) throw new FieldErrors({ language_id: 'This language does not exist' });
}
