/** Reducers stay pure: the fetch time travels in the action's meta, stamped when it is created. */
export interface ReceivedMeta {
  receivedAt: number;
}

export function receivedNow(): ReceivedMeta {
  return { receivedAt: Date.now() };
}
