import type { UnknownAction } from '@reduxjs/toolkit';
import type { Envelope } from '@newsroom/contract/envelope';
import { isFailedAnswer } from './endpoint-methods';
import type { ApiClientConfig } from './config';
import { MULTIPART_ENDPOINTS, PUBLIC_ENDPOINTS, methodOf, type DataOf, type EndpointName, type ParamValue, type ParamsOf } from './endpoints';

/** Where the call step shows its toasts (react-hot-toast in the app, a recorder in tests). */
export interface Notifier {
  success(message: string): void;
  error(message: string): void;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface CallStepDeps {
  config: ApiClientConfig;
  notify: Notifier;
  fetch?: FetchLike;
  /** The signed-in reader's bearer token (from the user slice), if any. */
  getToken?: () => string | null | undefined;
  /**
   * The id of the page's language: sent as `language_id` with every call that does not send its
   * own, so the server words its message (the toast) in the reader's language.
   */
  getLanguageId?: () => number | null | undefined;
  dispatch?: (action: UnknownAction) => unknown;
  /**
   * The server refused the bearer token a call carried (401): the session ended elsewhere
   * (signed out on another device, a password reset, expiry). The shell signs the reader out and
   * says so in their language, so such a call shows no toast of its own.
   */
  onTokenRefused?: (token: string) => void;
}

/** An action creator with or without a payload, e.g. a slice's `languagesRequested`. */
type ActionFor<Payload> = ((payload: Payload) => UnknownAction) | (() => UnknownAction);

export interface CallOptions<E extends EndpointName> {
  params?: ParamsOf<E>;
  /** Show the server message as a toast (default true; SPEC section 4 lists the calls that turn it off). */
  displayToast?: boolean;
  onSuccess?: (result: CallSuccess<E>) => void;
  onError?: (error: string) => void;
  /** Dispatched when the call starts, succeeds (with the envelope) or fails (with the message). */
  actions?: { start?: ActionFor<void>; success?: ActionFor<Envelope<DataOf<E>>>; error?: ActionFor<string> };
  signal?: AbortSignal;
  /** Let the request finish even if the page is left meanwhile (fetch `keepalive`), e.g. sign-out. */
  keepalive?: boolean;
  /** Sends the request instead of fetch, e.g. an upload that reports its progress (upload-progress.ts). */
  transport?: FetchLike;
}

export interface CallSuccess<E extends EndpointName> {
  ok: true;
  response: Envelope<DataOf<E>>;
  /** The parameters the call was made with, kept beside the response. */
  request: ParamsOf<E>;
}

export interface CallFailure {
  ok: false;
  /** The server's message, or the exception's. */
  error: string;
  /** The envelope when the server answered one. */
  response: Envelope<unknown> | null;
  /** The HTTP status when the server answered (409: already done; 401: signed out), else null. */
  status: number | null;
}

export type CallResult<E extends EndpointName> = CallSuccess<E> | CallFailure;

/**
 * The common call step of SPEC section 4. Every API call of the browser goes through it: it
 * sends the access key (and the bearer token when signed in), treats any `error` other than the
 * string "false" as a failure, and reports the outcome through the result, the callbacks, the
 * optional actions and a toast. It never throws.
 */
export function createCallStep(deps: CallStepDeps) {
  const send = deps.fetch ?? ((url, init) => fetch(url, init));

  return async function call<E extends EndpointName>(endpoint: E, options: CallOptions<E> = {}): Promise<CallResult<E>> {
    const { displayToast = true, actions = {} } = options;
    const request = (options.params ?? {}) as ParamsOf<E>;
    const dispatch = (creator: ActionFor<never> | undefined, payload?: unknown) => {
      if (creator && deps.dispatch) deps.dispatch((creator as (payload: unknown) => UnknownAction)(payload));
    };

    const fail = (error: string, response: Envelope<unknown> | null, status: number | null, quiet = false): CallFailure => {
      options.onError?.(error);
      dispatch(actions.error, error);
      if (displayToast && !quiet) deps.notify.error(error);
      return { ok: false, error, response, status };
    };

    dispatch(actions.start);
    const token = PUBLIC_ENDPOINTS.has(endpoint) ? null : deps.getToken?.() || null;
    let envelope: Envelope<unknown>;
    let status: number;
    try {
      const languageId = deps.getLanguageId?.();
      const params = languageId && !('language_id' in request) ? { language_id: languageId, ...request } : request;
      const response = await (options.transport ?? send)(...buildRequest(endpoint, params, deps.config, token, options));
      status = response.status;
      envelope = await readEnvelope(response);
    } catch (error) {
      // An aborted call was cancelled on purpose (a page left, a query replaced): no toast.
      return fail(messageOf(error), null, null, isAbort(error));
    }
    if (isFailedAnswer(envelope)) {
      const message = envelope.message || 'The request failed';
      if (status === 401 && token !== null && deps.onTokenRefused) {
        deps.onTokenRefused(token);
        return fail(message, envelope, status, true);
      }
      return fail(message, envelope, status);
    }

    const success: CallSuccess<E> = { ok: true, response: envelope as Envelope<DataOf<E>>, request };
    options.onSuccess?.(success);
    dispatch(actions.success, envelope);
    if (displayToast && envelope.message) deps.notify.success(envelope.message);
    return success;
  };
}

export type CallStep = ReturnType<typeof createCallStep>;

function buildRequest(
  endpoint: EndpointName,
  params: object,
  config: ApiClientConfig,
  token: string | null,
  options: Pick<CallOptions<EndpointName>, 'signal' | 'keepalive'>,
): [string, RequestInit] {
  const { signal, keepalive } = options;
  const url = `${config.baseUrl.replace(/\/$/, '')}/${endpoint}`;
  const entries = Object.entries({ ...params, access_key: config.accessKey }) as [string, ParamValue][];
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;

  if (methodOf(endpoint) === 'GET') {
    const query = new URLSearchParams();
    for (const [key, value] of entries) appendText(query, key, value);
    return [`${url}?${query}`, { method: 'GET', headers, signal, keepalive }];
  }
  const hasFile = entries.some(([, value]) => value instanceof Blob || Array.isArray(value));
  if (MULTIPART_ENDPOINTS.has(endpoint) || hasFile) {
    const form = new FormData();
    for (const [key, value] of entries) {
      if (value instanceof Blob) form.append(key, value);
      else if (Array.isArray(value)) for (const file of value) form.append(`${key}[]`, file);
      else appendText(form, key, value);
    }
    return [url, { method: 'POST', headers, body: form, signal, keepalive }];
  }
  const body = new URLSearchParams();
  for (const [key, value] of entries) appendText(body, key, value);
  return [url, { method: 'POST', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body, signal, keepalive }];
}

function appendText(target: URLSearchParams | FormData, key: string, value: ParamValue) {
  if (value === null || value === undefined || value instanceof Blob || Array.isArray(value)) return;
  target.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
}

async function readEnvelope(response: Response): Promise<Envelope<unknown>> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`The server answered something other than JSON (HTTP ${response.status})`);
  }
  if (typeof body !== 'object' || body === null || !('error' in body)) {
    throw new Error(`The server answered without an error field (HTTP ${response.status})`);
  }
  const envelope = body as Envelope<unknown>;
  return { ...envelope, message: typeof envelope.message === 'string' ? envelope.message : '' };
}

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error ? error : 'The request could not be sent';
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
