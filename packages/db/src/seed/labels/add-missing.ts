import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { languageLabels, languages } from '../../schema/index';
import { LANGUAGE_DEFINITIONS } from '../languages';

/**
 * Labels are content: a newsroom edits them in `language_labels`. A release that adds label keys
 * (new client screens, new site strings) must reach databases seeded by an older release without
 * touching what was edited there, so on every start each seeded language (matched by its code)
 * gets the keys it lacks, with the seed's text; a key that is already there keeps its value.
 * A language the seed has no texts for is left alone. Answers the ids of the languages changed.
 */
export async function addMissingLabels(db: Db): Promise<number[]> {
  const changed: number[] = [];
  for (const def of LANGUAGE_DEFINITIONS) {
    const defaults = sql`${JSON.stringify(def.labels)}::jsonb`;
    // `a || b` keeps b's value for a key both hold, so the stored (maybe edited) text wins.
    const merged = sql`excluded.labels || ${languageLabels.labels}`;
    const rows = await db
      .insert(languageLabels)
      .select(db.select({ languageId: languages.id, labels: defaults.as('labels') }).from(languages).where(eq(languages.code, def.code)))
      .onConflictDoUpdate({ target: languageLabels.languageId, set: { labels: merged }, setWhere: sql`${merged} <> ${languageLabels.labels}` })
      .returning({ languageId: languageLabels.languageId });
    changed.push(...rows.map((row) => row.languageId));
  }
  return changed;
}
