import { eq } from 'drizzle-orm';
import { schema } from '@newsroom/db/client';
import type { HandlerDeps } from '../../core/handler-deps';
import { defineAdminRoute } from '../core/admin-route';
import { checkedLabels, countChanged, nextLabels } from './label-checks';
import { existingLanguage, KNOWN_LABEL_KEYS, labelsOf, missingKeys, type Labels } from './language-records';

const { languages, languageLabels } = schema;

async function defaultLabels(deps: HandlerDeps): Promise<Labels> {
  const [row] = await deps.db.select({ id: languages.id }).from(languages).where(eq(languages.isDefault, true)).limit(1);
  return row ? labelsOf(deps, row.id) : {};
}

/** The known keys in order, then any key of the language's own (an app's) after them. */
function keyOrder(labels: Labels): string[] {
  const known = new Set(KNOWN_LABEL_KEYS);
  return [...KNOWN_LABEL_KEYS, ...Object.keys(labels).filter((key) => !known.has(key)).sort()];
}

const labels = defineAdminRoute('languages.labels', {
  async handle({ deps, params }) {
    const language = await existingLanguage(deps, params.id);
    const own = await labelsOf(deps, language.id);
    const data = {
      language_id: language.id,
      code: language.code,
      labels: own,
      default_labels: language.isDefault ? own : await defaultLabels(deps),
      known_keys: keyOrder(own),
      missing: missingKeys(own),
    };
    return { data };
  },
});

/**
 * One write path for the screen's save and a file's import. The audit entry keeps each changed
 * key's text before and after, so a wrong import can be read back and undone by hand.
 */
async function writeLabels(deps: HandlerDeps, languageId: number, sent: Record<string, unknown>, replace: boolean, action: string) {
  const language = await existingLanguage(deps, languageId);
  const before = await labelsOf(deps, language.id);
  const after = nextLabels(before, checkedLabels(sent, before), replace);
  await deps.db
    .insert(languageLabels)
    .values({ languageId: language.id, labels: after })
    .onConflictDoUpdate({ target: languageLabels.languageId, set: { labels: after } });
  const data = { labels: after, changed: countChanged(before, after), missing: missingKeys(after) };
  return { data, audit: { action, resource: 'language-labels', recordId: language.id, before, after } };
}

const saveLabels = defineAdminRoute('languages.saveLabels', {
  invalidates: true,
  handle: ({ deps, params, body }) => writeLabels(deps, params.id, body.labels, false, 'update'),
});

const importLabels = defineAdminRoute('languages.importLabels', {
  invalidates: true,
  handle: ({ deps, params, body }) => writeLabels(deps, params.id, body.labels, body.replace, 'import'),
});

export const labelsRoutes = [labels, saveLabels, importLabels];
