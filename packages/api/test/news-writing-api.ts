import { ROLES } from '@newsroom/contract/roles';
import { insertNewsWorld } from './builders-news';
import { createTestApi, type TestApi } from './harness';

/**
 * The API for tests of news writing: a category tree to write into, an author, and a posting
 * limit high enough that a file's many saves never meet it (the limit has tests of its own).
 */
export async function openNewsWritingApi(): Promise<{ api: TestApi; world: Awaited<ReturnType<typeof insertNewsWorld>>; author: { id: number; token: string } }> {
  const api = await createTestApi();
  api.deps.config.postRatePerMinute = 1000;
  const world = await insertNewsWorld(api.deps.db);
  const author = await api.signedInUser({ role: ROLES.author });
  return { api, world, author };
}
