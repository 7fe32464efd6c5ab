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
