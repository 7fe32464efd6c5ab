import { asc } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { AdminLanguageRecord } from '@newsroom/contract/admin/languages';
import { defineAdminRoute } from '../core/admin-route';

/** Every language, inactive ones included: a story may be written before its language opens. */
const list = defineAdminRoute('languages.list', {
  async handle({ deps }) {
    const rows = await deps.db.select().from(schema.languages).orderBy(asc(schema.languages.id));
    const data = rows.map(
      (row): AdminLanguageRecord => ({ id: row.id, code: row.code, name: row.language, display_name: row.displayName, right_to_left: row.isRtl, is_default: row.isDefault, active: row.status === 1 }),
    );
    return { data, total: data.length };
  },
});

export const languagesRoutes = [list];
