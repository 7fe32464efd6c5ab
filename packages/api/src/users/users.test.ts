import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { revokeAllSessions } from '../auth/sessions';
import { pngFile } from '../../test/builders-users';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const userRow = async (id: number) => (await api.deps.db.select().from(schema.users).where(eq(schema.users.id, id)))[0]!;

describe('get_user_by_id', () => {
  it('returns the caller with exact types, an absolute profile URL and no secrets', async () => {
    const reader = await api.signedInUser({ name: 'Ada', mobile: '+4912345678', profile: 'profiles/ada.webp', fcmId: 'fcm-1', type: 'gmail' });
    const { status, body } = await api.call('get_user_by_id', {}, { token: reader.token });
    expect(status).toBe(200);
    expect(body).toEqual({
      error: 'false',
      message: 'User fetched successfully',
      data: {
        id: reader.id,
        firebase_id: expect.any(String),
        name: 'Ada',
        type: 'gmail',
        email: expect.stringMatching(/@example\.com$/),
        mobile: '+4912345678',
        profile: 'http://news.test/media/profiles/ada.webp',
        fcm_id: 'fcm-1',
        status: 1,
        role: 0,
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        // A list (clients call .map on it), empty without a choice.
        user_category: [],
      },
    });
    expect(JSON.stringify(body)).not.toMatch(/token/i);
  });

  it('passes external profile URLs through and lists preferred categories as one comma string in a list', async () => {
    const reader = await api.signedInUser({ profile: 'https://photos.example.com/a.jpg' });
    const [first, second] = api.base.categories;
    await api.deps.db.insert(schema.userCategories).values([{ userId: reader.id, categoryId: second!.id }, { userId: reader.id, categoryId: first!.id }]);
    const { body } = await api.call('get_user_by_id', { user_id: reader.id }, { token: reader.token });
    expect(body.data.profile).toBe('https://photos.example.com/a.jpg');
    expect(body.data.user_category).toEqual([{ category_id: `${first!.id},${second!.id}` }]);
  });

  it('needs a valid, unrevoked token of an active account', async () => {
    const reader = await api.signedInUser();
    const missing = await api.call('get_user_by_id');
    expect(missing.status).toBe(401);
    expect(missing.body.message).toBe('Authorization token is missing');
    expect((await api.call('get_user_by_id', {}, { token: 'not-a-real-token-at-all-xxxxxxxx' })).status).toBe(401);
    await revokeAllSessions(api.deps, reader.id);
    expect((await api.call('get_user_by_id', {}, { token: reader.token })).status).toBe(401);
    const deactivated = await api.signedInUser({ status: 0 });
    expect((await api.call('get_user_by_id', {}, { token: deactivated.token })).status).toBe(401);
  });

  it('refuses a wrong access key and a user_id of someone else', async () => {
    const reader = await api.signedInUser();
    const other = await api.signedInUser();
    expect((await api.call('get_user_by_id', {}, { token: reader.token, accessKey: 'wrong' })).status).toBe(401);
    const { status, body } = await api.call('get_user_by_id', { user_id: other.id }, { token: reader.token });
    expect(status).toBe(403);
    expect(body.message).toBe('user_id does not match the signed-in user');
  });
});

