import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../app';
import { createTestApi, type TestApi } from '../../test/harness';
import type { Deps } from '../deps';
import { Readiness } from './readiness-state';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const statusOf = async (app: { request(path: string): Response | Promise<Response> }, path: string) => {
  const response = await app.request(path);
  return { code: response.status, body: (await response.json()) as { status: string } };
};

describe('health and readiness', () => {
  it('/health answers while the process runs; /ready while its database answers', async () => {
    expect(await statusOf(api.app, '/health')).toEqual({ code: 200, body: { status: 'ok' } });
    expect(await statusOf(api.app, '/ready')).toEqual({ code: 200, body: { status: 'ready' } });
  });

  it('/ready answers 503 once the process is stopping, while /health still answers', async () => {
    const deps: Deps = { ...api.deps, readiness: new Readiness() };
    const app = createApiApp(deps);
    deps.readiness.markStopping();
    expect(await statusOf(app, '/ready')).toEqual({ code: 503, body: { status: 'stopping' } });
    expect((await statusOf(app, '/health')).code).toBe(200);
  });

  it('/ready answers 503 when the database fails', async () => {
    const failing = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Deps['db'];
    const app = createApiApp({ ...api.deps, db: failing, readiness: new Readiness() });
    expect(await statusOf(app, '/ready')).toEqual({ code: 503, body: { status: 'database unavailable' } });
  });
});
