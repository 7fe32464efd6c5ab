import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { addMissingLabels } from '@newsroom/db/seed/index';
import { CLIENT_LABEL_KEYS } from '@newsroom/db/seed/labels/client-keys';
import { CLIENT_ENV, existingClient } from '../../test/client-requests';
import { createTestApi, type TestApi } from '../../test/harness';
import { jsonType } from '../../test/json-types';

// get_language_json_data as the existing clients call it: the web client with a GET query (an
// empty `code` on a first visit), the mobile app with a multipart POST. Each answer is a flat
// object of label key to text that covers every key those clients ask for.

let api: TestApi;
let client: ReturnType<typeof existingClient>;

beforeAll(async () => {
  api = await createTestApi(CLIENT_ENV);
  // The fixtures hold English and Arabic; French is the third seeded language.
  await api.deps.db.insert(schema.languages).values({ language: 'French', code: 'fr', displayName: 'Français' });
  // The server adds the seed's labels on start to a database that lacks them, as the fixtures do.
  await addMissingLabels(api.deps.db);
  client = existingClient(api);
});
afterAll(() => api.close());

/** The answer's data is an object (never a list) whose every key a client asks for is a non-empty string. */
function expectEveryClientLabel(data: unknown): Record<string, string> {
  expect(jsonType(data)).toBe('object');
  const labels = data as Record<string, unknown>;
  for (const key of CLIENT_LABEL_KEYS) {
    expect(jsonType(labels[key]), key).toBe('string');
    expect((labels[key] as string).trim(), key).not.toBe('');
  }
  for (const [key, value] of Object.entries(labels)) expect(jsonType(value), key).toBe('string');
  return labels as Record<string, string>;
}

describe('get_language_json_data as the existing clients send it', () => {
  it('answers every client label, translated, for the web client\'s GET', async () => {
    const english = expectEveryClientLabel((await client.get('get_language_json_data?access_key=5670&code=en')).body.data);
    const { status, body } = await client.get('get_language_json_data?access_key=5670&code=fr');
    expect(status).toBe(200);
    expect(body.error).toBe('false');
    const french = expectEveryClientLabel(body.data);
    expect(french.changeLang).toBe('Changer de langue');
    expect(french['Profile update is not allowed in demo version.']).not.toBe(english['Profile update is not allowed in demo version.']);
    // The site's own keys are still there.
    expect(french.searchPlaceholder).toBe('Rechercher des articles, des sujets, des lieux');
  });

  it('answers the default language for a first visit (code sent empty)', async () => {
    const { status, body } = await client.get('get_language_json_data?access_key=5670&code=');
    expect(status).toBe(200);
    expect(expectEveryClientLabel(body.data).loginBtn).toBe('Sign in');
  });

  it('answers Arabic to the mobile app\'s multipart POST', async () => {
    const { status, body } = await client.postMultipart('get_language_json_data', [['access_key', '5670'], ['code', 'ar']]);
    expect(status).toBe(200);
    expect(expectEveryClientLabel(body.data).RetryLbl).toBe('إعادة المحاولة');
  });
});
