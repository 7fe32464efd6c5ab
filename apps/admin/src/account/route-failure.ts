import { HttpError } from 'ra-core';
import type { TranslateFunction } from 'react-admin';

/**
 * A failed route call as the screen shows it: field messages under their inputs, otherwise one
 * sentence (the server's words, or the console's key for "unreachable" and "unexpected").
 */
export function routeFailure(error: unknown, translate: TranslateFunction): { fields: Record<string, string>; problem: string } {
  const fields = error instanceof HttpError ? ((error.body as { errors?: Record<string, string> } | undefined)?.errors ?? {}) : {};
  const message = error instanceof Error && error.message ? error.message : 'console.errors.unreachable';
  return { fields, problem: Object.keys(fields).length > 0 ? '' : translate(message, { _: message }) };
}
