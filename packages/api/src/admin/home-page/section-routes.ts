import { and, asc, count, desc, eq, ilike, inArray, max, type SQL } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { defineAdminRoute } from '../core/admin-route';
import { FieldErrors } from '../core/admin-errors';
import { adCounts, auditedSection, checkedSectionValues, existingSection, toSectionRecord } from './section-records';
import { escapeLike } from './like-pattern';

const { featuredSections } = schema;

const SORT_COLUMNS = { row_order: featuredSections.rowOrder, id: featuredSections.id, title: featuredSections.title, created_at: featuredSections.createdAt };

const list = defineAdminRoute('featuredSections.list', {
  async handle({ deps, query }) {
    const { filter } = query;
    const conditions: SQL[] = [];
    if (filter.language_id) conditions.push(eq(featuredSections.languageId, filter.language_id));
    if (filter.q) conditions.push(ilike(featuredSections.title, `%${escapeLike(filter.q)}%`));
    if (filter.active !== undefined) conditions.push(eq(featuredSections.status, filter.active ? 1 : 0));
    if (filter.id) conditions.push(inArray(featuredSections.id, filter.id.length > 0 ? filter.id : [0]));
    const where = and(...conditions);
    const direction = query.order === 'ASC' ? asc : desc;
    const rows = await deps.db
      .select()
      .from(featuredSections)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[query.sort]), direction(featuredSections.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage);
    const [[total], ads] = await Promise.all([deps.db.select({ value: count() }).from(featuredSections).where(where), adCounts(deps, rows.map((row) => row.id))]);
    return { data: rows.map((row) => toSectionRecord(row, ads.get(row.id) ?? 0)), total: total?.value ?? 0 };
  },
});

async function recordOf(deps: Parameters<typeof existingSection>[0], id: number) {
  const row = await existingSection(deps, id);
  return toSectionRecord(row, (await adCounts(deps, [id])).get(id) ?? 0);
}

const get = defineAdminRoute('featuredSections.get', { handle: async ({ deps, params }) => ({ data: await recordOf(deps, params.id) }) });

/** A new section goes last on its language's home page: editors drag it up when they mean to. */
const create = defineAdminRoute('featuredSections.create', {
  invalidates: true,
  async handle({ deps, body }) {
    const values = await checkedSectionValues(deps, body, null);
    const [last] = await deps.db.select({ value: max(featuredSections.rowOrder) }).from(featuredSections).where(eq(featuredSections.languageId, body.language_id));
    const [row] = await deps.db.insert(featuredSections).values({ ...values, rowOrder: (last?.value ?? 0) + 1 }).returning();
    const record = toSectionRecord(row!, 0);
    return { data: record, status: 201, audit: { action: 'create', resource: 'featured-sections', recordId: record.id, after: auditedSection(record) } };
  },
});

const update = defineAdminRoute('featuredSections.update', {
  invalidates: true,
  async handle({ deps, params, body }) {
    const before = await recordOf(deps, params.id);
    const values = await checkedSectionValues(deps, body, params.id);
    // Moved to another language, it goes last there; its ads keep their own language, so they stop showing with it.
    const moved = values.languageId !== before.language_id;
    const [last] = moved ? await deps.db.select({ value: max(featuredSections.rowOrder) }).from(featuredSections).where(eq(featuredSections.languageId, values.languageId)) : [];
    const [row] = await deps.db
      .update(featuredSections)
      .set({ ...values, ...(moved && { rowOrder: (last?.value ?? 0) + 1 }) })
      .where(eq(featuredSections.id, params.id))
      .returning();
    const after = toSectionRecord(row!, before.ads);
    return { data: after, audit: { action: 'update', resource: 'featured-sections', recordId: after.id, before: auditedSection(before), after: auditedSection(after) } };
  },
});

/** The ads placed after the section go with it (the foreign key cascades); the console says so before. */
const remove = defineAdminRoute('featuredSections.delete', {
  invalidates: true,
  async handle({ deps, params }) {
    const before = await recordOf(deps, params.id);
    await deps.db.delete(featuredSections).where(eq(featuredSections.id, params.id));
    return { data: {}, audit: { action: 'delete', resource: 'featured-sections', recordId: before.id, before: { ...auditedSection(before), ads: before.ads } } };
  },
});

/** The listed sections take places 1, 2, 3…; any not listed keep their places after them. */
const order = defineAdminRoute('featuredSections.order', {
  invalidates: true,
  async handle({ deps, body }) {
    const ids = [...new Set(body.ids)];
    const rows = await deps.db
      .select({ id: featuredSections.id, rowOrder: featuredSections.rowOrder })
      .from(featuredSections)
      .where(and(eq(featuredSections.languageId, body.language_id), inArray(featuredSections.id, ids)));
    if (rows.length !== ids.length) throw new FieldErrors({ ids: 'List only sections of this language' });
    const others = await deps.db
      .select({ id: featuredSections.id })
      .from(featuredSections)
      .where(eq(featuredSections.languageId, body.language_id))
      .orderBy(asc(featuredSections.rowOrder), asc(featuredSections.id));
    const ordered = [...ids, ...others.map((row) => row.id).filter((id) => !ids.includes(id))];
    await deps.db.transaction(async (tx) => {
      for (const [index, id] of ordered.entries()) await tx.update(featuredSections).set({ rowOrder: index + 1 }).where(eq(featuredSections.id, id));
    });
    const before = Object.fromEntries(rows.map((row) => [row.id, row.rowOrder]));
    const after = Object.fromEntries(ids.map((id, index) => [id, index + 1]));
    return { data: {}, audit: { action: 'order', resource: 'featured-sections', recordId: `language ${body.language_id}`, before, after } };
  },
});

export const sectionRoutes = [list, get, create, update, remove, order];
