import { officialWebsiteConfigEndpoints as official } from '@brokerage/contracts';
import { call } from '../testing/call';
import { siteHeaders, startTestApp, testDialects } from '../testing/test-app';
import { AGGREGATE_TTL_MS, ContentAggregates } from './aggregates';
import { officialOnly, SEED_NOW } from './official/spec-support';

describe('content aggregates (list totals and counts)', () => {
  let nowMs: number;
  let computations: number;
  let aggregates: ContentAggregates;
  const countRows = async () => ({ value: ++computations });
  beforeEach(() => {
    nowMs = 1_000_000;
    computations = 0;
    aggregates = new ContentAggregates(() => nowMs);
  });

  it('counts once for every request of the cache period, and again after it', async () => {
    expect(await aggregates.get('news', countRows)).toBe(1);
    nowMs += AGGREGATE_TTL_MS - 1;
    expect(await aggregates.get('news', countRows)).toBe(1);
    nowMs += 1;
    expect(await aggregates.get('news', countRows)).toBe(2);
  });

  it('shares one count between identical requests in flight, not between different lists', async () => {
    const values = await Promise.all([aggregates.get('news', countRows), aggregates.get('news', countRows), aggregates.get('blog', countRows)]);
    expect(values).toEqual([1, 1, 2]);
    expect(computations).toBe(2);
  });

  it('counts again once a scheduled item goes live, and after a writer invalidates', async () => {
    const scheduled = async () => ({ value: ++computations, validBefore: '2026-06-01T00:00:00.000Z' });
    expect(await aggregates.get('news', scheduled, '2026-05-31T23:59:59.999Z')).toBe(1);
    expect(await aggregates.get('news', scheduled, '2026-05-31T23:59:59.999Z')).toBe(1);
    expect(await aggregates.get('news', scheduled, '2026-06-01T00:00:00.000Z')).toBe(2);
    aggregates.clear();
    expect(await aggregates.get('news', scheduled, '2026-06-01T00:00:00.000Z')).toBe(3);
  });

  it('does not keep a failed count', async () => {
    await expect(aggregates.get('news', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await aggregates.get('news', countRows)).toBe(1);
  });
});

describe.each(testDialects())('news list cached total [%s]', (dialect) => {
  let started: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    started = await startTestApp(dialect, officialOnly);
    started.clock.set(SEED_NOW);
  }, 60_000);
  afterAll(() => started?.close());

  const total = async () => (await call<{ total: number }>(started.app, official.newsList, { headers: siteHeaders('en', 'hk') })).data.total;

  it('counts a scheduled news item in the cached total as soon as it goes live', async () => {
    const goesLive = new Date(SEED_NOW + 60 * 60_000).toISOString();
    await started.app.db.insertInto('official_news').values({ id: 900_001, district: 'all', year: 2026, category: 'market', cover_image: '', published: 1, published_at: goesLive }).execute();
    await started.app.db
      .insertInto('official_news_i18n')
      .values(['zh-hk', 'zh-cn', 'en'].map((lang) => ({ news_id: 900_001, lang, title: 'Scheduled', summary: '', content_html: '', source: '' })))
      .execute();
    // Scheduled by an editor for an hour later: not in the total yet, which is then cached.
    const before = await total();
    expect(await total()).toBe(before);
    started.clock.advance(2 * 60 * 60_000);
    expect(await total()).toBe(before + 1);
  });
});
