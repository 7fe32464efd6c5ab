import type { Envelope } from '@newsroom/contract/envelope';
import type { Language } from '@newsroom/contract/languages';

/** A success envelope around `data`, as the API answers. */
export function envelope<T>(data: T, message = 'Fetched successfully'): Envelope<T> {
  return { error: 'false', message, data };
}

export function language(overrides: Partial<Language> = {}): Language {
  return { id: 1, language: 'English', code: 'en', status: 1, isRTL: '0', image: '', display_name: 'English', ...overrides };
}
