import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE } from '../postgres-pair';
import { psql } from '../postgres-tools';
import { api, cluster, control, page, signUpReader, stories, type Reader, type Story } from './cluster-client';

// The processes are given the replica for their reads (DATABASE_READ_URL). A replica that stops
// (maintenance, a crash) must cost the site nothing but the primary's extra load: reads go on.

let stopped = false;
let reader: Reader;
let story: Story;

beforeAll(async () => {
  reader = await signUpReader();
  [story] = (await stories(1)) as [Story];
});

afterAll(async () => {
  if (stopped) await control('POST', '/replica/start');
});

/** Anonymous reads of a process that are not served from its caches. */
async function reads(base: string) {
  return {
    news: (await api(base, 'get_news', { language_id: story.languageId, limit: 5 })).body.error,
    categories: (await api(base, 'get_category', { language_id: story.languageId })).body.error,
    comments: (await api(base, 'get_comment_by_news', { news_id: story.id })).status,
    home: (await page(base, '/')).status,
    story: (await page(base, story.path)).status,
  };
}
const answered = { news: 'false', categories: 'false', comments: 200, home: 200, story: 200 };

/** A write of its own clears a process's cached answers and pages before it answers: the reads after it reach the database. */
async function clearCachesOf(base: string): Promise<void> {
  for (const status of [1, 0]) {
    expect((await api(base, 'set_bookmark', { news_id: story.id, status }, { token: reader.token, method: 'POST' })).status).toBe(200);
  }
}

/** The app processes' connections to the replica (this query's own goes to another database). */
const replicaClients = async () =>
  Number(await psql(cluster.replicaUrl.replace(/\/[^/]*$/, '/postgres'), `select count(*) from pg_stat_activity where datname = '${DATABASE}' and backend_type = 'client backend'`));

describe('the read replica', () => {
  // Else the test below proves nothing: reads that never went to the replica cannot miss it.
  it('takes the processes’ anonymous reads', async () => {
    for (const app of cluster.apps) {
      await clearCachesOf(app.url);
      expect(await reads(app.url), `reads via ${app.name}`).toEqual(answered);
    }
    expect(await replicaClients()).toBeGreaterThan(0);
  });

  it('once stopped, pages and API reads still answer, through each process and through the balancer', async () => {
    await control('POST', '/replica/stop');
    stopped = true;
    for (const app of cluster.apps) {
      await clearCachesOf(app.url);
      expect(await reads(app.url), `reads via ${app.name}`).toEqual(answered);
    }
    for (let round = 0; round < cluster.apps.length; round += 1) expect(await reads(cluster.balancerUrl), 'reads via the balancer').toEqual(answered);
  });
});
