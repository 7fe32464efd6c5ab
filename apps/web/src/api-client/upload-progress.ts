import type { FetchLike } from './call-step';

/** How far an upload has gone: bytes sent of the total (0 when the browser cannot tell). */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * A transport for the call step that reports upload progress. fetch cannot tell how much of a
 * request body has left, XMLHttpRequest can (`upload.onprogress`); everything else (the URL,
 * token, envelope, toasts, a 401 ending the session) stays the call step's, so an upload behaves
 * like any other call: `call('set_news', { params, transport: uploadWithProgress(show) })`.
 */
export function uploadWithProgress(onProgress: (progress: UploadProgress) => void): FetchLike {
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open(init.method ?? 'POST', url);
      for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) request.setRequestHeader(name, value);
      request.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
      request.onload = () => {
        const headers = new Headers({ 'content-type': request.getResponseHeader('content-type') ?? 'application/json' });
        resolve(new Response(request.responseText, { status: request.status, headers }));
      };
      request.onerror = () => reject(new TypeError('The upload could not be sent'));
      request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
      init.signal?.addEventListener('abort', () => request.abort());
      request.send(init.body as XMLHttpRequestBodyInit | null);
    });
}
