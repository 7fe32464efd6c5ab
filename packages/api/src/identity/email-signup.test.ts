import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { createTestApi, type TestApi } from '../../test/harness';
import { confirmedReader, exchange, freshAddress, lastMessageTo, linkToken, messagesTo } from '../../test/identity-helpers';
import { LINK_INVALID } from './email-flows';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** A call whose mail has gone out before the next call starts, so "the last message" is this one's. */
async function post(endpoint: string, params: Record<string, string>) {
  const answer = await api.call(endpoint, params, { method: 'POST', headers: freshAddress() });
  await api.deps.identity.deliveries.idle();
  return answer;
}
const accountOf = async (email: string) => (await api.deps.db.select().from(schema.identityAccounts).where(eq(schema.identityAccounts.email, email)))[0];

describe('identity_email_signup and identity_verify_email', () => {
  it('sends a verification link; opening it confirms the address and answers an identity token that user_signup accepts', async () => {
    const signup = await post('identity_email_signup', { email: 'Ada@Example.com', password: 'Quiet-Harbour-42', name: 'Ada' });
    expect(signup.status).toBe(200);
    expect(signup.body).toEqual({ error: 'false', message: expect.stringContaining('check your inbox'), data: {} });

    const mail = await lastMessageTo(api, 'ada@example.com');
    expect(mail).toMatchObject({ kind: 'mail', subject: 'Confirm your email address for Test News' });
    expect(mail.link).toMatch(/^http:\/\/news\.test\/verify-email\?token=[\w-]{43}$/);
    expect(mail.text).toContain(mail.link);
    expect(mail.file).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-\d{6}-mail-[0-9a-f]{12}\.json$/);
    expect((await accountOf('ada@example.com'))?.emailVerifiedAt).toBeNull();

    const verified = await post('identity_verify_email', { token: linkToken(mail) });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toEqual({ uid: expect.stringMatching(/^u_[\w-]{27}$/), id_token: expect.any(String), email: 'ada@example.com' });
    expect((await accountOf('ada@example.com'))?.emailVerifiedAt).not.toBeNull();

    const { uid, id_token } = verified.body.data;
    const signedIn = await exchange(api, uid, id_token);
    expect(signedIn.status).toBe(200);
    // What the sign-in proved fills the fields the client left out.
    expect(signedIn.body.data).toMatchObject({ firebase_id: uid, email: 'ada@example.com', name: 'Ada', is_login: '1', token: expect.any(String) });
    expect((await api.call('get_user_by_id', {}, { token: signedIn.body.data.token })).status).toBe(200);
  });

  it('builds links in the reader language, the default one without a prefix', async () => {
    await post('identity_email_signup', { email: 'lang@example.com', password: 'Quiet-Harbour-42', lang: 'ar' });
    expect((await lastMessageTo(api, 'lang@example.com')).link).toMatch(/^http:\/\/news\.test\/ar\/verify-email\?token=/);
    await post('identity_resend_verification', { email: 'lang@example.com', lang: 'xx' });
    expect((await lastMessageTo(api, 'lang@example.com')).link).toMatch(/^http:\/\/news\.test\/verify-email\?token=/);
  });

  it('answers a taken address exactly like a new one, and mails its owner instead of making a second account', async () => {
    await confirmedReader(api, 'taken@example.com');
    const again = await post('identity_email_signup', { email: 'taken@example.com', password: 'Other-Password-99' });
    const fresh = await post('identity_email_signup', { email: 'fresh@example.com', password: 'Other-Password-99' });
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    const mail = await lastMessageTo(api, 'taken@example.com');
    expect(mail.subject).toBe('You already have an account at Test News');
    expect(mail.text).toContain('http://news.test/forgot-password');
    const rows = await api.deps.db.select().from(schema.identityAccounts).where(eq(schema.identityAccounts.email, 'taken@example.com'));
    expect(rows).toHaveLength(1);
    // The old password still signs in; the one sent with the second sign-up does not.
    expect((await post('identity_email_signin', { email: 'taken@example.com', password: 'Quiet-Harbour-42' })).status).toBe(200);
    expect((await post('identity_email_signin', { email: 'taken@example.com', password: 'Other-Password-99' })).status).toBe(401);
  });

  it('sets the password of the sign-up whose link is opened, so a stranger cannot plant one on an address', async () => {
    await post('identity_email_signup', { email: 'owner@example.com', password: 'Owners-Choice-11' });
    const ownersLink = linkToken(await lastMessageTo(api, 'owner@example.com'));
    await post('identity_email_signup', { email: 'owner@example.com', password: 'Strangers-Pick-22' });
    expect((await post('identity_verify_email', { token: ownersLink })).status).toBe(200);
    expect((await post('identity_email_signin', { email: 'owner@example.com', password: 'Owners-Choice-11' })).status).toBe(200);
    expect((await post('identity_email_signin', { email: 'owner@example.com', password: 'Strangers-Pick-22' })).status).toBe(401);
    // Opening the address's other link does nothing any more.
    const strangersLink = linkToken(await lastMessageTo(api, 'owner@example.com'));
    expect((await post('identity_verify_email', { token: strangersLink })).status).toBe(400);
  });

  it('refuses a used, expired or unknown link with 400', async () => {
    await post('identity_email_signup', { email: 'links@example.com', password: 'Quiet-Harbour-42' });
    const token = linkToken(await lastMessageTo(api, 'links@example.com'));
    expect((await post('identity_verify_email', { token })).status).toBe(200);
    const reused = await post('identity_verify_email', { token });
    expect(reused).toMatchObject({ status: 400, body: { error: 'true', message: LINK_INVALID } });
    expect((await post('identity_verify_email', { token: 'x'.repeat(43) })).status).toBe(400);

    await post('identity_email_signup', { email: 'late@example.com', password: 'Quiet-Harbour-42' });
    const late = linkToken(await lastMessageTo(api, 'late@example.com'));
    await api.deps.db.update(schema.identityCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(schema.identityCodes.target, 'late@example.com'));
    expect((await post('identity_verify_email', { token: late })).status).toBe(400);
    expect((await accountOf('late@example.com'))?.emailVerifiedAt).toBeNull();
  });

  it('opens a link once under concurrency: of 5 openings at the same time, one signs in', async () => {
    await post('identity_email_signup', { email: 'racing-link@example.com', password: 'Quiet-Harbour-42' });
    const token = linkToken(await lastMessageTo(api, 'racing-link@example.com'));
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('identity_verify_email', { token })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it('resends a link only to an address waiting for confirmation, with the same answer for any address', async () => {
    await post('identity_email_signup', { email: 'waiting@example.com', password: 'Quiet-Harbour-42' });
    await confirmedReader(api, 'done@example.com');
    const answers = [];
    for (const email of ['waiting@example.com', 'done@example.com', 'nobody@example.com']) answers.push((await post('identity_resend_verification', { email })).body);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(await messagesTo(api, 'waiting@example.com')).toHaveLength(2);
    expect(await messagesTo(api, 'done@example.com')).toHaveLength(1);
    expect(await messagesTo(api, 'nobody@example.com')).toHaveLength(0);
    // The resent link sets the password of the sign-up.
    expect((await post('identity_verify_email', { token: linkToken(await lastMessageTo(api, 'waiting@example.com')) })).status).toBe(200);
    expect((await post('identity_email_signin', { email: 'waiting@example.com', password: 'Quiet-Harbour-42' })).status).toBe(200);
  });

  it('refuses short, long, common and guessable passwords and bad addresses with 400, naming the rule', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ password: 'short12' }, 'password must be at least 8 characters'],
      [{ password: 'p'.repeat(129) }, 'password must be at most 128 characters'],
      [{ password: 'password1' }, 'password is one of the most common passwords; please choose one that is harder to guess'],
      [{ password: 'Iloveyou1' }, 'password is one of the most common passwords; please choose one that is harder to guess'],
      [{ password: 'aaaaaaaaaa' }, 'password must not repeat the same few characters'],
      [{ password: 'rules@example.com' }, 'password must not be your email address'],
      [{ email: 'not-an-address' }, 'email must be a valid email address'],
      [{ email: '' }, 'email is required'],
      [{ lang: 'english!' }, 'lang must be a language code such as en or ar'],
    ];
    for (const [change, message] of cases) {
      const { status, body } = await post('identity_email_signup', { email: 'rules@example.com', password: 'Quiet-Harbour-42', ...change });
      expect(status, message).toBe(400);
      expect(body.message).toBe(message);
    }
    // A long passphrase is welcome.
    expect((await post('identity_email_signup', { email: 'rules@example.com', password: 'correct horse battery staple '.repeat(4) })).status).toBe(200);
  });
});