describe('update_profile', () => {
  it('changes name, mobile and email and returns the updated user', async () => {
    const reader = await api.signedInUser({ mobile: '+111111111' });
    const { status, body } = await api.call('update_profile', { name: '  Ada L.  ', mobile: '+44 (20) 7946-0958', email: 'ada.l@example.com' }, { token: reader.token, method: 'POST' });
    expect(status).toBe(200);
    expect(body.message).toBe('Profile updated successfully');
    expect(body.data).toMatchObject({ id: reader.id, name: 'Ada L.', mobile: '+442079460958', email: 'ada.l@example.com', profile: '', user_category: [] });
    // The mobile app reads the picture from a top-level `profile` beside `data`.
    expect(body.profile).toBe('');
    expect(await userRow(reader.id)).toMatchObject({ name: 'Ada L.', mobile: '+442079460958', email: 'ada.l@example.com' });
    const me = await api.call('get_user_by_id', {}, { token: reader.token });
    expect(me.body.data.name).toBe('Ada L.');
  });

  it('keeps omitted fields and clears fields sent empty', async () => {
    const reader = await api.signedInUser({ mobile: '+222222222', email: 'keep@example.com' });
    await api.call('update_profile', { name: 'Only name' }, { token: reader.token, method: 'POST' });
    expect(await userRow(reader.id)).toMatchObject({ name: 'Only name', mobile: '+222222222', email: 'keep@example.com' });
    await api.call('update_profile', { name: 'Cleared', mobile: '', email: '' }, { token: reader.token, method: 'POST', json: true });
    expect(await userRow(reader.id)).toMatchObject({ name: 'Cleared', mobile: '', email: '' });
  });

  it('validates each field, naming it', async () => {
    const reader = await api.signedInUser({ name: 'Before' });
    const cases: [Record<string, string>, string][] = [
      [{}, 'name is required'],
      [{ name: '   ' }, 'name must not be empty'],
      [{ name: 'x'.repeat(101) }, 'name must be at most 100 characters'],
      [{ name: 'Ok', mobile: '12345' }, 'mobile must be a phone number of 6 to 16 digits with an optional leading +'],
      [{ name: 'Ok', mobile: '+12345678901234567' }, 'mobile must be a phone number of 6 to 16 digits with an optional leading +'],
      [{ name: 'Ok', email: 'nope@' }, 'email must be a valid email address'],
    ];
    for (const [params, message] of cases) {
      const { status, body } = await api.call('update_profile', params, { token: reader.token, method: 'POST' });
      expect(status, message).toBe(400);
      expect(body.message).toBe(message);
    }
    expect((await userRow(reader.id)).name).toBe('Before');
  });

  it('stores an uploaded picture as a small WebP, serves it, and removes the replaced one', async () => {
    const reader = await api.signedInUser();
    const first = await api.call('update_profile', { name: 'Pictured' }, { token: reader.token, files: { profile: await pngFile(800, 600) } });
    expect(first.status).toBe(200);
    const url: string = first.body.data.profile;
    expect(url).toMatch(/^http:\/\/news\.test\/media\/profiles\/[\w-]+\.webp$/);
    expect(first.body.profile).toBe(url);
    const served = await api.app.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512 });
    const firstPath = (await userRow(reader.id)).profile;
    expect(url.endsWith(firstPath)).toBe(true);

    const second = await api.call('update_profile', { name: 'Pictured' }, { token: reader.token, files: { profile: await pngFile(300, 300) } });
    expect(second.body.data.profile).not.toBe(url);
    expect(await api.deps.media.read(firstPath)).toBeNull();
    expect((await api.app.request(url)).status).toBe(404);
  });

  it('does not delete an external picture it replaces', async () => {
    const reader = await api.signedInUser({ profile: 'https://photos.example.com/keep.jpg' });
    const { status, body } = await api.call('update_profile', { name: 'New' }, { token: reader.token, files: { profile: await pngFile(64, 64) } });
    expect(status).toBe(200);
    expect(body.data.profile).toMatch(/\/media\/profiles\//);
  });

  it('refuses a text file posing as a picture with 415 and changes nothing', async () => {
    const reader = await api.signedInUser({ name: 'Before' });
    const fake = new File(['just some text, not an image'], 'me.png', { type: 'image/png' });
    const { status, body } = await api.call('update_profile', { name: 'After' }, { token: reader.token, files: { profile: fake } });
    expect(status).toBe(415);
    expect(body).toEqual({ error: 'true', message: 'profile must be a JPEG, PNG, WebP or GIF image', data: [] });
    expect(await userRow(reader.id)).toMatchObject({ name: 'Before', profile: '' });
  });

  it('needs a token and refuses another user_id, a wrong key', async () => {
    const reader = await api.signedInUser({ name: 'Mine' });
    const other = await api.signedInUser({ name: 'Theirs' });
    expect((await api.call('update_profile', { name: 'X' }, { method: 'POST' })).status).toBe(401);
    expect((await api.call('update_profile', { name: 'X' }, { method: 'POST', token: 'bogus-token-bogus-token-bogus' })).status).toBe(401);
    expect((await api.call('update_profile', { name: 'X' }, { method: 'POST', token: reader.token, accessKey: 'nope' })).status).toBe(401);
    const forbidden = await api.call('update_profile', { name: 'Hijack', user_id: other.id }, { method: 'POST', token: reader.token });
    expect(forbidden.status).toBe(403);
    expect((await userRow(other.id)).name).toBe('Theirs');
  });
});

