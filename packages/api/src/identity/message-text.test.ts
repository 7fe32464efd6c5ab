import { describe, expect, it } from 'vitest';
import { MESSAGE_LANGUAGES, MESSAGE_TEXT, messageLanguage } from './message-text';

describe('messageLanguage', () => {
  it('writes in the language asked for when it has words for it, a regional code included', () => {
    expect(messageLanguage('fr', 'en')).toBe('fr');
    expect(messageLanguage('ar', 'fr')).toBe('ar');
    expect(messageLanguage('fr-CA', 'en')).toBe('fr');
  });

  it("falls back to the site's default language, then to English", () => {
    expect(messageLanguage('de', 'fr')).toBe('fr');
    expect(messageLanguage(undefined, 'ar')).toBe('ar');
    expect(messageLanguage('', 'ar')).toBe('ar');
    expect(messageLanguage('de', 'es')).toBe('en');
    expect(messageLanguage(undefined, undefined)).toBe('en');
  });
});

describe('MESSAGE_TEXT', () => {
  const link = 'http://news.test/verify-email?token=abc';

  it.each(MESSAGE_LANGUAGES)('%s: plain text, every link on a line of its own, the code in the text message', (language) => {
    const words = MESSAGE_TEXT[language];
    const mails = [words.verification('Site', link), words.alreadyRegistered('Site', `${link}&a`, `${link}&b`), words.reset('Site', link)];
    for (const mail of mails) {
      expect(mail.subject).toContain('Site');
      expect(mail.text).not.toMatch(/<[a-z/]/i);
      for (const url of mail.text.match(/http\S+/g) ?? []) expect(mail.text.split('\n')).toContain(url);
    }
    expect(mails[1]!.text).toMatch(/&a$/m);
    expect(mails[1]!.text).toMatch(/&b$/m);
    expect(words.phoneCode('123456')).toContain('123456');
  });
});
