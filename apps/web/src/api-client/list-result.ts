import { NO_DATA_FOUND, type Envelope } from '@newsroom/contract/envelope';
import type { CallFailure } from './call-step';

/**
 * The items of a list call: the answer's; none for "No Data Found" (an empty list is an answer);
 * null when the read failed. A screen shows a failed read as a failure, never as "nothing here".
 */
export function listResult<T>(result: { ok: true; response: Envelope<T[]> } | CallFailure): { items: T[]; total: number } | null {
  if (result.ok) return { items: result.response.data, total: result.response.total ?? result.response.data.length };
  return result.response?.message === NO_DATA_FOUND ? { items: [], total: 0 } : null;
}
