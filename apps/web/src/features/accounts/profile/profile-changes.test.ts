import { describe, expect, it } from 'vitest';
import { profileChanges, tidyProfile } from './profile-changes';

const saved = { name: 'Amal', mobile: '+33612345678', email: 'amal@example.com' };

describe('a profile save', () => {
  it('sends nothing when nothing changed, whatever spaces the reader typed', () => {
    expect(profileChanges(saved, { name: ' Amal ', mobile: '+33 6 12 34 56 78', email: 'amal@example.com ' }, null)).toEqual({});
  });

  it('sends the text fields, tidied, when one of them changed', () => {
    expect(profileChanges(saved, { ...saved, name: 'Amal B.' }, null)).toEqual({ fields: { ...saved, name: 'Amal B.' } });
    expect(profileChanges(saved, { ...saved, mobile: '' }, null)).toEqual({ fields: { ...saved, mobile: '' } });
  });

  it('sends only the picture when only the picture changed, and both when both did', () => {
    const picture = new Blob(['x'], { type: 'image/jpeg' });
    expect(profileChanges(saved, saved, picture)).toEqual({ picture });
    expect(profileChanges(saved, { ...saved, email: 'new@example.com' }, picture)).toEqual({ fields: { ...saved, email: 'new@example.com' }, picture });
  });

  it('tidies numbers as the API stores them', () => {
    expect(tidyProfile({ name: ' A ', mobile: '06-12 (34)', email: ' ' })).toEqual({ name: 'A', mobile: '061234', email: '' });
  });
});
