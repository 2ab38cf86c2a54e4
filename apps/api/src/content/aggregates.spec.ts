import { officialWebsiteConfigEndpoints as official } from '@brokerage/contracts';
import { call } from '../testing/call';
import { siteHeaders, startTestApp, testDialects } from '../testing/test-app';
import { ContentAggregates } from './aggregates';
import { officialOnly, SEED_NOW } from './official/spec-support';

describe('content aggregates (list totals and counts in flight)', () => {
  let computations: number;
  let aggregates: ContentAggregates;
  const countRows = async () => ++computations;
  beforeEach(() => {
    computations = 0;
    aggregates = new ContentAggregates();
  });

  it('shares one read between identical requests in flight, not between different lists', async () => {
    const values = await Promise.all([aggregates.get('news', countRows), aggregates.get('news', countRows), aggregates.get('blog', countRows)]);
    expect(values).toEqual([1, 1, 2]);
    expect(computations).toBe(2);
  });

  it('keeps nothing once a read has settled: the next request reads again', async () => {
    expect(await aggregates.get('news', countRows)).toBe(1);
    expect(await aggregates.get('news', countRows)).toBe(2);
  });

  it('does not keep a failed read', async () => {
    await expect(aggregates.get('news', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await aggregates.get('news', countRows)).toBe(1);
  });
});

describe.each(testDialects())('news list total and scheduled items [%s]', (dialect) => {
  let started: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    started = await startTestApp(dialect, officialOnly);
    started.clock.set(SEED_NOW);
  }, 60_000);
  afterAll(() => started?.close());

  const total = async () => (await call<{ total: number }>(started.app, official.newsList, { headers: siteHeaders('en', 'hk') })).data.total;

  it('counts a scheduled news item in the total as soon as it goes live', async () => {
    const goesLive = new Date(SEED_NOW + 60 * 60_000).toISOString();
    await started.app.db.insertInto('official_news').values({ id: 900_001, district: 'all', year: 2026, category: 'market', cover_image: '', published: 1, published_at: goesLive }).execute();
    await started.app.db
      .insertInto('official_news_i18n')
      .values(['zh-hk', 'zh-cn', 'en'].map((lang) => ({ news_id: 900_001, lang, title: 'Scheduled', summary: '', content_html: '', source: '' })))
      .execute();
    // Scheduled by an editor for an hour later: not in the total yet.
    const before = await total();
    expect(await total()).toBe(before);
    started.clock.advance(2 * 60 * 60_000);
    expect(await total()).toBe(before + 1);
  });
});
