import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNews, newsStatsOf } from '../../test/builders';
import { insertBreakingNews } from '../../test/builders-content';
import { createTestApi, type TestApi } from '../../test/harness';
import { ANONYMOUS_VIEWS_PER_MINUTE } from './endpoint';

// Finding 8: 500 set_news_view from one address, each with a new User-Agent, were all counted,
// and "most viewed" sections rank by the count.

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const fromAgent = (address: string, agent: string) => ({ method: 'POST' as const, headers: { 'x-forwarded-for': address, 'user-agent': agent } });

describe('anonymous view counts', () => {
  it('count one view per address however many browsers it claims to be', async () => {
    const item = await insertNews(api.deps.db, { languageId: api.base.en.id, categoryId: api.base.categories[0]!.id });
    for (let i = 0; i < 50; i++) await api.call('set_news_view', { news_id: item.id }, fromAgent('198.51.100.9', `agent-${i}`));
    expect((await newsStatsOf(api.deps.db, item.id))!.totalViews).toBe(1);
  });

  it('count one view per IPv6 /64, so a host cannot walk its own prefix', async () => {
    const item = await insertNews(api.deps.db, { languageId: api.base.en.id, categoryId: api.base.categories[0]!.id });
    for (let i = 1; i <= 20; i++) await api.call('set_news_view', { news_id: item.id }, fromAgent(`2001:db8:5:6::${i.toString(16)}`, 'same'));
    await api.call('set_news_view', { news_id: item.id }, fromAgent('2001:db8:5:7::1', 'same'));
    expect((await newsStatsOf(api.deps.db, item.id))!.totalViews).toBe(2);
  });

  it('apply to breaking news too', async () => {
    const item = await insertBreakingNews(api.deps.db, { languageId: api.base.en.id });
    for (let i = 0; i < 20; i++) await api.call('set_breaking_news_view', { breaking_news_id: item.id }, fromAgent('198.51.100.10', `agent-${i}`));
    const { body } = await api.call('get_breaking_news', { language_id: api.base.en.id, slug: item.slug });
    expect(body.data[0].total_views).toBe(1);
  });
});

describe('anonymous writes per address', () => {
  it('are limited per minute (429), while signed-in readers and other addresses go on', async () => {
    const item = await insertNews(api.deps.db, { languageId: api.base.en.id, categoryId: api.base.categories[0]!.id });
    await api.deps.limiter.reset();
    const statuses: number[] = [];
    for (let i = 0; i < ANONYMOUS_VIEWS_PER_MINUTE + 1; i++) statuses.push((await api.call('set_news_view', { news_id: item.id }, fromAgent('198.51.100.11', 'a'))).status);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    const refused = await api.call('set_news_view', { news_id: item.id }, fromAgent('198.51.100.11', 'a'));
    expect([refused.status, refused.body.message]).toEqual([429, 'Too many requests from your network, please wait a minute and try again']);
    expect((await api.call('set_news_view', { news_id: item.id }, fromAgent('198.51.100.12', 'a'))).status).toBe(200);
    const reader = await api.signedInUser();
    expect((await api.call('set_news_view', { news_id: item.id }, { ...fromAgent('198.51.100.11', 'a'), token: reader.token })).status).toBe(200);
    await api.deps.limiter.reset();
  });
});
