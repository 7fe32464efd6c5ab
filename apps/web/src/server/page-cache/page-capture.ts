import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { ResponseHead } from './page-rules';

export interface CapturedPage extends ResponseHead {
  /** The body as sent, in the response's `Content-Encoding`. */
  body: Buffer;
}

/**
 * Copies what Next.js writes to `response` while it streams to the client, so the first reader of
 * a page waits for nothing more than Next.js. `wanted` sees the status and headers when they are
 * sent (Next.js's compression has set `Content-Encoding` by then) and says whether to keep
 * copying. Settles with the whole response once Next.js ends it, or null when it was not wanted
 * or the connection closed first.
 */
export function captureResponse(response: ServerResponse, wanted: (head: ResponseHead) => boolean): Promise<CapturedPage | null> {
  return new Promise((resolve) => {
    let head: ResponseHead | null = null;
    let copying = true;
    let chunks: Buffer[] = [];
    const stop = (page: CapturedPage | null) => {
      if (!copying) return;
      copying = false;
      chunks = [];
      resolve(page);
    };
    const copy = (chunk: unknown, encoding: unknown) => {
      if (!copying || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };

    // Node sends the head through writeHead, also when write() or end() send it implicitly.
    const writeHead = response.writeHead;
    response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
      if (copying && !head) {
        head = { status: statusCode, headers: { ...this.getHeaders(), ...explicitHeaders(rest) } };
        if (!wanted(head)) stop(null);
      }
      return Reflect.apply(writeHead, this, [statusCode, ...rest]) as ServerResponse;
    } as ServerResponse['writeHead'];

    const write = response.write;
    response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      copy(chunk, rest[0]);
      return Reflect.apply(write, this, [chunk, ...rest]) as boolean;
    } as ServerResponse['write'];

    const end = response.end;
    response.end = function (this: ServerResponse, ...args: unknown[]) {
      copy(args[0], args[1]);
      const result = Reflect.apply(end, this, args) as ServerResponse;
      if (copying && head) stop({ ...head, body: Buffer.concat(chunks) });
      return result;
    } as ServerResponse['end'];

    response.once('close', () => stop(null));
  });
}

/** Headers given to writeHead itself (an object, or pairs), names in lower case. */
function explicitHeaders(rest: unknown[]): OutgoingHttpHeaders {
  const given = typeof rest[0] === 'string' ? rest[1] : rest[0];
  const headers: OutgoingHttpHeaders = {};
  if (Array.isArray(given)) {
    const pairs: unknown[][] = Array.isArray(given[0]) ? (given as unknown[][]) : Array.from({ length: given.length / 2 }, (_, i) => [given[2 * i], given[2 * i + 1]]);
    for (const [name, value] of pairs) headers[String(name).toLowerCase()] = value as OutgoingHttpHeaders[string];
  } else if (given && typeof given === 'object') {
    for (const [name, value] of Object.entries(given)) headers[name.toLowerCase()] = value as OutgoingHttpHeaders[string];
  }
  return headers;
}
