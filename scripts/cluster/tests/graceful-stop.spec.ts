import { afterAll, describe, expect, it } from 'vitest';
import { psql } from '../postgres-tools';
import { api, cluster, control, page, signUpReader, stories, type Reader, type Story } from './cluster-client';

// A process told to stop (SIGTERM: a release rolled out, a machine drained) while readers read and
// write through the balancer. It answers /ready with 503 and keeps serving until haproxy has
// taken it out (SHUTDOWN_DELAY_SECONDS), then finishes what it holds and exits 0. Unlike a kill,
// nobody may see an error: not a read, not a write.

const CONCURRENCY = 8;
const READERS = 4;
const leaving = cluster.apps[2]!;
let stopped = false;

afterAll(async () => {
  if (stopped) await control('POST', `/apps/${leaving.name}/start`);
});

interface Write {
  reader: Reader;
  story: Story;
}

describe('stopping one process gracefully under load', () => {
  it('fails no request, loses no write, and the process exits cleanly', async () => {
    const readers = await Promise.all(Array.from({ length: READERS }, (_, index) => signUpReader(cluster.apps[index % cluster.apps.length])));
    const targets = await stories(60);
    const writes: Write[] = targets.flatMap((story) => readers.map((reader) => ({ reader, story })));
    const acknowledged: Write[] = [];
    const failed: string[] = [];
    let next = 0;
    let stopping: Promise<{ code: number | null; signal: string | null }> | null = null;
    let sentWhileStopping = 0;

    const record = (what: string, status: number, error?: string) => {
      if (status !== 200 || error === 'true') failed.push(`${what}: ${status}`);
    };
    // Each worker alternates a write (a bookmark: no posting limit) with a read of a page or an answer.
    const worker = async () => {
      while (next < writes.length) {
        const index = next++;
        const write = writes[index]!;
        if (stopping && !stopped) sentWhileStopping += 1;
        try {
          const answer = await api(cluster.balancerUrl, 'set_bookmark', { news_id: write.story.id, status: 1 }, { token: write.reader.token, method: 'POST' });
          record('set_bookmark', answer.status, answer.body.error);
          if (answer.status === 200 && answer.body.error === 'false') acknowledged.push(write);
          const read = index % 2 === 0 ? await page(cluster.balancerUrl, write.story.path) : await api(cluster.balancerUrl, 'get_news', { language_id: write.story.languageId, limit: 5 });
          record(index % 2 === 0 ? 'story page' : 'get_news', read.status);
        } catch (error) {
          failed.push(error instanceof Error ? error.message : String(error));
        }
        // A quarter of the way in, so that requests keep coming while it stops.
        if (!stopping && index >= writes.length / 4) {
          stopping = control<{ code: number | null; signal: string | null }>('POST', `/apps/${leaving.name}/stop`);
          void stopping.then(() => (stopped = true));
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const exit = await stopping!;
    stopped = true;

    console.info(`[graceful stop] ${writes.length} writes and as many reads: ${failed.length} failed, ${sentWhileStopping} sent while it stopped; exit ${JSON.stringify(exit)}`);
    expect(sentWhileStopping).toBeGreaterThan(0);
    expect(failed, 'requests that failed while a process stopped').toEqual([]);
    expect(exit).toEqual({ code: 0, signal: null });
    const rows = await psql(cluster.primaryUrl, `select user_id || ':' || news_id from bookmarks where user_id in (${readers.map((reader) => reader.id).join(',')})`);
    const stored = new Set(rows.split('\n'));
    expect(acknowledged.filter((write) => !stored.has(`${write.reader.id}:${write.story.id}`))).toEqual([]);
    expect(acknowledged).toHaveLength(writes.length);
  });
});
