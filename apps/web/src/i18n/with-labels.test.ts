import { describe, expect, it } from 'vitest';
import { withLabels } from './with-labels';

describe('withLabels', () => {
  const english = { sent: 'We sent a 6-digit code to {phone}.', save: 'Save' };

  it('takes the newsroom label over the built-in text', () => {
    expect(withLabels(english, { save: 'Enregistrer' }, { save: 'Garder' }).save).toBe('Garder');
  });

  it('ignores a label that lacks a part the text is filled with, such as an older client key of the same name', () => {
    const text = withLabels(english, { sent: 'Nous avons envoyé un code au {phone}.' }, { sent: 'Code envoyé' });
    expect(text.sent).toBe('Nous avons envoyé un code au {phone}.');
    expect(withLabels(english, undefined, { sent: 'Code sent to {phone}' }).sent).toBe('Code sent to {phone}');
  });
});
