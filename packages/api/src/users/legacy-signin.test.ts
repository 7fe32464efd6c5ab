import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { loadConfig } from '../config';
import { insertNews } from '../../test/builders';
import { CLIENT_ENV, existingClient } from '../../test/client-requests';
import { createTestApi, type TestApi } from '../../test/harness';
import { freshAddress } from '../../test/identity-helpers';
import { legacySignInEnv, startLocalFirebaseAdmin, type LocalFirebaseAdmin } from '../../test/local-firebase-admin';
import { LEGACY_PER_ACCOUNT_PER_HOUR, LEGACY_PER_ADDRESS_PER_HOUR, verifyLegacySignIn } from './legacy-signin';
import { LEGACY_NOT_CONFIRMED, TOKEN_MISSING } from './users-routes';

// Legacy sign-in (issue 11): the published mobile app sends `firebase_id` with no ID token. With
// LEGACY_FIREBASE_SIGNIN=1, Firebase's admin API is asked, as the newsroom's service account, whether
// that account exists with the posted email or phone. Tested offline against a local stand-in of
// Google's token endpoint and the Identity Toolkit API (test/local-firebase-admin.ts).

let admin: LocalFirebaseAdmin;
let api: TestApi;
let client: ReturnType<typeof existingClient>;

beforeAll(async () => {
  admin = await startLocalFirebaseAdmin();
  api = await createTestApi({ ...CLIENT_ENV, ...legacySignInEnv(admin) });
  client = existingClient(api);
  admin.accounts.set('fbLegacyUid0001', { localId: 'fbLegacyUid0001', email: 'Mina@Example.com', displayName: 'Mina Firebase' });
  admin.accounts.set('fbLegacyPhone01', { localId: 'fbLegacyPhone01', phoneNumber: '+441234567890' });
  admin.accounts.set('fbLegacyOff0001', { localId: 'fbLegacyOff0001', email: 'off@example.com', disabled: true });
});
afterAll(async () => {
  await api.close();
  await admin.close();
});
beforeEach(async () => {
  await api.deps.limiter.reset();
  admin.failLookupsWith = null;
});

let lastAddress = 0;
/** The mobile app's sign-in form: every field, no id_token, from an address of its own. */
async function appSignIn(fields: Record<string, string>, address = `192.0.2.${(lastAddress += 1)}`) {
  const parts: [string, string][] = Object.entries({ access_key: '5670', name: '', email: '', mobile: '', type: 'email', profile: '', status: '1', fcm_id: 'fcm-app', ...fields });
  const form = new FormData();
  for (const [name, value] of parts) form.append(name, value);
  const response = await api.app.request('http://news.test/api/user_signup', { method: 'POST', headers: { 'x-forwarded-for': address, authorization: 'Bearer ' }, body: form });
  return { status: response.status, body: await response.json() };
}

