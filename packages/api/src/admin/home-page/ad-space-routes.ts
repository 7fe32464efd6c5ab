import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { schema } from '@newsroom/db/client';
import type { adSpaceBody, AdSpaceRecord } from '@newsroom/contract/admin/home-page-ads';
import { notFound } from '../../core/errors';
import type { HandlerDeps } from '../../core/handler-deps';
import { mediaUrl } from '../../media/store';
import { storeImage } from '../../media/uploads';
import { defineAdminRoute } from '../core/admin-route';
import { FieldErrors } from '../core/admin-errors';

const { adSpaces, featuredSections } = schema;
type AdRow = typeof adSpaces.$inferSelect;
type AdBody = z.output<typeof adSpaceBody>;

const SORT_COLUMNS = { id: adSpaces.id, created_at: adSpaces.createdAt };

function toRecord(deps: HandlerDeps, row: AdRow): AdSpaceRecord {
  return {
    id: row.id,
    language_id: row.languageId,
    ad_space: row.adSpace as AdSpaceRecord['ad_space'],
    featured_section_id: row.featuredSectionId,
    ad_image: mediaUrl(deps.config.mediaBaseUrl, row.adImage),
    web_ad_image: mediaUrl(deps.config.mediaBaseUrl, row.webAdImage),
    ad_url: row.adUrl,
    active: row.status === 1,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    created_at: row.createdAt.toISOString(),
  };
}

/** The audited view: stored image paths, not addresses that change with the site's URL. */
const audited = (row: AdRow) => ({
  language_id: row.languageId, ad_space: row.adSpace, featured_section_id: row.featuredSectionId, ad_image: row.adImage, web_ad_image: row.webAdImage,
  ad_url: row.adUrl, active: row.status === 1, starts_on: row.startsOn, ends_on: row.endsOn,
});

async function existing(deps: HandlerDeps, id: number): Promise<AdRow> {
  const [row] = await deps.db.select().from(adSpaces).where(eq(adSpaces.id, id)).limit(1);
  if (!row) throw notFound('Ad space');
  return row;
}

/**
 * The stored values of a body and its new images. An ad after a section follows one of its own
 * language; any other placement names none. Images are stored only once everything else passed.
 */
async function adValues(deps: HandlerDeps, body: AdBody, files: Record<string, File[]>, before: AdRow | null) {
  const sectionId = body.ad_space === 'featured_section' ? body.featured_section_id : null;
  const errors: Record<string, string> = {};
  if (sectionId !== null) {
    const [section] = await deps.db.select({ languageId: featuredSections.languageId }).from(featuredSections).where(eq(featuredSections.id, sectionId)).limit(1);
    if (section?.languageId !== body.language_id) errors.featured_section_id = 'Choose a section of the ad’s language';
  }
  const webFile = files.web_ad_image?.[0];
  const appFile = files.ad_image?.[0];
  if (!webFile && !before?.webAdImage && !appFile && !before?.adImage) errors.web_ad_image = 'Add the ad’s image';
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  const webAdImage = webFile ? await storeImage(deps, webFile, 'web_ad_image', 'ads') : (before?.webAdImage ?? '');
  const adImage = appFile ? await storeImage(deps, appFile, 'ad_image', 'ads', 1200) : (before?.adImage ?? '');
  return {
    languageId: body.language_id, adSpace: body.ad_space, featuredSectionId: sectionId, adUrl: body.ad_url, status: body.active ? 1 : 0,
    startsOn: body.starts_on, endsOn: body.ends_on, webAdImage, adImage,
  };
}

/** Files a change left behind; a missing file is no reason to fail a saved change. */
async function removeReplaced(deps: HandlerDeps, before: AdRow, after: Pick<AdRow, 'adImage' | 'webAdImage'> | null) {
  for (const field of ['adImage', 'webAdImage'] as const) {
    const old = before[field];
    if (old && old !== after?.[field] && !/^https?:/.test(old)) await deps.media.remove(old).catch(() => undefined);
  }
}

const list = defineAdminRoute('adSpaces.list', {
  async handle({ deps, query }) {
    const { filter } = query;
    const conditions: SQL[] = [];
    if (filter.language_id) conditions.push(eq(adSpaces.languageId, filter.language_id));
    if (filter.ad_space) conditions.push(eq(adSpaces.adSpace, filter.ad_space));
    if (filter.active !== undefined) conditions.push(eq(adSpaces.status, filter.active ? 1 : 0));
    if (filter.id) conditions.push(inArray(adSpaces.id, filter.id.length > 0 ? filter.id : [0]));
    const where = and(...conditions);
    const direction = query.order === 'ASC' ? asc : desc;
    const rows = await deps.db.select().from(adSpaces).where(where).orderBy(direction(SORT_COLUMNS[query.sort]), direction(adSpaces.id))
      .limit(query.perPage).offset((query.page - 1) * query.perPage);
    const [total] = await deps.db.select({ value: count() }).from(adSpaces).where(where);
    return { data: rows.map((row) => toRecord(deps, row)), total: total?.value ?? 0 };
  },
});

const get = defineAdminRoute('adSpaces.get', { handle: async ({ deps, params }) => ({ data: toRecord(deps, await existing(deps, params.id)) }) });

const create = defineAdminRoute('adSpaces.create', {
  invalidates: true,
  async handle({ deps, body, files }) {
    const [row] = await deps.db.insert(adSpaces).values(await adValues(deps, body, files, null)).returning();
    return { data: toRecord(deps, row!), status: 201, audit: { action: 'create', resource: 'ad-spaces', recordId: row!.id, after: audited(row!) } };
  },
});

const update = defineAdminRoute('adSpaces.update', {
  invalidates: true,
  async handle({ deps, params, body, files }) {
    const before = await existing(deps, params.id);
    const [row] = await deps.db.update(adSpaces).set(await adValues(deps, body, files, before)).where(eq(adSpaces.id, before.id)).returning();
    await removeReplaced(deps, before, row!);
    return { data: toRecord(deps, row!), audit: { action: 'update', resource: 'ad-spaces', recordId: before.id, before: audited(before), after: audited(row!) } };
  },
});

const remove = defineAdminRoute('adSpaces.delete', {
  invalidates: true,
  async handle({ deps, params }) {
    const before = await existing(deps, params.id);
    await deps.db.delete(adSpaces).where(eq(adSpaces.id, before.id));
    await removeReplaced(deps, before, null);
    return { data: {}, audit: { action: 'delete', resource: 'ad-spaces', recordId: before.id, before: audited(before) } };
  },
});

export const adSpaceRoutes = [list, get, create, update, remove];
