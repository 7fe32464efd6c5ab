import { checkAnswer } from './answer-check';
import type { ApiResponse, TestApi } from './harness';

/** The access key that published builds of the existing clients carry. */
export const CLIENT_ACCESS_KEY = '5670';

/** Settings for createTestApi() so the clients' own access key is the configured one. */
export const CLIENT_ENV = { ACCESS_KEY: CLIENT_ACCESS_KEY };

/** The answer, held against the endpoint's contract like every harness call (test/answer-check.ts). */
async function answer(endpoint: string, response: Response): Promise<ApiResponse> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    return { status: response.status, body };
  }
  checkAnswer(endpoint.split('?')[0]!, response.status, body);
  return { status: response.status, body };
}

const authorization = (token: string | undefined): Record<string, string> => (token === undefined ? {} : { authorization: `Bearer ${token}` });

/**
 * Requests written exactly as existing clients send them, bypassing the harness' own encoding:
 * a raw query string, or a multipart form of text parts (with `"null"` and empty values as they
 * come) and files.
 */
export function existingClient(api: TestApi) {
  return {
    /** `GET /api/<endpoint>?<query>`, e.g. `get(`get_news?access_key=5670&offset=0&search=`)`. */
    async get(endpointAndQuery: string, token?: string): Promise<ApiResponse> {
      return answer(endpointAndQuery, await api.app.request(`http://news.test/api/${endpointAndQuery}`, { headers: authorization(token) }));
    },
    /** A multipart POST, its parts in the order given. */
    async postMultipart(endpoint: string, parts: [string, string | File][], token?: string): Promise<ApiResponse> {
      const form = new FormData();
      for (const [name, value] of parts) form.append(name, value);
      return answer(endpoint, await api.app.request(`http://news.test/api/${endpoint}`, { method: 'POST', headers: authorization(token), body: form }));
    },
  };
}
