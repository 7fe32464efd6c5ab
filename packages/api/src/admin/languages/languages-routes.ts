import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import { conflict } from '../../core/errors';
import type { HandlerDeps } from '../../core/handler-deps';
import { forgetDefaultLanguage } from '../../languages/languages-service';
import { storeImage } from '../../media/uploads';
import { FieldErrors, fieldError } from '../core/admin-errors';
import { defineAdminRoute } from '../core/admin-route';
import { labelsRoutes } from './labels-routes';
import { auditedLanguage, contentOf, existingLanguage, labelsOf, listLanguageRecords, recordOf, toLanguageRecord } from './language-records';

const { languages, languageLabels } = schema;

/** Flags are small: a row of the language switch. */
const FLAG_WIDTH = 256;

async function uploadedFlag(deps: HandlerDeps, files: Record<string, File[]>): Promise<string | undefined> {
  const [file, extra] = files.image ?? [];
  if (extra) throw fieldError('image', 'takes one image');
  return file ? storeImage(deps, file, 'image', 'languages', FLAG_WIDTH) : undefined;
}

/** Every language, inactive ones included: a story may be written before its language opens. */
const list = defineAdminRoute('languages.list', { handle: ({ deps, query }) => listLanguageRecords(deps, query) });

const get = defineAdminRoute('languages.get', {
  async handle({ deps, params }) {
    const row = await existingLanguage(deps, params.id);
    return { data: { ...(await recordOf(deps, row)), content: await contentOf(deps, row.id) } };
  },
});

const create = defineAdminRoute('languages.create', {
  invalidates: true,
  async handle({ deps, body, files }) {
    const [taken] = await deps.db.select({ id: languages.id }).from(languages).where(eq(languages.code, body.code)).limit(1);
    if (taken) throw fieldError('code', 'is already a site language');
    const image = (await uploadedFlag(deps, files)) ?? '';
    const row = await deps.db.transaction(async (tx) => {
      const [source] = body.copy_default_labels
        ? await tx.select({ labels: languageLabels.labels }).from(languageLabels).innerJoin(languages, eq(languages.id, languageLabels.languageId)).where(eq(languages.isDefault, true)).limit(1)
        : [];
      const [inserted] = await tx
        .insert(languages)
        .values({ code: body.code, language: body.name, displayName: body.display_name, isRtl: body.right_to_left, status: body.active ? 1 : 0, image, isDefault: false })
        .returning();
      await tx.insert(languageLabels).values({ languageId: inserted!.id, labels: { ...(source?.labels ?? {}) } });
      return inserted!;
    });
    const labels = await labelsOf(deps, row.id);
    const audit = { action: 'create', resource: 'languages', recordId: row.id, after: { ...auditedLanguage(row), labels_copied: body.copy_default_labels } };
    return { data: toLanguageRecord(deps, row, labels), status: 201 as const, audit };
  },
});

/** A field left out keeps its value. The default language stays on: readers without a choice land there. */
const update = defineAdminRoute('languages.update', {
  invalidates: true,
  async handle({ deps, params, body, files }) {
    const before = await existingLanguage(deps, params.id);
    if (before.isDefault && body.active === false) throw new FieldErrors({ active: 'The default language cannot be turned off; make another language the default first' });
    const uploaded = await uploadedFlag(deps, files);
    const image = uploaded ?? (body.remove_image ? '' : before.image);
    const [after] = await deps.db
      .update(languages)
      .set({
        language: body.name ?? before.language,
        displayName: body.display_name ?? before.displayName,
        isRtl: body.right_to_left ?? before.isRtl,
        status: body.active === undefined ? before.status : body.active ? 1 : 0,
        image,
      })
      .where(eq(languages.id, before.id))
      .returning();
    if (before.image && before.image !== after!.image) await deps.media.remove(before.image);
    const data = { ...(await recordOf(deps, after!)), content: await contentOf(deps, after!.id) };
    return { data, audit: { action: 'update', resource: 'languages', recordId: before.id, before: auditedLanguage(before), after: auditedLanguage(after!) } };
  },
});

/** Exactly one default, switched in one transaction so no reader ever meets none or two. */
const setDefault = defineAdminRoute('languages.setDefault', {
  invalidates: true,
  async handle({ deps, params }) {
    const target = await existingLanguage(deps, params.id);
    if (target.status !== 1) throw conflict('Turn this language on before making it the default');
    const previous = await deps.db.transaction(async (tx) => {
      const cleared = await tx.update(languages).set({ isDefault: false }).where(eq(languages.isDefault, true)).returning({ id: languages.id });
      await tx.update(languages).set({ isDefault: true }).where(eq(languages.id, target.id));
      return cleared.map((row) => row.id);
    });
    forgetDefaultLanguage(deps);
    const after = await existingLanguage(deps, target.id);
    const audit = { action: 'set_default', resource: 'languages', recordId: target.id, before: { default_language_ids: previous }, after: { default_language_ids: [target.id] } };
    return { data: await recordOf(deps, after), audit };
  },
});

/**
 * Refused while it holds anything: the foreign keys would delete its stories, sections, pages and
 * readers' device registrations with it. Turning it off keeps everything and hides it.
 */
const remove = defineAdminRoute('languages.delete', {
  invalidates: true,
  async handle({ deps, params }) {
    const before = await existingLanguage(deps, params.id);
    if (before.isDefault) throw conflict('The default language cannot be deleted; make another language the default first');
    const content = await contentOf(deps, before.id);
    const storyCount = content.stories;
    const otherCount = Object.entries(content).reduce((sum, [kind, value]) => (kind === 'stories' ? sum : sum + value), 0);
    if (storyCount + otherCount > 0) {
      throw conflict(`This language holds ${storyCount} stories and ${otherCount} other records; turn it off instead, or delete them first`);
    }
    const labels = await labelsOf(deps, before.id);
    await deps.db.delete(languages).where(eq(languages.id, before.id));
    if (before.image) await deps.media.remove(before.image);
    return { data: {}, audit: { action: 'delete', resource: 'languages', recordId: before.id, before: { ...auditedLanguage(before), labels } } };
  },
});

export const languagesRoutes = [list, get, create, update, setDefault, remove, ...labelsRoutes];