describe('set_user_category', () => {
  it('replaces the preferred categories and get_user_by_id reflects them', async () => {
    const reader = await api.signedInUser();
    const [first, second] = api.base.categories;
    const { status, body } = await api.call('set_user_category', { category_id: `${second!.id}, ${first!.id},${second!.id}` }, { token: reader.token, method: 'POST' });
    expect(status).toBe(200);
    expect(body).toEqual({ error: 'false', message: 'Preferred categories saved successfully', data: { user_category: { category_id: `${first!.id},${second!.id}` } } });
    await api.call('set_user_category', { category_id: String(api.base.arCategory.id), user_id: reader.id }, { token: reader.token, method: 'POST' });
    const me = await api.call('get_user_by_id', {}, { token: reader.token });
    expect(me.body.data.user_category).toEqual([{ category_id: String(api.base.arCategory.id) }]);
  });

  it('clears every preference with 0', async () => {
    const reader = await api.signedInUser();
    await api.call('set_user_category', { category_id: String(api.base.categories[0]!.id) }, { token: reader.token, method: 'POST' });
    const { body } = await api.call('set_user_category', { category_id: '0' }, { token: reader.token, method: 'POST' });
    expect(body.data).toEqual({ user_category: { category_id: '' } });
    expect(await api.deps.db.select().from(schema.userCategories).where(eq(schema.userCategories.userId, reader.id))).toEqual([]);
  });

  it('answers 404 naming an unknown category and keeps the old choice', async () => {
    const reader = await api.signedInUser();
    const known = api.base.categories[0]!.id;
    await api.call('set_user_category', { category_id: String(known) }, { token: reader.token, method: 'POST' });
    const { status, body } = await api.call('set_user_category', { category_id: `${known},999999` }, { token: reader.token, method: 'POST' });
    expect(status).toBe(404);
    expect(body.message).toBe('Category 999999 not found');
    const rows = await api.deps.db.select().from(schema.userCategories).where(eq(schema.userCategories.userId, reader.id));
    expect(rows.map((row) => row.categoryId)).toEqual([known]);
  });

  it('validates category_id', async () => {
    const reader = await api.signedInUser();
    const cases: [Record<string, string>, string][] = [
      [{}, 'category_id is required'],
      [{ category_id: '' }, 'category_id is required'],
      [{ category_id: '1,abc' }, 'category_id must be a comma separated list of ids'],
      [{ category_id: '0,1' }, 'category_id must be 0 alone to clear, or a list of ids'],
      [{ category_id: ',' }, 'category_id must list at least one id, or 0 to clear'],
    ];
    for (const [params, message] of cases) {
      const { status, body } = await api.call('set_user_category', params, { token: reader.token, method: 'POST' });
      expect(status, message).toBe(400);
      expect(body.message).toBe(message);
    }
  });

  it('needs a token and refuses another user_id', async () => {
    const reader = await api.signedInUser();
    const other = await api.signedInUser();
    expect((await api.call('set_user_category', { category_id: '0' }, { method: 'POST' })).status).toBe(401);
    expect((await api.call('set_user_category', { category_id: '0' }, { method: 'POST', token: reader.token, accessKey: null })).status).toBe(401);
    const { status } = await api.call('set_user_category', { category_id: '0', user_id: other.id }, { method: 'POST', token: reader.token });
    expect(status).toBe(403);
  });
});
