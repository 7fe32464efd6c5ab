// How much memory the API holds while readers download a large video at once: media are streamed
// from disk, so it should be a few chunks per reader, not the file times the readers (which is
// what reading files whole held). MEDIA_BENCH_MB (default 20, the largest upload) and
// MEDIA_BENCH_READERS (default 8) tune it.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { mediaRoutes } from '../src/media/media-routes';
import { DiskMediaStore } from '../src/media/store';
import { downloadInParallel, writeLargeFile } from './download-memory';

const MB = 1024 * 1024;
const FILE_MB = Number(process.env.MEDIA_BENCH_MB ?? 20);
const READERS = Number(process.env.MEDIA_BENCH_READERS ?? 8);
const ROUNDS = 3;

const mediaDir = await mkdtemp(path.join(tmpdir(), 'media-bench-'));
const server = await new Promise<ServerType>((resolve) => {
  const running = serve({ fetch: mediaRoutes({ media: new DiskMediaStore(mediaDir) }).fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(running));
});
try {
  await writeLargeFile(path.join(mediaDir, 'videos', 'large.mp4'), FILE_MB * MB);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/media/videos/large.mp4`;
  const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
  console.info(`media: ${READERS} readers downloading a ${FILE_MB} MB video at once, ${ROUNDS} rounds (read whole, the copies alone would be ${FILE_MB * READERS} MB)`);
  for (let round = 1; round <= ROUNDS; round++) {
    const { heldMidwayBytes, peakGrowthBytes, received } = await downloadInParallel(url, READERS);
    if (received.some((bytes) => bytes !== FILE_MB * MB)) throw new Error(`a download was cut short: ${received.join(', ')} bytes`);
    console.info(`  round ${round}: held with every reader halfway ${mb(heldMidwayBytes)}; peak rise, garbage included ${mb(peakGrowthBytes)}`);
  }
} finally {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(mediaDir, { recursive: true, force: true });
}
