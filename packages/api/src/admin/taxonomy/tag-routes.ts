import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { AdminTagRecord } from '@newsroom/contract/admin/taxonomy-tags-locations';
import { notFound } from '../../core/errors';
import type { HandlerDeps } from '../../core/handler-deps';
import { mediaUrl } from '../../media/store';
import { defineAdminRoute } from '../core/admin-route';
import { forgetReplaced, likePattern, newsColumn, nextImage, requireFreeSlug, slugOrFromName, requireLanguage, storyCounts, uploadedImage } from './taxonomy-shared';

const { tags } = schema;
type TagRow = typeof tags.$inferSelect;

const SORT = { tag_name: tags.tagName, slug: tags.slug, id: tags.id };

async function records(deps: HandlerDeps, rows: TagRow[]): Promise<AdminTagRecord[]> {
  const counts = await storyCounts(deps, newsColumn.tag, schema.newsTags, rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    language_id: row.languageId,
    tag_name: row.tagName,
    slug: row.slug,
    og_image: mediaUrl(deps.config.mediaBaseUrl, row.ogImage),
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    meta_keyword: row.metaKeyword,
    news_count: counts.get(row.id) ?? 0,
  }));
}

async function existing(deps: HandlerDeps, id: number): Promise<TagRow> {
  const [row] = await deps.db.select().from(tags).where(eq(tags.id, id)).limit(1);
  if (!row) throw notFound('Tag');
  return row;
}

const audited = ({ id: _id, ...row }: TagRow) => row;

const list = defineAdminRoute('tags.list', {
  async handle({ deps, query }) {
    const { filter } = query;
    const conditions: SQL[] = [];
    if (filter.language_id) conditions.push(eq(tags.languageId, filter.language_id));
    if (filter.q) conditions.push(ilike(tags.tagName, likePattern(filter.q)));
    if (filter.id) conditions.push(inArray(tags.id, filter.id.length > 0 ? filter.id : [0]));
    const where = and(...conditions);
    const direction = query.order === 'ASC' ? asc : desc;
    const rows = await deps.db.select().from(tags).where(where).orderBy(direction(SORT[query.sort]), direction(tags.id))
      .limit(query.perPage).offset((query.page - 1) * query.perPage);
    const [total] = await deps.db.select({ value: count() }).from(tags).where(where);
    return { data: await records(deps, rows), total: total?.value ?? 0 };
  },
});

const get = defineAdminRoute('tags.get', { handle: async ({ deps, params }) => ({ data: (await records(deps, [await existing(deps, params.id)]))[0]! }) });

const create = defineAdminRoute('tags.create', {
  invalidates: true,
  async handle({ deps, body, files }) {
    await requireLanguage(deps, body.language_id);
    const slug = slugOrFromName(body.slug, body.tag_name);
    await requireFreeSlug(deps, tags, body.language_id, slug);
    const ogImage = (await uploadedImage(deps, files, 'og_image', 'tags')) ?? '';
    const [row] = await deps.db.insert(tags).values({
      languageId: body.language_id, tagName: body.tag_name, slug, ogImage,
      metaTitle: body.meta_title, metaDescription: body.meta_description, metaKeyword: body.meta_keyword,
    }).returning();
    return { data: (await records(deps, [row!]))[0]!, status: 201, audit: { action: 'create', resource: 'tags', recordId: row!.id, after: audited(row!) } };
  },
});

const update = defineAdminRoute('tags.update', {
  invalidates: true,
  async handle({ deps, params, body, files }) {
    const before = await existing(deps, params.id);
    if (body.slug !== undefined) await requireFreeSlug(deps, tags, before.languageId, body.slug, before.id);
    const ogImage = nextImage(before.ogImage, await uploadedImage(deps, files, 'og_image', 'tags'), body.remove_og_image);
    const [after] = await deps.db.update(tags).set({
      tagName: body.tag_name ?? before.tagName, slug: body.slug ?? before.slug, ogImage,
      metaTitle: body.meta_title ?? before.metaTitle, metaDescription: body.meta_description ?? before.metaDescription, metaKeyword: body.meta_keyword ?? before.metaKeyword,
    }).where(eq(tags.id, before.id)).returning();
    if (!after) throw notFound('Tag');
    await forgetReplaced(deps, before.ogImage, after.ogImage);
    return { data: (await records(deps, [after]))[0]!, audit: { action: 'update', resource: 'tags', recordId: after.id, before: audited(before), after: audited(after) } };
  },
});

/** A tag is a label, not a home: its stories lose it and stay where they are (as in WordPress). */
const remove = defineAdminRoute('tags.delete', {
  invalidates: true,
  async handle({ deps, params }) {
    const before = await existing(deps, params.id);
    await deps.db.delete(tags).where(eq(tags.id, before.id));
    await forgetReplaced(deps, before.ogImage, '');
    return { data: {}, audit: { action: 'delete', resource: 'tags', recordId: before.id, before: audited(before) } };
  },
});

export const tagRoutes = [list, get, create, update, remove];
