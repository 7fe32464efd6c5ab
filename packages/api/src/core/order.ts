import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Highest first, the way the schema's descending indexes are built (`DESC NULLS LAST`). A plain
 * `ORDER BY x DESC` means NULLS FIRST in PostgreSQL and cannot read those indexes in order.
 */
export const highestFirst = (column: AnyPgColumn) => sql`${column} desc nulls last`;
