import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { addMissingLabels, LABEL_KEYS } from '@newsroom/db/seed/index';
import { CLIENT_LABEL_KEYS } from '@newsroom/db/seed/labels/client-keys';
import { LANGUAGE_DEFINITIONS } from '@newsroom/db/seed/languages';
import { createTestApi, type TestApi } from '../../test/harness';

// Labels are content kept per language in `language_labels`. The seed carries every key the
// existing web and mobile clients ask for, in each seeded language, and a start adds the keys a
// database lacks without overwriting what the newsroom edited.

/** Keys whose text may be the same as English: brand names, and words French shares with it. */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  fr: ['facebook', 'instagram', 'linkedin', 'twitter', 'menu', 'minute', 'minutes', 'notifications', 'notificationLbl'],
  ar: [],
};

const definition = (code: string) => {
  const found = LANGUAGE_DEFINITIONS.find((def) => def.code === code);
  if (!found) throw new Error(`no seeded language ${code}`);
  return found;
};
const english = definition('en').labels as Record<string, string>;

describe('the seeded labels', () => {
  it('define every key the existing clients ask for, and the site keys, non-empty in every language', () => {
    expect(CLIENT_LABEL_KEYS).toHaveLength(280);
    for (const def of LANGUAGE_DEFINITIONS) {
      const labels = def.labels as Record<string, string>;
      expect(Object.keys(labels).sort(), def.code).toEqual([...LABEL_KEYS].sort());
      for (const key of CLIENT_LABEL_KEYS) expect(labels[key]?.trim(), `${def.code} ${key}`).toBeTruthy();
    }
  });

  it('are translated: French and Arabic differ from English but for names and a few shared words', () => {
    for (const code of ['fr', 'ar']) {
      const labels = definition(code).labels as Record<string, string>;
      const same = Object.keys(english).filter((key) => labels[key] === english[key]);
      expect(same.filter((key) => !SAME_AS_ENGLISH[code]!.includes(key)), code).toEqual([]);
    }
    // Arabic texts are written in Arabic script (brand names included).
    const arabic = definition('ar').labels as Record<string, string>;
    for (const key of CLIENT_LABEL_KEYS) expect(arabic[key], key).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('adding missing labels on start', () => {
  let api: TestApi;
  let frId: number;
  const labelsOf = async (languageId: number) => {
    const [row] = await api.deps.db.select({ labels: schema.languageLabels.labels }).from(schema.languageLabels).where(eq(schema.languageLabels.languageId, languageId));
    return row?.labels;
  };

  beforeAll(async () => {
    // The base fixtures stand for a database seeded by an older release: English and Arabic with
    // two labels each. French exists there without any labels row; German is not a seeded language.
    api = await createTestApi();
    const [fr] = await api.deps.db.insert(schema.languages).values({ language: 'French', code: 'fr', displayName: 'Français' }).returning();
    frId = fr!.id;
    const [de] = await api.deps.db.insert(schema.languages).values({ language: 'German', code: 'de', displayName: 'Deutsch' }).returning();
    await api.deps.db.insert(schema.languageLabels).values({ languageId: de!.id, labels: { home: 'Startseite' } });
  });
  afterAll(() => api.close());

  it('gives every seeded language the keys it lacks, and leaves other languages alone', async () => {
    expect((await addMissingLabels(api.deps.db)).sort()).toEqual([api.base.en.id, api.base.ar.id, frId].sort());
    for (const [code, id] of [['en', api.base.en.id], ['fr', frId], ['ar', api.base.ar.id]] as const) {
      expect(await labelsOf(id), code).toEqual(definition(code).labels);
    }
    const { body } = await api.call('get_language_json_data', { code: 'fr' });
    expect(body.data.changeLang).toBe('Changer de langue');
    expect(await api.call('get_language_json_data', { code: 'de' })).toMatchObject({ body: { data: { home: 'Startseite' } } });
  });

  it('keeps an edited label over a restart, and a restart with nothing missing writes nothing', async () => {
    await api.deps.db
      .update(schema.languageLabels)
      .set({ labels: sql`(${schema.languageLabels.labels} || '{"home":"Accueil du site","changeLang":"Autre langue"}'::jsonb) - 'viewall'` })
      .where(eq(schema.languageLabels.languageId, frId));

    // A restart: the same call the server makes on every start.
    expect(await addMissingLabels(api.deps.db)).toEqual([frId]);
    const labels = await labelsOf(frId);
    expect(labels).toMatchObject({ home: 'Accueil du site', changeLang: 'Autre langue', viewall: 'Tout voir' });
    expect(Object.keys(labels ?? {}).sort()).toEqual([...LABEL_KEYS].sort());

    expect(await addMissingLabels(api.deps.db)).toEqual([]);
    expect(await labelsOf(frId)).toEqual(labels);
  });
});
