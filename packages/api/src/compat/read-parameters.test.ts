import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNews } from '../../test/builders';
import { insertFeaturedSection } from '../../test/builders-content';
import { CLIENT_ACCESS_KEY, CLIENT_ENV } from '../../test/client-requests';
import { createTestApi, type ApiResponse, type TestApi } from '../../test/harness';
import { allEndpoints } from '../endpoints';

// Every read (a `get_` endpoint), every way a client may send it: each optional parameter sent
// empty is absent (200, defaults applied), each required one sent empty is "required" (400).
// A read added later is walked too, from its own schema.

let api: TestApi;
let token: string;
/** Valid values of the parameters some reads need; all others are sent empty. */
let needed: Record<string, Record<string, string>>;

beforeAll(async () => {
  api = await createTestApi(CLIENT_ENV);
  const en = api.base.en.id;
  const category = api.base.categories[0]!.id;
  const story = await insertNews(api.deps.db, { languageId: en, categoryId: category });
  const section = await insertFeaturedSection(api.deps.db, { languageId: en });
  token = (await api.signedInUser()).token;
  needed = {
    get_comment_by_news: { news_id: String(story.id) },
    get_subcategory_by_category: { category_id: String(category) },
    get_web_seo_pages: { type: 'home' },
    get_featured_section_by_id: { section_id: String(section.id) },
  };
});
afterAll(() => api.close());

const reads = allEndpoints.filter((endpoint) => endpoint.name.startsWith('get_'));

/** The parameters of an endpoint, and which of them are required, from its schema. */
function parametersOf(endpoint: (typeof reads)[number]): { names: string[]; required: string[] } {
  const json = z.toJSONSchema(endpoint.params, { io: 'input', unrepresentable: 'any' }) as { properties?: object; required?: string[] };
  return { names: Object.keys(json.properties ?? {}), required: json.required ?? [] };
}

type Encoding = 'query' | 'form' | 'multipart' | 'json' | 'json null';
const ENCODINGS: Encoding[] = ['query', 'form', 'multipart', 'json', 'json null'];

/** The call as a client of that encoding sends it; an empty value is "" (JSON null for `json null`). */
async function send(name: string, fields: Record<string, string>, encoding: Encoding): Promise<ApiResponse> {
  const all = { access_key: CLIENT_ACCESS_KEY, ...fields };
  const url = `http://news.test/api/${name}`;
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  let response: Response;
  if (encoding === 'query') {
    response = await api.app.request(`${url}?${new URLSearchParams(all)}`, { headers });
  } else if (encoding === 'form') {
    response = await api.app.request(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(all).toString() });
  } else if (encoding === 'multipart') {
    const form = new FormData();
    for (const [key, value] of Object.entries(all)) form.append(key, value);
    response = await api.app.request(url, { method: 'POST', headers, body: form });
  } else {
    const body = encoding === 'json' ? all : Object.fromEntries(Object.entries(all).map(([key, value]) => [key, value === '' ? null : value]));
    response = await api.app.request(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }
  return { status: response.status, body: await response.json() };
}

describe('every read takes its parameters empty', () => {
  it('walks every get_ endpoint', () => {
    expect(reads.length).toBeGreaterThanOrEqual(20);
  });

  it.each(reads.map((endpoint) => [endpoint.name, endpoint] as const))('%s: optional parameters sent empty are absent', async (name, endpoint) => {
    const { names } = parametersOf(endpoint);
    const given = needed[name] ?? {};
    const fields = Object.fromEntries(names.map((field) => [field, given[field] ?? '']));
    for (const encoding of ENCODINGS) {
      const { status, body } = await send(name, fields, encoding);
      expect([status, body.message], `${name} sent as ${encoding}`).toEqual([200, expect.any(String)]);
      expect(['true', 'false']).toContain(body.error);
    }
  });

  it.each(reads.map((endpoint) => [endpoint.name, endpoint] as const))('%s: a required parameter sent empty is still required', async (name, endpoint) => {
    const { names, required } = parametersOf(endpoint);
    const given = needed[name] ?? {};
    for (const field of required) {
      const fields = Object.fromEntries(names.map((other) => [other, other === field ? '' : (given[other] ?? '')]));
      for (const encoding of ENCODINGS) {
        const { status, body } = await send(name, fields, encoding);
        expect([status, body.message], `${name} sent as ${encoding}`).toEqual([400, `${field} is required`]);
      }
    }
  });
});
