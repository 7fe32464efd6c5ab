import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../identity/outbox';
import { createAdminTestApi, STAFF_PASSWORD, type AdminTestApi } from '../testing/admin-harness';

let api: AdminTestApi;
beforeAll(async () => {
  api = await createAdminTestApi();
});
afterAll(() => api.close());

async function mailsTo(email: string) {
  await api.deps.identity.deliveries.idle();
  return (await readOutbox(api.deps.config.identity.outboxDir)).filter((message) => message.to === email);
}

describe('a forgotten console password', () => {
  it('mails a single-use link whose token travels in the fragment; the reset ends every session', async () => {
    const staff = await api.staffAccount('editor');
    const before = await api.loginAs(staff);
    expect((await api.admin('POST', 'auth/forgot-password', { body: { email: staff.email } })).status).toBe(202);
    const [mail] = await mailsTo(staff.email);
    expect(mail!.link).toMatch(/^http:\/\/news\.test\/admin\/reset-password#token=[\w-]{43}$/);
    const token = mail!.link!.split('#token=')[1]!;

    const weak = await api.admin('POST', 'auth/reset-password', { body: { token, password: 'password1' } });
    expect(weak.status).toBe(400);
    expect((await api.admin('POST', 'auth/reset-password', { body: { token, password: 'Fresh start 2026' } })).status).toBe(200);
    expect((await api.admin('POST', 'auth/reset-password', { body: { token, password: 'Fresh start 2027' } })).status).toBe(400);
    expect((await api.admin('GET', 'session', { login: before })).status).toBe(401);
    expect((await api.admin('POST', 'auth/sign-in', { body: { email: staff.email, password: STAFF_PASSWORD } })).status).toBe(401);
    expect((await api.admin('POST', 'auth/sign-in', { body: { email: staff.email, password: 'Fresh start 2026' } })).status).toBe(200);
  });

  it('answers an unknown address alike and mails nothing', async () => {
    const answer = await api.admin('POST', 'auth/forgot-password', { body: { email: 'nobody@newsroom.example' }, address: '192.0.2.200' });
    expect(answer).toMatchObject({ status: 202, body: { data: {} } });
    expect(await mailsTo('nobody@newsroom.example')).toEqual([]);
  });
});

describe('behind https', () => {
  it('the cookie is Secure and __Secure- prefixed, and the Origin is the https one', async () => {
    const secure = await createAdminTestApi({ PUBLIC_URL: 'https://news.test' });
    try {
      const staff = await secure.staffAccount('author');
      const answer = await secure.admin('POST', 'auth/sign-in', { body: { email: staff.email, password: STAFF_PASSWORD } });
      expect(answer.headers.get('set-cookie')).toMatch(/^__Secure-newsroom_admin=[\w-]+;.*Secure/);
      const plain = await secure.admin('POST', 'auth/sign-in', { body: { email: staff.email, password: STAFF_PASSWORD }, origin: 'http://news.test' });
      expect(plain.status).toBe(403);
    } finally {
      await secure.close();
    }
  });
});
