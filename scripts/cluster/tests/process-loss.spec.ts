import { afterAll, describe, expect, it } from 'vitest';
import { psql } from '../postgres-tools';
import { api, cluster, control, page, signUpReader, stories, type Reader, type Story } from './cluster-client';

// A process dies (SIGKILL: no graceful stop, requests in flight cut off) while readers write
// through the balancer. What it acknowledged was committed first, so none of it may be missing;
// and haproxy must take it out and keep answering with the other two.

const CONCURRENCY = 8;
const READERS = 4;
const victim = cluster.apps[1]!;
let killed = false;

afterAll(async () => {
  // Back in the pool for the files after this one.
  if (killed) await control('POST', `/apps/${victim.name}/start`);
});

interface Write {
  reader: Reader;
  story: Story;
}

describe('killing one process under load', () => {
  it('loses no acknowledged write, and the balancer routes around the dead process', async () => {
    const readers = await Promise.all(Array.from({ length: READERS }, (_, index) => signUpReader(cluster.apps[index % cluster.apps.length])));
    const targets = await stories(100);
    // Bookmarks, which the posting limit does not count: one row per reader and story.
    const writes: Write[] = targets.flatMap((story) => readers.map((reader) => ({ reader, story })));
    const acknowledged: Write[] = [];
    const refused: string[] = [];
    let next = 0;
    let killing: Promise<unknown> | null = null;
    let sentAfterKill = 0;

    const writer = async () => {
      while (next < writes.length) {
        const write = writes[next++]!;
        if (killed) sentAfterKill += 1;
        try {
          const answer = await api(cluster.balancerUrl, 'set_bookmark', { news_id: write.story.id, status: 1 }, { token: write.reader.token, method: 'POST' });
          if (answer.status === 200 && answer.body.error === 'false') acknowledged.push(write);
          else refused.push(`${answer.status} ${answer.body.message}`);
        } catch (error) {
          // A request the dead process held ends in haproxy's 502 page (not the API's JSON) or,
          // on a reused connection, in a closed connection, which a client may retry.
          const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
          refused.push(error instanceof Error ? `${error.message}${cause}` : String(error));
        }
        // A third of the way in: the dead process has requests in flight, and more keep coming.
        if (!killing && acknowledged.length >= writes.length / 3) killing = control('POST', `/apps/${victim.name}/kill`).then(() => (killed = true));
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, writer));
    await killing;

    console.info(`[process loss] ${writes.length} writes: ${acknowledged.length} acknowledged, ${refused.length} refused (${[...new Set(refused)].join('; ')}), ${sentAfterKill} sent after the kill`);
    expect(killed).toBe(true);
    expect(sentAfterKill).toBeGreaterThan(0);
    const rows = await psql(cluster.primaryUrl, `select user_id || ':' || news_id from bookmarks where user_id in (${readers.map((reader) => reader.id).join(',')})`);
    const stored = new Set(rows.split('\n'));
    const lost = acknowledged.filter((write) => !stored.has(`${write.reader.id}:${write.story.id}`));
    expect(lost, 'acknowledged writes missing from the database').toEqual([]);
    // Only writes the dead process held when it died may fail: haproxy sends new ones elsewhere,
    // and does not replay a write that may have been committed (docs/deploy/haproxy.cfg).
    expect(refused.length, `refused writes: ${refused.slice(0, 5).join('; ')}`).toBeLessThanOrEqual(CONCURRENCY);

    await expect.poll(async () => (await control<Record<string, string>>('GET', '/balancer'))[victim.name], { timeout: 5_000, interval: 50 }).toBe('DOWN');
    const reads = Array.from({ length: 30 }, (_, index) => index);
    const statuses = await Promise.all(
      reads.map(async (index) => {
        if (index % 3 === 0) return (await page(cluster.balancerUrl, '/')).status;
        if (index % 3 === 1) return (await page(cluster.balancerUrl, targets[index]!.path)).status;
        return (await api(cluster.balancerUrl, 'get_news', { language_id: targets[0]!.languageId, offset: index, limit: 5 })).status;
      }),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });
});
