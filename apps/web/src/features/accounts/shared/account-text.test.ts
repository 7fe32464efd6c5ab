import { describe, expect, it } from 'vitest';
import { accountText, fill } from './account-text';

describe('the words of the account screens', () => {
  it('exist in French and Arabic for every English key, so no English shows through', () => {
    const english = accountText('en', null);
    for (const code of ['fr', 'ar']) {
      const translated = accountText(code, null);
      const untranslated = Object.keys(english).filter((key) => translated[key as keyof typeof english] === english[key as keyof typeof english]);
      // A few words are the same in French.
      expect(untranslated.filter((key) => !['notifications', 'code', 'zoom'].includes(key)), code).toEqual([]);
    }
  });

  it("give way to the newsroom's labels, but not to empty ones", () => {
    const text = accountText('fr', { signIn: 'Connexion', profile: '  ' });
    expect(text.signIn).toBe('Connexion');
    expect(text.profile).toBe('Profil');
  });

  it('fill their slots and leave unknown ones as they are', () => {
    expect(fill('Sent to {phone}.', { phone: '+14155550123' })).toBe('Sent to +14155550123.');
    expect(fill('{provider} and {other}', { provider: 'Google' })).toBe('Google and {other}');
  });
});
