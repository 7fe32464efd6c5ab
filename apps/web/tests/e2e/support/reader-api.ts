import { expect, type APIRequestContext } from '@playwright/test';
import { ACCESS_KEY } from '../demo-site';
import type { TestReader } from './test-readers';

/** The demo seed's access key (the default of a local install). */

/** Calls the API as a test reader, as the site's own scripts would, and expects success. */
export async function postAs(request: APIRequestContext, reader: TestReader, endpoint: string, form: Record<string, string | number>) {
  const response = await request.post(`/api/${endpoint}`, { headers: { authorization: `Bearer ${reader.token}` }, form: { access_key: ACCESS_KEY, ...form } });
  expect(response.ok(), `${endpoint}: ${await response.text()}`).toBe(true);
  // Tests read whatever fields the endpoint returns.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (await response.json()) as { data: any };
}
