import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@newsroom/db/client';
import { createTestApi, type TestApi } from '../../test/harness';
import { confirmedReader, freshAddress, lastMessageTo } from '../../test/identity-helpers';

// Mail and text messages are written in the reader's language (the request's `lang`), and their
// links open that language's pages. The base fixtures have English (default) and Arabic; French
// is added here, as on the demo site.

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  await api.deps.db.insert(schema.languages).values({ language: 'French', code: 'fr', displayName: 'Français' });
});
afterAll(() => api.close());
afterEach(() => api.deps.limiter.reset());

/** A call whose mail has gone out before the next call starts, so "the last message" is this one's. */
async function post(endpoint: string, params: Record<string, string>) {
  const answer = await api.call(endpoint, params, { method: 'POST', headers: freshAddress() });
  await api.deps.identity.deliveries.idle();
  return answer;
}
const PASSWORD = 'Quiet-Harbour-42';

/** The lines of a message that are links (each stands alone on its line). */
const links = (text: string) => text.split('\n').filter((line) => line.startsWith('http'));

describe('messages in the reader language', () => {
  it('a French sign-up gets a French mail whose link opens the French confirmation page', async () => {
    expect((await post('identity_email_signup', { email: 'camille@example.com', password: PASSWORD, lang: 'fr' })).status).toBe(200);
    const mail = await lastMessageTo(api, 'camille@example.com');
    expect(mail.subject).toBe('Confirmez votre adresse e-mail pour Test News');
    expect(mail.text).toContain('Bienvenue sur Test News !');
    expect(mail.text).toContain('Ouvrez ce lien dans les 24 heures');
    expect(mail.link).toMatch(/^http:\/\/news\.test\/fr\/verify-email\?token=[\w-]{43}$/);
    expect(links(mail.text)).toEqual([mail.link]);
    expect(mail.text).not.toMatch(/<[a-z/]/i);
    // The link works like any other.
    const token = new URL(mail.link!).searchParams.get('token')!;
    expect((await post('identity_verify_email', { token })).status).toBe(200);
  });

  it('an Arabic sign-up gets an Arabic mail whose link opens the Arabic confirmation page', async () => {
    expect((await post('identity_email_signup', { email: 'layla@example.com', password: PASSWORD, lang: 'ar' })).status).toBe(200);
    const mail = await lastMessageTo(api, 'layla@example.com');
    expect(mail.subject).toBe('أكّد عنوان بريدك الإلكتروني في Test News');
    expect(mail.text).toContain('افتح هذا الرابط خلال 24 ساعة');
    expect(mail.link).toMatch(/^http:\/\/news\.test\/ar\/verify-email\?token=[\w-]{43}$/);
    expect(links(mail.text)).toEqual([mail.link]);
    expect(mail.text).not.toMatch(/<[a-z/]/i);
  });

  it('words the resend, "already registered", reset and "confirm first" mails in the language asked for', async () => {
    await post('identity_email_signup', { email: 'waiting@example.com', password: PASSWORD, lang: 'ar' });
    await post('identity_resend_verification', { email: 'waiting@example.com', lang: 'fr' });
    const resent = await lastMessageTo(api, 'waiting@example.com');
    expect(resent.subject).toBe('Confirmez votre adresse e-mail pour Test News');
    expect(resent.link).toMatch(/^http:\/\/news\.test\/fr\/verify-email\?token=/);

    // The right password of an unconfirmed address: 403, and a new link in the sign-in's language.
    expect((await post('identity_email_signin', { email: 'waiting@example.com', password: PASSWORD, lang: 'ar' })).status).toBe(403);
    const again = await lastMessageTo(api, 'waiting@example.com');
    expect(again.subject).toBe('أكّد عنوان بريدك الإلكتروني في Test News');
    expect(again.link).toMatch(/^http:\/\/news\.test\/ar\/verify-email\?token=/);

    await confirmedReader(api, 'known@example.com');
    await post('identity_email_signup', { email: 'known@example.com', password: 'Other-Password-99', lang: 'fr' });
    const taken = await lastMessageTo(api, 'known@example.com');
    expect(taken.subject).toBe('Vous avez déjà un compte sur Test News');
    expect(links(taken.text)).toEqual(['http://news.test/fr/sign-in', 'http://news.test/fr/forgot-password']);

    await post('identity_forgot_password', { email: 'known@example.com', lang: 'ar' });
    const reset = await lastMessageTo(api, 'known@example.com');
    expect(reset.subject).toBe('اختر كلمة مرور جديدة لحسابك في Test News');
    expect(reset.link).toMatch(/^http:\/\/news\.test\/ar\/reset-password\?token=/);
    expect(links(reset.text)).toEqual([reset.link]);
  });

  it('texts the phone code in the language asked for, English by default', async () => {
    const sms = async (phone: string, lang?: string) => {
      expect((await post('identity_phone_send_code', lang ? { phone, lang } : { phone })).status).toBe(200);
      return lastMessageTo(api, phone);
    };
    const french = await sms('+33612340001', 'fr');
    expect(french.text).toBe(`${french.code} est votre code de connexion. Il ne sert qu'une fois, pendant 10 minutes. Ne le communiquez à personne.`);
    const arabic = await sms('+33612340002', 'ar');
    expect(arabic.text).toBe(`رمز الدخول: ${arabic.code}\nيصلح مرة واحدة فقط، لمدة 10 دقائق. لا تشاركه مع أحد.`);
    const english = await sms('+33612340003');
    expect(english.text).toBe(`${english.code} is your sign-in code. It works once, for 10 minutes. Never share it.`);
  });

  it("writes other languages in the site's default language, then in English, with links to the default pages", async () => {
    await post('identity_email_signup', { email: 'hans@example.com', password: PASSWORD, lang: 'de' });
    const english = await lastMessageTo(api, 'hans@example.com');
    expect(english.subject).toBe('Confirm your email address for Test News');
    expect(english.link).toMatch(/^http:\/\/news\.test\/verify-email\?token=/);

    // A site whose default language is French writes to a German reader in French.
    await api.deps.db.update(schema.languages).set({ isDefault: false }).where(eq(schema.languages.code, 'en'));
    await api.deps.db.update(schema.languages).set({ isDefault: true }).where(eq(schema.languages.code, 'fr'));
    try {
      await post('identity_resend_verification', { email: 'hans@example.com', lang: 'de' });
      const french = await lastMessageTo(api, 'hans@example.com');
      expect(french.subject).toBe('Confirmez votre adresse e-mail pour Test News');
      expect(french.link).toMatch(/^http:\/\/news\.test\/verify-email\?token=/);
      // English is now a prefixed language.
      await post('identity_resend_verification', { email: 'hans@example.com', lang: 'en' });
      expect((await lastMessageTo(api, 'hans@example.com')).link).toMatch(/^http:\/\/news\.test\/en\/verify-email\?token=/);
    } finally {
      await api.deps.db.update(schema.languages).set({ isDefault: false }).where(eq(schema.languages.code, 'fr'));
      await api.deps.db.update(schema.languages).set({ isDefault: true }).where(eq(schema.languages.code, 'en'));
    }
  });
});
