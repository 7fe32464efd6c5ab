import type { z } from 'zod';
import type { Envelope } from './envelope';
import type { EndpointEntry } from './endpoints/entry';
import { identityEndpoints } from './endpoints/identity';
import { newsEndpoints } from './endpoints/news';
import { readerEndpoints } from './endpoints/readers';
import { siteEndpoints } from './endpoints/site';

export { failureEnvelope, successEnvelope, type AuthMode, type EndpointEntry } from './endpoints/entry';

/**
 * Every endpoint of the API, written once: the API serves each from its entry (a handler that
 * answers another shape does not compile), the reader site's client and the API reference are
 * typed and generated from it, and the tests parse every answer with its schemas.
 */
export const endpoints = {
  ...siteEndpoints,
  ...newsEndpoints,
  ...readerEndpoints,
  ...identityEndpoints,
} as const satisfies Record<string, EndpointEntry>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** The entry of a name or of one of its aliases (`get_featured_sections`), if the contract has one. */
export function endpointEntry(name: string): EndpointEntry | undefined {
  if (Object.hasOwn(endpoints, name)) return endpoints[name as EndpointName];
  return Object.values(endpoints as Record<string, EndpointEntry>).find((entry) => entry.aliases?.includes(name));
}

type FileFieldsOf<E extends EndpointName> = Endpoints[E] extends { files: readonly (infer Field extends string)[] } ? Field : never;
/** `ofile[]` is sent as several `ofile[]` parts: a list of files under `ofile`. */
type FileParams<Field extends string> = {
  [F in Field as F extends `${infer Name}[]` ? Name : F]?: F extends `${string}[]` ? readonly Blob[] : Blob;
};
// An endpoint with no text fields (upload_news_image) has the empty schema's `{ [k]: never }`.
type TextFields<Params, Files> = string extends keyof Params ? unknown : Omit<Params, keyof Files>;
type WithFiles<Params, Files> = TextFields<Params, Files> & {
  // A field may be text or a file (set_news's content_data: a video link, or the uploaded video).
  [K in keyof Files]?: Files[K] | (K extends keyof Params ? Params[K] : never);
};

/** An endpoint's parameters as a client sends them: the schema's input, plus its file fields. */
export type ParamsOf<E extends EndpointName> = [FileFieldsOf<E>] extends [never]
  ? z.input<Endpoints[E]['params']>
  : WithFiles<z.input<Endpoints[E]['params']>, FileParams<FileFieldsOf<E>>>;

/** The `data` of a successful answer. */
export type DataOf<E extends EndpointName> = z.output<Endpoints[E]['data']>;

/** The fields beside `data` (none for most endpoints). */
export type ExtraOf<E extends EndpointName> = Endpoints[E] extends { extra: infer Extra extends z.ZodType } ? z.output<Extra> : Record<never, never>;

/** A successful answer's envelope. */
export type EnvelopeOf<E extends EndpointName> = Envelope<DataOf<E>> & ExtraOf<E>;