describe('legacy sign-in, when the newsroom turns it on', () => {
  it('signs the app in when Firebase confirms the account and the email, with a service-account token it keeps', async () => {
    const first = await appSignIn({ firebase_id: 'fbLegacyUid0001', email: 'mina@example.com', type: 'gmail' });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ firebase_id: 'fbLegacyUid0001', email: 'Mina@Example.com', name: 'Mina Firebase', type: 'gmail', is_login: '1', token: expect.any(String) });
    const reader = await client.get('get_user_by_id?access_key=5670', first.body.data.token);
    expect(reader.body.data.id).toBe(first.body.data.id);

    const again = await appSignIn({ firebase_id: 'fbLegacyUid0001', email: 'MINA@example.com' });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.body.data).not.toHaveProperty('is_login');
    // One access token served both lookups; each lookup carried it.
    expect(admin.requests.filter((request) => request.path === '/token')).toHaveLength(1);
    const lookups = admin.requests.filter((request) => request.path.endsWith('/accounts:lookup'));
    expect(lookups.length).toBeGreaterThanOrEqual(2);
    for (const lookup of lookups) expect(JSON.parse(lookup.body)).toEqual({ localId: [expect.any(String)] });
  });

  it('signs a phone account in by its number, however it is spaced', async () => {
    const { status, body } = await appSignIn({ firebase_id: 'fbLegacyPhone01', mobile: '+44 1234 567890', type: 'mobile' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ firebase_id: 'fbLegacyPhone01', mobile: '+441234567890', email: '' });
  });

  it('refuses an unknown account, a wrong email or number, a disabled account, or no email and number at all, creating nothing', async () => {
    const cases: Record<string, string>[] = [
      { firebase_id: 'fbNoSuchUser001', email: 'mina@example.com' },
      { firebase_id: 'fbLegacyUid002x', email: 'someone@example.com' },
      { firebase_id: 'fbLegacyUid0001', email: 'someone-else@example.com' },
      { firebase_id: 'fbLegacyPhone01', mobile: '+441234567891' },
      { firebase_id: 'fbLegacyPhone01', email: 'guess@example.com' },
      { firebase_id: 'fbLegacyOff0001', email: 'off@example.com' },
      { firebase_id: 'fbLegacyPhone01' },
    ];
    const before = (await api.deps.db.select().from(schema.users)).length;
    for (const fields of cases) {
      const { status, body } = await appSignIn(fields);
      expect([JSON.stringify(fields), status, body]).toEqual([JSON.stringify(fields), 401, { error: 'true', message: LEGACY_NOT_CONFIRMED, data: [] }]);
    }
    expect(await api.deps.db.select().from(schema.users)).toHaveLength(before);
  });

  it('still checks an id_token when one is sent: a bad token is not rescued by the legacy mode', async () => {
    const { status } = await appSignIn({ firebase_id: 'fbLegacyUid0001', email: 'mina@example.com', id_token: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln' });
    expect(status).toBe(401);
  });

  it('answers 500, signing no one in, when Firebase cannot be asked', async () => {
    admin.failLookupsWith = 503;
    const { status, body } = await appSignIn({ firebase_id: 'fbLegacyPhone01', mobile: '+441234567890' });
    expect([status, body.error]).toEqual([500, 'true']);
    expect(body.message).not.toMatch(/firebase|google|lookup/i);
  });

  it('is limited per address, and per account across addresses', async () => {
    const params = { firebase_id: 'fbNoSuchUser002', email: 'x@example.com', name: '', mobile: '', type: 'email', profile: '', fcm_id: '', id_token: '' };
    for (let attempt = 0; attempt < LEGACY_PER_ADDRESS_PER_HOUR; attempt += 1) {
      expect(await verifyLegacySignIn(api.deps, { ...params, firebase_id: `fbNoSuchUser${attempt}` }, '203.0.113.50')).toBeNull();
    }
    await expect(verifyLegacySignIn(api.deps, { ...params, firebase_id: 'fbAnotherOne01' }, '203.0.113.50')).rejects.toMatchObject({ status: 429 });

    await api.deps.limiter.reset();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= LEGACY_PER_ACCOUNT_PER_HOUR; attempt += 1) statuses.push((await appSignIn({ firebase_id: 'fbLegacyUid0001', email: `guess${attempt}@example.com` })).status);
    expect(statuses).toEqual([...Array(LEGACY_PER_ACCOUNT_PER_HOUR).fill(401), 429]);
  });
});

