import type { TranslateFunction } from 'react-admin';
import { AdminApiError } from '../data/admin-client';

/** What to tell the staff member about a failed call: the server's words when it gave some. */
export function failureWords(error: unknown, translate: TranslateFunction): string {
  if (error instanceof AdminApiError) {
    if (error.reason === 'answered') return error.message;
    if (error.reason === 'unreachable') return translate('console.errors.unreachable');
    return translate('console.errors.unexpected', { status: error.status });
  }
  return translate('console.errors.unreachable');
}
