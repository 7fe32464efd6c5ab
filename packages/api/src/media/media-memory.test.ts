import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadInParallel, writeLargeFile } from '../../bench/download-memory';
import { createTestApi, type TestApi } from '../../test/harness';

const MB = 1024 * 1024;
/** The largest video an upload may be. */
const FILE_BYTES = 20 * MB;
const PARALLEL = 8;

let api: TestApi;
let server: ServerType;
let base: string;
beforeAll(async () => {
  api = await createTestApi();
  await writeLargeFile(path.join(api.deps.config.mediaDir, 'videos', 'large.mp4'), FILE_BYTES);
  server = await new Promise<ServerType>((resolve) => {
    const running = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(running));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await api.close();
});

describe('serving large media', () => {
  it('streams a 20 MB video to 8 readers at once without holding it in memory', async () => {
    // Read whole, the 8 copies would be held until each reader took the last byte: 160 MB while
    // they are halfway. Streamed, the server holds a chunk or two per reader.
    for (let round = 0; round < 3; round++) {
      const { heldMidwayBytes, received } = await downloadInParallel(`${base}/media/videos/large.mp4`, PARALLEL);
      expect(received).toEqual(Array(PARALLEL).fill(FILE_BYTES));
      expect(heldMidwayBytes, `round ${round}: held ${(heldMidwayBytes / MB).toFixed(1)} MB`).toBeLessThan(40 * MB);
    }
  });
});
