import { NO_DATA_FOUND } from '@newsroom/contract/envelope';

/** What a handler answers; the pipeline wraps it in the envelope. */
export interface Reply {
  message: string;
  data: unknown;
  total?: number;
  /** Extra top-level envelope fields (e.g. `default_language`). */
  extra?: Record<string, unknown>;
  /** Set for the "No Data Found" answer: `error` is "true" while the HTTP status stays 200. */
  empty?: boolean;
}

export const ok = (message: string, data: unknown, extra?: Record<string, unknown>): Reply => ({ message, data, extra });

/** A paged list; an empty one is the contract's `No Data Found` answer. */
export function listReply(message: string, items: unknown[], total: number, extra?: Record<string, unknown>): Reply {
  if (items.length === 0) return noData();
  return { message, data: items, total, extra };
}

export const noData = (): Reply => ({ message: NO_DATA_FOUND, data: [], total: 0, empty: true });
