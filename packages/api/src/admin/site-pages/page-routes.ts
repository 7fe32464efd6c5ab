import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { PAGE_FILES } from '@newsroom/contract/admin/site-pages-content';
import { sanitizePageHtml } from '../../pages/page-content';
import { defineAdminRoute } from '../core/admin-route';
import { requireLanguage } from './list-helpers';
import { auditedPage, listPages, pageRow, requireFreeSlug, toPageRecord } from './page-records';
import { storeNewImages } from './stored-images';

const { pages } = schema;
const FOLDER = 'pages';

const list = defineAdminRoute('pages.list', { handle: async ({ deps, query }) => listPages(deps, query) });

const get = defineAdminRoute('pages.get', { handle: async ({ deps, params }) => ({ data: toPageRecord(deps, await pageRow(deps, params.id)) }) });

/** The HTML is cleaned when stored as well as when read, so what the database holds is what readers get. */
const create = defineAdminRoute('pages.create', {
  invalidates: true,
  async handle({ deps, body, files }) {
    await requireLanguage(deps, body.language_id);
    await requireFreeSlug(deps, body.language_id, body.slug);
    const images = await storeNewImages(deps, files, PAGE_FILES, FOLDER);
    try {
      const [row] = await deps.db
        .insert(pages)
        .values({
          languageId: body.language_id,
          pageType: body.page_type,
          title: body.title,
          slug: body.slug,
          pageContent: sanitizePageHtml(body.page_content),
          pageIcon: images.stored.page_icon ?? '',
          ogImage: images.stored.og_image ?? '',
          metaTitle: body.meta_title,
          metaDescription: body.meta_description,
          metaKeyword: body.meta_keyword,
          status: body.active ? 1 : 0,
        })
        .returning();
      return { data: toPageRecord(deps, row!), status: 201, audit: { action: 'create', resource: 'pages', recordId: row!.id, after: auditedPage(row!) } };
    } catch (error) {
      await images.discard();
      throw error;
    }
  },
});

const update = defineAdminRoute('pages.update', {
  invalidates: true,
  async handle({ deps, params, body, files }) {
    const before = await pageRow(deps, params.id);
    if (body.slug !== undefined) await requireFreeSlug(deps, before.languageId, body.slug, before.id);
    const images = await storeNewImages(deps, files, PAGE_FILES, FOLDER);
    const changes = {
      pageType: body.page_type,
      title: body.title,
      slug: body.slug,
      pageContent: body.page_content === undefined ? undefined : sanitizePageHtml(body.page_content),
      pageIcon: images.stored.page_icon,
      ogImage: images.stored.og_image,
      metaTitle: body.meta_title,
      metaDescription: body.meta_description,
      metaKeyword: body.meta_keyword,
      status: body.active === undefined ? undefined : body.active ? 1 : 0,
    };
    let after = before;
    try {
      // Drizzle refuses an update with nothing to set: an empty change keeps the row as it is.
      if (Object.values(changes).some((value) => value !== undefined)) [after = before] = await deps.db.update(pages).set(changes).where(eq(pages.id, before.id)).returning();
    } catch (error) {
      await images.discard();
      throw error;
    }
    await images.release({ page_icon: before.pageIcon, og_image: before.ogImage });
    return { data: toPageRecord(deps, after), audit: { action: 'update', resource: 'pages', recordId: before.id, before: auditedPage(before), after: auditedPage(after) } };
  },
});

const remove = defineAdminRoute('pages.delete', {
  invalidates: true,
  async handle({ deps, params }) {
    const before = await pageRow(deps, params.id);
    await deps.db.delete(pages).where(eq(pages.id, before.id));
    await Promise.allSettled([before.pageIcon, before.ogImage].filter(Boolean).map((path) => deps.media.remove(path)));
    return { data: {}, audit: { action: 'delete', resource: 'pages', recordId: before.id, before: auditedPage(before) } };
  },
});

export const pageRoutes = [list, get, create, update, remove];
