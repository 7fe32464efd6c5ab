import { asc, eq, max } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { conflict } from '../../core/errors';
import type { HandlerDeps } from '../../core/handler-deps';

type Ordered = PgTable & { id: PgColumn; rowOrder: PgColumn };

/** The row order a new row gets: after every row of its scope (a language, or a category). */
export async function nextRowOrder(deps: HandlerDeps, table: Ordered, scope: PgColumn, value: number): Promise<number> {
  const [last] = await deps.db.select({ value: max(table.rowOrder) }).from(table).where(eq(scope, value));
  return Number(last?.value ?? 0) + 1;
}

/**
 * Writes a whole order, first to last, in one transaction. The list must name exactly the scope's
 * rows: a row added or removed meanwhile by someone else makes it stale, and a partial order would
 * leave ties, so it is refused rather than guessed.
 */
export async function saveRowOrder(deps: HandlerDeps, table: Ordered, scope: PgColumn, value: number, ids: number[]) {
  const rows = await deps.db.select({ id: table.id }).from(table).where(eq(scope, value)).orderBy(asc(table.rowOrder), asc(table.id));
  const before = rows.map((row) => Number(row.id));
  const sameRows = new Set(ids).size === ids.length && ids.length === before.length && ids.every((id) => before.includes(id));
  if (!sameRows) throw conflict('The list changed meanwhile; reload it and try again');
  await deps.db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) await tx.update(table).set({ rowOrder: index + 1 } as never).where(eq(table.id, id));
  });
  return { before, after: ids };
}
