import { z } from 'zod';

/** The response envelope every endpoint answers with (see the API contract). */
export interface Envelope<T> {
  error: 'false' | 'true';
  message: string;
  data: T;
  total?: number;
  [extra: string]: unknown;
}

export const NO_DATA_FOUND = 'No Data Found';

/** Clients test `error !== "false"`; so does ours. */
export function isFailure(envelope: Pick<Envelope<unknown>, 'error'>): boolean {
  return envelope.error !== 'false';
}

/** The `data` of calls that answer an empty list: deletions, reports. */
export const emptyList = z.array(z.never()).length(0);

/** The `data` of calls that answer an empty object: sign-out, "check your mail", account deletion. */
export const emptyObject = z.object({}).strict();
