import { z } from 'zod';

export type AuthMode = 'none' | 'optional' | 'required';

/** One endpoint of the contract, as the API serves it and every client sends it. */
export interface EndpointEntry {
  /**
   * How clients send it (SPEC section 7): reads GET with a query string, writes POST with a body.
   * The API answers both for every endpoint but the `postOnly` ones.
   */
  method: 'GET' | 'POST';
  auth: AuthMode;
  /** One line for the API reference. */
  summary: string;
  params: z.ZodType;
  /** The `data` of a successful answer. */
  data: z.ZodType;
  /** Fields some clients read beside `data`, at the top of the envelope. */
  extra?: z.ZodObject;
  /** Multipart file fields (`ofile[]` takes several files). */
  files?: readonly string[];
  /** Sent as multipart/form-data even without a file (SPEC section 7). */
  multipart?: true;
  /** Other names clients use for the same endpoint. */
  aliases?: readonly string[];
  /**
   * It carries secrets (passwords, one-time codes, link tokens): POST only, so they never land in
   * URLs, server logs or browser history. A GET answers 405.
   */
  postOnly?: true;
}

/**
 * The envelope of a success: `total` on paged lists, the endpoint's extra fields beside `data`,
 * and nothing else (strict, so a field the contract does not promise is drift).
 */
export function successEnvelope(entry: EndpointEntry) {
  return z
    .object({
      error: z.literal('false'),
      message: z.string(),
      data: entry.data,
      total: z.number().int().nonnegative().optional(),
      ...entry.extra?.shape,
    })
    .strict();
}

/**
 * The envelope of a failure: an error status with its message, or the "No Data Found" answer of
 * an empty list (HTTP 200, with `total` 0).
 */
export const failureEnvelope = z
  .object({
    error: z.literal('true'),
    message: z.string().min(1),
    data: z.array(z.never()).length(0),
    total: z.literal(0).optional(),
  })
  .strict();
