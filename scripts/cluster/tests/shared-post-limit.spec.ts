import { describe, expect, it } from 'vitest';
import { api, cluster, signUpReader, stories } from './cluster-client';

// A reader may post POST_RATE_PER_MINUTE comments a minute on the whole site. Counted per
// process, three processes would allow three times as many: the limit must be shared.
//
// REQUIREMENT NOT MET YET: rate limits shared in PostgreSQL are being built (docs/scale-out.md,
// "Not yet done"). Until they land this test fails with 3N posts accepted. Do not relax it.

describe('the per-reader posting limit across processes', () => {
  it('allows N posts a minute in all, not N per process (needs rate limits shared in PostgreSQL)', async () => {
    const limit = cluster.postRatePerMinute;
    const [story] = await stories(1);
    const reader = await signUpReader();
    const statuses: number[] = [];
    // Three times the limit, taking turns across the processes, one after another: each process
    // alone would accept its N.
    for (let attempt = 0; attempt < limit * cluster.apps.length; attempt += 1) {
      const app = cluster.apps[attempt % cluster.apps.length]!;
      const answer = await api(app.url, 'set_comment', { news_id: story!.id, parent_id: 0, message: `Post ${attempt + 1}`, language_id: story!.languageId }, { token: reader.token, method: 'POST' });
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(limit * (cluster.apps.length - 1));
    // The first N are the ones accepted: the limit counts attempts in order, wherever they land.
    expect(statuses.slice(0, limit).every((status) => status === 200)).toBe(true);
  });
});
