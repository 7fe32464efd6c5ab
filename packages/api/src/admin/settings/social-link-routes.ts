import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { AdminSocialLinkRecord } from '@newsroom/contract/admin/settings';
import { notFound } from '../../core/errors';
import type { HandlerDeps } from '../../core/handler-deps';
import { mediaUrl } from '../../media/store';
import { storeImage } from '../../media/uploads';
import { defineAdminRoute } from '../core/admin-route';
import { fieldError } from '../core/admin-errors';
import { forgetSiteSettings } from '../../settings/site-settings';

const { socialMedia } = schema;
type LinkRow = typeof socialMedia.$inferSelect;

const SORT = { row_order: socialMedia.rowOrder, id: socialMedia.id };
const FOLDER = 'social';

const record = (deps: HandlerDeps, row: LinkRow): AdminSocialLinkRecord => ({ id: row.id, link: row.link, image: mediaUrl(deps.config.mediaBaseUrl, row.image), row_order: row.rowOrder });
const audited = ({ id: _id, ...row }: LinkRow) => row;

async function existing(deps: HandlerDeps, id: number): Promise<LinkRow> {
  const [row] = await deps.db.select().from(socialMedia).where(eq(socialMedia.id, id)).limit(1);
  if (!row) throw notFound('Social link');
  return row;
}

/** An icon is drawn at 32 px; 128 keeps it sharp on dense screens. */
async function uploadedIcon(deps: HandlerDeps, files: Record<string, File[]>): Promise<string | undefined> {
  const [file, extra] = files.image ?? [];
  if (extra) throw fieldError('image', 'takes one image');
  return file ? storeImage(deps, file, 'image', FOLDER, 128) : undefined;
}

/** Only icons this console stored are deleted: the seed's are the demo's. */
async function forgetIcon(deps: HandlerDeps, before: string, after: string) {
  if (before && before !== after && before.startsWith(`${FOLDER}/`)) await deps.media.remove(before);
}

const list = defineAdminRoute('socialLinks.list', {
  async handle({ deps, query }) {
    const where = query.filter.id ? inArray(socialMedia.id, query.filter.id.length > 0 ? query.filter.id : [0]) : undefined;
    const direction = query.order === 'ASC' ? asc : desc;
    const rows = await deps.db.select().from(socialMedia).where(where).orderBy(direction(SORT[query.sort]), direction(socialMedia.id))
      .limit(query.perPage).offset((query.page - 1) * query.perPage);
    const [total] = await deps.db.select({ value: count() }).from(socialMedia).where(where);
    return { data: rows.map((row) => record(deps, row)), total: total?.value ?? 0 };
  },
});

const get = defineAdminRoute('socialLinks.get', { handle: async ({ deps, params }) => ({ data: record(deps, await existing(deps, params.id)) }) });

/** A new link goes last unless placed: the footer keeps the order the newsroom chose. */
const create = defineAdminRoute('socialLinks.create', {
  invalidates: true,
  async handle({ deps, body, files }) {
    // The footer shows the icon alone (the network's name is for screen readers): a link needs one.
    const image = await uploadedIcon(deps, files);
    if (!image) throw fieldError('image', 'is required');
    const [last] = await deps.db.select({ rowOrder: socialMedia.rowOrder }).from(socialMedia).orderBy(desc(socialMedia.rowOrder)).limit(1);
    const [row] = await deps.db.insert(socialMedia).values({ link: body.link, image, rowOrder: body.row_order ?? (last?.rowOrder ?? 0) + 1 }).returning();
    forgetSiteSettings(deps);
    return { data: record(deps, row!), status: 201, audit: { action: 'create', resource: 'social-links', recordId: row!.id, after: audited(row!) } };
  },
});

const update = defineAdminRoute('socialLinks.update', {
  invalidates: true,
  async handle({ deps, params, body, files }) {
    const before = await existing(deps, params.id);
    const image = (await uploadedIcon(deps, files)) ?? before.image;
    const [after] = await deps.db.update(socialMedia).set({ link: body.link ?? before.link, rowOrder: body.row_order ?? before.rowOrder, image }).where(eq(socialMedia.id, before.id)).returning();
    if (!after) throw notFound('Social link');
    await forgetIcon(deps, before.image, after.image);
    forgetSiteSettings(deps);
    return { data: record(deps, after), audit: { action: 'update', resource: 'social-links', recordId: after.id, before: audited(before), after: audited(after) } };
  },
});

const remove = defineAdminRoute('socialLinks.delete', {
  invalidates: true,
  async handle({ deps, params }) {
    const before = await existing(deps, params.id);
    await deps.db.delete(socialMedia).where(eq(socialMedia.id, before.id));
    await forgetIcon(deps, before.image, '');
    forgetSiteSettings(deps);
    return { data: {}, audit: { action: 'delete', resource: 'social-links', recordId: before.id, before: audited(before) } };
  },
});

export const socialLinkRoutes = [list, get, create, update, remove];
