import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { adminLanguageDetail, adminLanguageRecord } from '@newsroom/contract/admin/languages';
import { imageFile } from '../../../test/builders-news';
import { createAdminTestApi, type AdminTestApi, type StaffLogin } from '../testing/admin-harness';

let api: AdminTestApi;
let admin: StaffLogin;
let editor: StaffLogin;
let moderator: StaffLogin;

beforeAll(async () => {
  api = await createAdminTestApi();
  admin = await api.loginAs(await api.staffAccount('administrator'));
  editor = await api.loginAs(await api.staffAccount('editor'));
  moderator = await api.loginAs(await api.staffAccount('moderator'));
});
afterAll(() => api.close());

const publicCodes = async () => ((await api.call('get_languages_list', {})).body.data as { code: string }[]).map((language) => language.code);
const publicDefault = async () => (await api.call('get_languages_list', {})).body.default_language.code as string;
const lastAudit = async (resource: string, recordId: number) =>
  (await api.admin('GET', 'audit-log', { login: admin, query: { filter: JSON.stringify({ resource, record_id: String(recordId) }) } })).body.data[0];

async function addLanguage(body: Record<string, unknown>) {
  const answer = await api.admin('POST', 'languages', { login: admin, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return adminLanguageRecord.parse(answer.body.data);
}

describe('adding a language', () => {
  it('an administrator adds German with a flag: inactive, its labels copied from the default language, audited', async () => {
    const body = { code: 'DE', name: 'German', display_name: 'Deutsch' };
    const created = await api.admin('POST', 'languages', { login: admin, body, files: { image: await imageFile('png') } });
    expect(created.status).toBe(201);
    const record = adminLanguageRecord.parse(created.body.data);
    expect(record).toMatchObject({ code: 'de', name: 'German', display_name: 'Deutsch', right_to_left: false, active: false, is_default: false });
    expect(record.image).toMatch(/\/media\/languages\/.+\.webp$/);
    // The test site's English has two labels: German starts with the same two.
    const labels = await api.call('get_language_json_data', { code: 'de' });
    expect(labels.body.data).toEqual({ home: 'Home', search: 'Search' });
    expect(record.missing_labels).toBeGreaterThan(200);
    // Readers do not see it before it is turned on.
    expect(await publicCodes()).not.toContain('de');
    expect(await lastAudit('languages', record.id)).toMatchObject({ action: 'create', staff_id: admin.staff.id });
  });

  it('starts empty when asked, and right to left', async () => {
    const record = await addLanguage({ code: 'fa', name: 'Persian', display_name: 'فارسی', right_to_left: true, copy_default_labels: false, active: true });
    expect(record).toMatchObject({ right_to_left: true, active: true });
    expect((await api.call('get_language_json_data', { code: 'fa' })).body.data).toEqual({});
    const listed = (await api.call('get_languages_list', {})).body.data.find((language: { code: string }) => language.code === 'fa');
    expect(listed).toMatchObject({ isRTL: '1', display_name: 'فارسی' });
  });

  it('refuses a code that is no language tag, a taken or reserved one, and an empty name, under their fields', async () => {
    for (const code of ['Not a code!', 'e', 'english', 'en-', 'de_DE']) {
      const answer = await api.admin('POST', 'languages', { login: admin, body: { code, name: 'X', display_name: 'X' } });
      expect(answer.status, code).toBe(400);
      expect(answer.body.errors.code, code).toMatch(/language tag/);
    }
    const taken = await api.admin('POST', 'languages', { login: admin, body: { code: 'EN', name: 'English again', display_name: 'English' } });
    expect(taken.body.errors.code).toMatch(/already a site language/);
    const reserved = await api.admin('POST', 'languages', { login: admin, body: { code: 'api', name: 'API', display_name: 'API' } });
    expect(reserved.body.errors.code).toMatch(/reserved/);
    const empty = await api.admin('POST', 'languages', { login: admin, body: { code: 'it', name: ' ', display_name: '' } });
    expect(Object.keys(empty.body.errors).sort()).toEqual(['display_name', 'name']);
  });

  it('is for administrators: editors read, moderators see only the pickers’ list', async () => {
    expect((await api.admin('POST', 'languages', { login: editor, body: { code: 'nl', name: 'Dutch', display_name: 'Nederlands' } })).status).toBe(403);
    expect((await api.admin('PUT', `languages/${api.base.en.id}`, { login: editor, body: { name: 'Changed' } })).status).toBe(403);
    expect((await api.admin('GET', `languages/${api.base.en.id}`, { login: editor })).status).toBe(200);
    expect((await api.admin('GET', `languages/${api.base.en.id}`, { login: moderator })).status).toBe(403);
    const list = await api.admin('GET', 'languages', { login: moderator, query: { sort: 'id', order: 'ASC', perPage: '100' } });
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toMatchObject({ code: 'en', is_default: true });
  });
});

describe('turning languages on and off, and the default', () => {
  it('turns a language on, and readers see it at once; the default cannot be turned off', async () => {
    const [de] = await api.deps.db.select().from(schema.languages).where(eq(schema.languages.code, 'de'));
    const on = await api.admin('PUT', `languages/${de!.id}`, { login: admin, body: { active: true, display_name: 'Deutsch (DE)' } });
    expect(on.body.data).toMatchObject({ active: true, display_name: 'Deutsch (DE)' });
    expect(await publicCodes()).toContain('de');
    const off = await api.admin('PUT', `languages/${api.base.en.id}`, { login: admin, body: { active: false } });
    expect(off.status).toBe(400);
    expect(off.body.errors.active).toMatch(/default language cannot be turned off/);
  });

  it('switches the default in one step, keeping exactly one, and readers follow; an inactive language cannot be the default', async () => {
    const [de] = await api.deps.db.select().from(schema.languages).where(eq(schema.languages.code, 'de'));
    expect(await publicDefault()).toBe('en');
    const switched = await api.admin('POST', `languages/${de!.id}/default`, { login: admin });
    expect(switched.body.data).toMatchObject({ code: 'de', is_default: true });
    const defaults = await api.deps.db.select({ code: schema.languages.code }).from(schema.languages).where(eq(schema.languages.isDefault, true));
    expect(defaults).toEqual([{ code: 'de' }]);
    expect(await publicDefault()).toBe('de');
    expect(await lastAudit('languages', de!.id)).toMatchObject({ action: 'set_default' });

    const back = await api.admin('POST', `languages/${api.base.en.id}/default`, { login: admin });
    expect(back.status).toBe(200);
    expect(await publicDefault()).toBe('en');

    const sleeper = await addLanguage({ code: 'sv', name: 'Swedish', display_name: 'Svenska' });
    const refused = await api.admin('POST', `languages/${sleeper.id}/default`, { login: admin });
    expect(refused.status).toBe(409);
    expect(await publicDefault()).toBe('en');
  });
});

describe('deleting a language', () => {
  it('shows what a language holds, and refuses to delete one that holds anything, or the default', async () => {
    const detail = adminLanguageDetail.parse((await api.admin('GET', `languages/${api.base.ar.id}`, { login: admin })).body.data);
    expect(detail.content).toMatchObject({ categories: 1, stories: 0 });
    const held = await api.admin('DELETE', `languages/${api.base.ar.id}`, { login: admin });
    expect(held.status).toBe(409);
    expect(held.body.message).toBe('This language holds 0 stories and 1 other records; turn it off instead, or delete them first');
    const fallback = await api.admin('DELETE', `languages/${api.base.en.id}`, { login: admin });
    expect(fallback.status).toBe(409);
    expect(await publicCodes()).toContain('ar');
  });

  it('deletes an empty language with its labels and flag', async () => {
    const flagged = await api.admin('POST', 'languages', { login: admin, body: { code: 'pt-br', name: 'Portuguese (Brazil)', display_name: 'Português' }, files: { image: await imageFile('png') } });
    const record = adminLanguageRecord.parse(flagged.body.data);
    const stored = record.image.replace(`${api.deps.config.publicUrl}/media/`, '');
    expect(await api.deps.media.read(stored)).not.toBeNull();
    const gone = await api.admin('DELETE', `languages/${record.id}`, { login: admin });
    expect(gone.status).toBe(200);
    expect(await api.deps.db.select().from(schema.languageLabels).where(eq(schema.languageLabels.languageId, record.id))).toEqual([]);
    expect(await api.deps.media.read(stored)).toBeNull();
    expect((await api.admin('GET', `languages/${record.id}`, { login: admin })).status).toBe(404);
  });
});
