import { NO_DATA_FOUND } from '@newsroom/contract/envelope';

/**
 * What a handler answers; the pipeline wraps it in the envelope. `Data` and `Extra` are the
 * endpoint's contract types (core/endpoint.ts), so a handler cannot answer another shape.
 */
export interface Reply<Data = unknown, Extra = unknown> {
  message: string;
  data: Data;
  total?: number;
  /** Extra top-level envelope fields (e.g. `default_language`). */
  extra?: Extra;
  /** Set for the "No Data Found" answer: `error` is "true" while the HTTP status stays 200. */
  empty?: boolean;
}

// `Extra` is `never` unless given, so a reply without one fits an endpoint that has none.
export const ok = <Data, Extra extends object = never>(message: string, data: Data, extra?: Extra): Reply<Data, Extra> => ({ message, data, extra });

/** A paged list; an empty one is the contract's `No Data Found` answer. */
export function listReply<Item, Extra extends object = never>(message: string, items: Item[], total: number, extra?: Extra): Reply<Item[], Extra> {
  if (items.length === 0) return noData();
  return { message, data: items, total, extra };
}

/** Only a list may be empty: the failure envelope's `data` is `[]`. */
export const noData = (): Reply<never[], never> => ({ message: NO_DATA_FOUND, data: [], total: 0, empty: true });
