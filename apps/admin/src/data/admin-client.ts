import type { AdminFailure } from '@newsroom/contract/admin/auth';

/**
 * The console's one way to the admin API (ADR 010): same-origin requests carrying the session
 * cookie, `X-CSRF-Token` on every write (the token `GET /admin/api/session` gave, kept in memory
 * only, never in storage a script could leave behind), and failures turned into `AdminApiError`
 * with the server's words, so screens show what went wrong rather than a status code.
 */

/** `reason` names what the console says when the server gave no words of its own. */
export type FailureReason = 'answered' | 'unreachable' | 'unexpected';

export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reason: FailureReason,
    /** Field name → message, shown under each input. */
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

export interface AdminClientOptions {
  /** Where `/admin/api` lives; the page's own origin in the browser. */
  origin?: string;
  /** The console's language, so the server answers its messages in it. */
  locale?: () => string;
  fetch?: typeof globalThis.fetch;
}

export interface AdminClient {
  call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T>;
  /** A list read: `data` and the `total` of rows the filter matches (react-admin's paging). */
  callPaged<T>(path: string): Promise<{ data: T; total?: number }>;
  setCsrfToken(token: string | null): void;
}

const READS = new Set(['GET', 'HEAD']);

export function createAdminClient(options: AdminClientOptions = {}): AdminClient {
  const send = options.fetch ?? globalThis.fetch.bind(globalThis);
  let csrfToken: string | null = null;

  async function answerOf(method: string, path: string, body?: unknown): Promise<{ data: unknown; total?: number }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.locale) headers['accept-language'] = options.locale();
    // A form with files goes as multipart: the browser writes its content type with the boundary.
    const multipart = body instanceof FormData;
    if (body !== undefined && !multipart) headers['content-type'] = 'application/json';
    if (!READS.has(method) && csrfToken) headers['x-csrf-token'] = csrfToken;
    let response: Response;
    try {
      response = await send(`${options.origin ?? ''}/admin/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
        credentials: 'same-origin',
      });
    } catch {
      throw new AdminApiError(0, '', 'unreachable');
    }
    const answer = await readJson(response);
    if (response.ok && answer && typeof answer === 'object' && 'data' in answer) return answer as { data: unknown; total?: number };
    if (response.ok) throw new AdminApiError(response.status, '', 'unexpected');
    throw failureOf(response.status, answer);
  }

  return {
    setCsrfToken(token) {
      csrfToken = token;
    },
    async call<T>(method: string, path: string, body?: unknown): Promise<T> {
      return (await answerOf(method, path, body)).data as T;
    },
    async callPaged<T>(path: string) {
      return (await answerOf('GET', path)) as { data: T; total?: number };
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  if (!response.headers.get('content-type')?.includes('application/json')) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function failureOf(status: number, answer: unknown): AdminApiError {
  const failure = answer as Partial<AdminFailure> | null;
  if (failure && typeof failure.message === 'string' && failure.message) {
    return new AdminApiError(status, failure.message, 'answered', failure.errors ?? {});
  }
  // A proxy's error page or a server that is starting: no words of the API's own.
  return new AdminApiError(status, '', status >= 500 ? 'unreachable' : 'unexpected');
}
