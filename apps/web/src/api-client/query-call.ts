import { mutationOptions } from '@tanstack/react-query';
import type { Envelope } from '@newsroom/contract/envelope';
import { NO_DATA_FOUND } from './endpoint-methods';
import type { CallOptions, CallStep } from './call-step';
import type { DataOf, EndpointName, ParamsOf } from './endpoints';

/** A failed call as TanStack Query sees it: thrown, so that its retries and error state apply. */
export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly response: Envelope<unknown> | null,
    /** The HTTP status when the server answered (409: done already; 401: signed out), else null. */
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

/**
 * The call step as a query function: resolves with the envelope, throws ApiCallError on failure.
 * An empty list ('No Data Found', which the contract marks as an error) resolves with its empty
 * envelope: for a list on screen it is an answer, not a reason to retry. Reads are quiet unless
 * asked otherwise.
 */
export async function queryCall<E extends EndpointName>(
  call: CallStep,
  endpoint: E,
  params: ParamsOf<E>,
  options: Omit<CallOptions<E>, 'params'> = {},
): Promise<Envelope<DataOf<E>>> {
  const result = await call(endpoint, { displayToast: false, ...options, params });
  if (result.ok) return result.response;
  if (result.response?.message === NO_DATA_FOUND) return result.response as Envelope<DataOf<E>>;
  throw new ApiCallError(result.error, result.response, result.status);
}

/**
 * The call step as a mutation function: resolves with the envelope, throws ApiCallError on
 * failure (with the HTTP status, so a screen can tell "done already" from a failure). Unlike a
 * read, a write shows the server's message as a toast unless the call turns it off, as the call
 * step always has (SPEC section 4).
 */
export async function mutationCall<E extends EndpointName>(
  call: CallStep,
  endpoint: E,
  params: ParamsOf<E>,
  options: Omit<CallOptions<E>, 'params'> = {},
): Promise<Envelope<DataOf<E>>> {
  const result = await call(endpoint, { ...options, params });
  if (result.ok) return result.response;
  throw new ApiCallError(result.error, result.response, result.status);
}

/** A write whose screen words the outcome itself (the account forms): no toast, the envelope or ApiCallError. */
export function quietMutationOptions<E extends EndpointName>(call: CallStep, endpoint: E) {
  return mutationOptions({ mutationFn: (params: ParamsOf<E>) => mutationCall(call, endpoint, params, { displayToast: false }) });
}
