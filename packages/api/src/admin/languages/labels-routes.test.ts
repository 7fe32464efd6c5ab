import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_LABEL_KEYS } from '@newsroom/db/seed/labels/client-keys';
import { adminLanguageLabels } from '@newsroom/contract/admin/languages-labels';
import { createAdminTestApi, type AdminTestApi, type StaffLogin } from '../testing/admin-harness';

let api: AdminTestApi;
let admin: StaffLogin;
let editor: StaffLogin;
let germanId: number;

beforeAll(async () => {
  api = await createAdminTestApi();
  admin = await api.loginAs(await api.staffAccount('administrator'));
  editor = await api.loginAs(await api.staffAccount('editor'));
  const created = await api.admin('POST', 'languages', { login: admin, body: { code: 'de', name: 'German', display_name: 'Deutsch', active: true } });
  germanId = created.body.data.id;
});
afterAll(() => api.close());

const siteLabels = async (code: string) => (await api.call('get_language_json_data', { code })).body.data as Record<string, string>;

describe('a language’s labels', () => {
  it('come beside the default language’s, with every known key and the missing ones (the apps’ keys among them)', async () => {
    const answer = await api.admin('GET', `languages/${germanId}/labels`, { login: editor });
    expect(answer.status).toBe(200);
    const data = adminLanguageLabels.parse(answer.body.data);
    expect(data).toMatchObject({ code: 'de', labels: { home: 'Home', search: 'Search' }, default_labels: { home: 'Home', search: 'Search' } });
    expect(data.known_keys).toEqual(expect.arrayContaining([...CLIENT_LABEL_KEYS, 'home', 'signIn']));
    expect(data.missing).toContain('signIn');
    expect(data.missing).not.toContain('home');
    expect(data.missing).toHaveLength(data.known_keys.length - 2);
  });

  it('saves changed texts, an empty one removing its key; readers get them at once, and the log keeps each change', async () => {
    const saved = await api.admin('PUT', `languages/${germanId}/labels`, { login: admin, body: { labels: { home: 'Startseite', search: '', signIn: 'Anmelden' } } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ labels: { home: 'Startseite', signIn: 'Anmelden' }, changed: 3 });
    expect(await siteLabels('de')).toEqual({ home: 'Startseite', signIn: 'Anmelden' });
    const entry = (await api.admin('GET', 'audit-log', { login: admin, query: { filter: JSON.stringify({ resource: 'language-labels', record_id: String(germanId) }) } })).body.data[0];
    expect(entry.changes).toEqual({ home: ['Home', 'Startseite'], search: ['Search', null], signIn: [null, 'Anmelden'] });
    const list = await api.admin('GET', 'languages', { login: admin, query: { filter: JSON.stringify({ id: [germanId] }) } });
    expect(list.body.data[0].missing_labels).toBe(saved.body.data.missing.length);
  });

  it('refuses texts that are not strings, unknown keys, overlong texts and an oversize set, naming the keys', async () => {
    const notText = await api.admin('PUT', `languages/${germanId}/labels`, { login: admin, body: { labels: { home: 5, search: null, menu: 'Menü' } } });
    expect(notText.status).toBe(400);
    expect(notText.body.errors.labels).toMatch(/these do not: home, search$/);
    const unknown = await api.admin('POST', `languages/${germanId}/labels/import`, { login: admin, body: { labels: { home: 'Start', noSuchKey: 'x', other: 'y' } } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.labels).toMatch(/neither the site nor the apps use: noSuchKey, other$/);
    const long = await api.admin('PUT', `languages/${germanId}/labels`, { login: admin, body: { labels: { home: 'x'.repeat(2001) } } });
    expect(long.body.errors.labels).toMatch(/too long: home$/);
    const oversize = Object.fromEntries(CLIENT_LABEL_KEYS.map((key) => [key, 'y'.repeat(1000)]));
    const big = await api.admin('POST', `languages/${germanId}/labels/import`, { login: admin, body: { labels: oversize } });
    expect(big.status).toBe(400);
    expect(big.body.errors.labels).toMatch(/at most 200 kB/);
    // Nothing of the refused writes was kept.
    expect(await siteLabels('de')).toEqual({ home: 'Startseite', signIn: 'Anmelden' });
  });

  it('imports a file over the current texts, or in their place; only administrators write', async () => {
    const merged = await api.admin('POST', `languages/${germanId}/labels/import`, { login: admin, body: { labels: { menu: 'Menü', home: 'Start' } } });
    expect(merged.status).toBe(200);
    expect(await siteLabels('de')).toEqual({ home: 'Start', signIn: 'Anmelden', menu: 'Menü' });
    const replaced = await api.admin('POST', `languages/${germanId}/labels/import`, { login: admin, body: { labels: { home: 'Startseite' }, replace: true } });
    expect(replaced.body.data).toMatchObject({ labels: { home: 'Startseite' }, changed: 3 });
    expect(await siteLabels('de')).toEqual({ home: 'Startseite' });
    expect((await api.admin('POST', `languages/${germanId}/labels/import`, { login: editor, body: { labels: {} } })).status).toBe(403);
    expect((await api.admin('PUT', `languages/${germanId}/labels`, { login: editor, body: { labels: {} } })).status).toBe(403);
  });

  it('keeps a key of the language’s own (an app of the newsroom’s) through an export and an import', async () => {
    await api.deps.db.execute(sql`update language_labels set labels = labels || '{"appOnly": "Nur App"}'::jsonb where language_id = ${germanId}`);
    const exported = (await api.admin('GET', `languages/${germanId}/labels`, { login: admin })).body.data;
    expect(exported.known_keys.at(-1)).toBe('appOnly');
    const again = await api.admin('POST', `languages/${germanId}/labels/import`, { login: admin, body: { labels: exported.labels, replace: true } });
    expect(again.status).toBe(200);
    expect(again.body.data.changed).toBe(0);
  });
});
