import 'server-only';
import { callInProcess, type InProcessParams } from '@newsroom/api';
import type { Envelope } from '@newsroom/contract/envelope';
import type { DataOf, EndpointName, ParamsOf } from '../api-client/endpoints';
import { apiDeps } from './deps';

/**
 * Server components read the API in-process: the same envelope the HTTP endpoint answers
 * (packages/api/src/in-process.ts), typed by the contract's endpoint table.
 */
export async function readApi<E extends EndpointName>(name: E, params: ParamsOf<E>): Promise<Envelope<DataOf<E>>> {
  return callInProcess<DataOf<E>>(await apiDeps(), name, params as InProcessParams);
}

/** The `data` of a successful call, or null when the call failed (including "No Data Found"). */
export async function readData<E extends EndpointName>(name: E, params: ParamsOf<E>): Promise<DataOf<E> | null> {
  const envelope = await readApi(name, params);
  return envelope.error === 'false' ? envelope.data : null;
}

/** A paged list and the number of all matching rows; empty when the call failed. */
export async function readList<E extends EndpointName>(
  name: E,
  params: ParamsOf<E>,
): Promise<{ items: DataOf<E> extends (infer Item)[] ? Item[] : never; total: number }> {
  const envelope = await readApi(name, params);
  if (envelope.error !== 'false' || !Array.isArray(envelope.data)) return { items: [] as never, total: 0 };
  return { items: envelope.data as never, total: envelope.total ?? envelope.data.length };
}

/** The public address of the site (PUBLIC_URL), for canonical links and structured data. */
export async function publicUrl(): Promise<string> {
  return (await apiDeps()).config.publicUrl;
}

/** Where readers fetch media: `<PUBLIC_URL>/media`, or MEDIA_PUBLIC_URL (a CDN, a public bucket). */
export async function mediaBaseUrl(): Promise<string> {
  return (await apiDeps()).config.mediaBaseUrl;
}