describe("firebase_id in answers about other readers", () => {
  it('appears only in the reader\'s own account answers, never in comments, news, notifications or reactions others read', async () => {
    const signedIn = await appSignIn({ firebase_id: 'fbLegacyUid0001', email: 'mina@example.com' });
    const mina = signedIn.body.data as { id: number; token: string };
    const other = await api.signedInUser({ name: 'Other Reader' });
    const en = api.base.en.id;
    const story = await insertNews(api.deps.db, { languageId: en, categoryId: api.base.categories[0]!.id });
    const post = (token: string, parts: Record<string, string>, endpoint = 'set_comment') =>
      client.postMultipart(endpoint, Object.entries({ access_key: '5670', ...parts }), token);

    const answers = [
      await post(other.token, { parent_id: '0', news_id: String(story.id), message: 'First', language_id: String(en) }),
    ];
    const topId = answers[0]!.body.data[0].id as number;
    answers.push(await post(mina.token, { parent_id: String(topId), news_id: String(story.id), message: 'A reply from Mina', language_id: String(en) }));
    answers.push(await post(mina.token, { parent_id: '0', news_id: String(story.id), message: 'Mina speaks', language_id: String(en) }));
    const minaComment = answers[2]!.body.data.find((comment: { user_id: number; parent_id: number }) => comment.user_id === mina.id && comment.parent_id === 0).id;
    answers.push(await post(other.token, { comment_id: String(minaComment), status: '1', language_id: String(en) }, 'set_comment_like_dislike'));
    answers.push(await post(mina.token, { news_id: String(story.id), status: '1' }, 'set_like_dislike'));
    answers.push(await client.get(`get_comment_by_news?access_key=5670&news_id=${story.id}&offset=0&limit=10`, other.token));
    answers.push(await client.get(`get_comment_by_news?access_key=5670&news_id=${story.id}&offset=0&limit=10`, ''));
    answers.push(await client.get(`get_news?access_key=5670&language_id=${en}&offset=0&limit=10&id=${story.id}`, other.token));
    answers.push(await client.get('get_user_notification?access_key=5670&offset=0&limit=10', other.token));
    answers.push(await client.get('get_user_by_id?access_key=5670', other.token));
    for (const answer of answers) expect(answer.status).toBe(200);
    // Mina's reply reached the other reader as a notification: the list above is about her.
    expect(answers.at(-2)!.body.data.some((item: { sender_id: number }) => item.sender_id === mina.id)).toBe(true);
    for (const answer of answers) expect(JSON.stringify(answer.body)).not.toContain('fbLegacyUid0001');
    // Her own account answer carries it, as API.md's user object does.
    expect((await client.get('get_user_by_id?access_key=5670', mina.token)).body.data.firebase_id).toBe('fbLegacyUid0001');
  });
});

describe('legacy sign-in is off by default', () => {
  it('refuses a firebase_id without id_token with 401, asking Firebase nothing', async () => {
    const plain = await createTestApi(CLIENT_ENV);
    try {
      const requestsBefore = admin.requests.length;
      const form = new FormData();
      for (const [name, value] of Object.entries({ access_key: '5670', firebase_id: 'fbLegacyUid0001', email: 'mina@example.com', name: '', mobile: '', type: 'email', fcm_id: '' })) form.append(name, value);
      const response = await plain.app.request('http://news.test/api/user_signup', { method: 'POST', body: form, headers: freshAddress() });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'true', message: TOKEN_MISSING, data: [] });
      expect(plain.deps.identity.firebaseAdmin).toBeNull();
      expect(admin.requests.length).toBe(requestsBefore);
      expect(await plain.deps.db.select().from(schema.users).where(eq(schema.users.firebaseId, 'fbLegacyUid0001'))).toEqual([]);
    } finally {
      await plain.close();
    }
  });

  it('will not start half configured, or with the key of another project', () => {
    expect(() => loadConfig({ LEGACY_FIREBASE_SIGNIN: '1' })).toThrow('LEGACY_FIREBASE_SIGNIN=1 needs FIREBASE_PROJECT_ID and FIREBASE_SERVICE_ACCOUNT_FILE');
    expect(() => loadConfig({ ...legacySignInEnv(admin), FIREBASE_PROJECT_ID: 'another-project' })).toThrow('FIREBASE_SERVICE_ACCOUNT_FILE belongs to project legacy-news-app');
    expect(() => loadConfig({ ...legacySignInEnv(admin), FIREBASE_SERVICE_ACCOUNT_FILE: '/no/such/key.json' })).toThrow('FIREBASE_SERVICE_ACCOUNT_FILE: could not be read');
    expect(loadConfig(legacySignInEnv(admin)).identity.firebase?.legacySignIn?.serviceAccount.clientEmail).toBe('newsroom@legacy-news-app.iam.gserviceaccount.com');
  });
});
