import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NO_DATA_FOUND } from '@newsroom/contract/envelope';
import { collectApiMessages } from './api-messages';
import { findTranslation, MESSAGE_CATALOGS, translateMessage } from './message-catalog';

const SOURCES = [path.resolve(__dirname, '..'), path.resolve(__dirname, '../../../contract/src')];
const LANGUAGES = ['fr', 'ar'] as const;

const parts = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the message catalog', () => {
  const messages = collectApiMessages(SOURCES);

  it('finds the messages of every kind in the sources', () => {
    const texts = new Set(messages.map((message) => message.text));
    // One of each way a message is written, so that a broken pattern cannot pass unseen.
    for (const expected of [
      'Comment added successfully',
      'News not found',
      'Unauthorized access',
      'sample_field must be a whole number',
      'sample_field must be at most 5 characters',
      'Bookmark removed successfully',
      'Wrong email or password',
      'password must not be your email address',
      'Too many sign-ups from your network; please wait a minute and try again',
    ]) {
      expect(texts).toContain(expected);
    }
    expect(texts.size).toBeGreaterThan(150);
  });

  it.each(LANGUAGES)('translates every message the API can answer into %s', (language) => {
    const missing = messages.filter((message) => message.text !== NO_DATA_FOUND && findTranslation(message.text, language) === null);
    expect(missing.map((message) => `${message.where}: ${message.text}`)).toEqual([]);
  });

  it('keeps No Data Found exactly as it is in every language: clients compare it', () => {
    for (const language of LANGUAGES) expect(translateMessage(NO_DATA_FOUND, language)).toBe(NO_DATA_FOUND);
  });

  it('gives every entry the same parts in every language, so no value is lost in translation', () => {
    for (const language of LANGUAGES) {
      for (const [english, translation] of Object.entries(MESSAGE_CATALOGS[language] ?? {})) {
        expect(parts(translation), `${language}: ${english}`).toEqual(parts(english));
      }
    }
  });

  it('fills templates: field names and numbers kept, rules and waits translated', () => {
    expect(translateMessage('offset must be a whole number', 'fr')).toBe('offset doit être un nombre entier');
    expect(translateMessage('title must be at most 200 characters', 'ar')).toBe('الحقل title يجب ألا يتجاوز 200 حرفًا');
    expect(translateMessage('Too many sign-ups from your network; please wait 10 minutes and try again', 'fr')).toBe(
      'Trop d’inscriptions depuis votre réseau ; veuillez patienter 10 minutes et réessayer',
    );
    expect(translateMessage('Category 12 not found', 'ar')).toBe('التصنيف 12 غير موجود');
  });

  it('answers English for a language without a catalog, and for a sentence it does not know', () => {
    expect(translateMessage('Comment added successfully', 'es')).toBe('Comment added successfully');
    expect(translateMessage('Comment added successfully', null)).toBe('Comment added successfully');
    // Not read as a field "Something" followed by a rule.
    expect(findTranslation('Something nobody wrote', 'fr')).toBeNull();
    expect(translateMessage('Comment added successfully', 'fr-CA')).toBe('Commentaire publié');
  });
});
