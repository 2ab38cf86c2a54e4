import { CODES, officialWebsiteConfigEndpoints as official, PREVIEW_TOKEN_HEADER, type NewsSummary } from '@brokerage/contracts';
import type { FastifyInstance } from 'fastify';
import { call } from '../../testing/call';
import { describeEachDatabase, siteHeaders } from '../../testing/test-app';
import { officialOnly, SEED_NOW } from './spec-support';

type NewsList = { list: NewsSummary[]; total: number };
type Lang = 'en' | 'zh-hk' | 'zh-cn';
type District = 'hk' | 'mainland';

describeEachDatabase(
  'official-website-config: news and parsed data',
  (getApp, context) => {
    let app: FastifyInstance;
    beforeAll(() => {
      app = getApp();
      context().clock.set(SEED_NOW);
    });

    const list = (query: Record<string, string | number> = {}, lang: Lang = 'en', district: District = 'hk') =>
      call<NewsList>(app, official.newsList, { query, headers: siteHeaders(lang, district) });

    describe('news-year-list', () => {
      it('lists the years with news, newest first, with their counts', async () => {
        const years = await call(app, official.newsYearList);
        expect(years).toMatchObject({ code: 0, data: { list: [{ year: 2026, total: 15 }, { year: 2025, total: 12 }], total: 2 } });
        const mainland = await call(app, official.newsYearList, { headers: siteHeaders('zh-cn', 'mainland') });
        expect(mainland.data.list).toEqual([{ year: 2026, total: 15 }, { year: 2025, total: 12 }]);
      });

      it('rejects query parameters it does not take', async () => {
        expect(await call(app, official.newsYearList, { query: { year: 2026 } })).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
      });
    });

    describe('news-list', () => {
      it('answers published news newest first, ten at a time, with the total', async () => {
        const first = await list();
        expect(first.data.total).toBe(27);
        expect(first.data.list).toHaveLength(10);
        expect(first.data.list[0]).toMatchObject({ id: 426, year: 2026, category: 'company' });
        const all = await list({ limit: 100 });
        const times = all.data.list.map((item) => item.publishedAt);
        expect(times).toEqual([...times].sort().reverse());
        expect(all.data.list.map((item) => item.id)).not.toContain(429);
        const last = await list({ offset: 20 });
        expect(last.data.list).toHaveLength(7);
        expect((await list({ offset: 27 })).data).toEqual({ list: [], total: 27 });
      });

      it('narrows to one year', async () => {
        const year2025 = await list({ year: 2025, limit: 50 });
        expect(year2025.data.total).toBe(12);
        expect(year2025.data.list.every((item) => item.year === 2025 && item.publishedAt.startsWith('2025'))).toBe(true);
        const page = await list({ year: 2026, offset: 10, limit: 10 });
        expect(page.data.total).toBe(15);
        expect(page.data.list).toHaveLength(5);
        expect((await list({ year: 2024 })).data).toEqual({ list: [], total: 0 });
      });

      it('answers per language and district', async () => {
        const title = async (lang: Lang, district: District, id: number) => (await list({ limit: 100 }, lang, district)).data.list.find((item) => item.id === id)?.title;
        expect(await title('en', 'hk', 424)).toBe('US trading hours move one hour later from 2 November 2026');
        expect(await title('zh-hk', 'hk', 424)).toBe('美股交易時間由 2026 年 11 月 2 日起延後一小時');
        expect(await title('zh-cn', 'mainland', 424)).toBe('美股交易时间自 2026 年 11 月 2 日起推迟一小时');
        const hkIds = (await list({ limit: 100 }, 'en', 'hk')).data.list.map((item) => item.id);
        const mainlandIds = (await list({ limit: 100 }, 'zh-cn', 'mainland')).data.list.map((item) => item.id);
        expect(hkIds).toContain(427);
        expect(hkIds).not.toContain(428);
        expect(mainlandIds).toContain(428);
        expect(mainlandIds).not.toContain(427);
      });

      it('rejects bad years and paging', async () => {
        const badQueries: Record<string, string | number>[] = [{ year: 'last' }, { year: 1999 }, { year: 20260 }, { offset: 'x' }, { limit: 500 }, { category: 'award' }];
        for (const query of badQueries) {
          expect(await list(query)).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
        }
      });
    });

    describe('news-list offset cap', () => {
      it('answers up to the deepest offset the other lists allow and refuses beyond it in the envelope', async () => {
        expect(await list({ offset: 100_000 })).toMatchObject({ status: 200, code: 0, data: { list: [], total: 27 } });
        const refused = await list({ offset: 100_001 });
        expect(refused).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
        expect(JSON.stringify(refused)).toMatch(/offset.*at most 100000/);
      });
    });

    describe('news-detail and news-detail-preview', () => {
      const detail = (id: number | string, lang: Lang = 'en', district: District = 'hk') =>
        call(app, official.newsDetail, { query: { id }, headers: siteHeaders(lang, district) });
      const preview = (id: number, token?: string) =>
        call(app, official.newsDetailPreview, { query: { id }, headers: token === undefined ? {} : { [PREVIEW_TOKEN_HEADER]: token } });

      it('answers a news item with its text', async () => {
        const result = await detail(414, 'zh-hk');
        expect(result).toMatchObject({ code: 0, data: { id: 414, year: 2026, category: 'market', source: '港灣證券客戶通告', draft: false } });
        expect(result.data.title).toBe('2026 農曆新年交易及服務安排');
        expect(result.data.contentHtml).toMatch(/^<p>2026 年 2 月 16 日為農曆年除夕/);
      });

      it('answers NOT_FOUND for unknown ids, drafts and the other district', async () => {
        expect((await detail(99_999)).code).toBe(CODES.NOT_FOUND);
        expect((await detail(429)).code).toBe(CODES.NOT_FOUND);
        expect((await detail(428, 'en', 'hk')).code).toBe(CODES.NOT_FOUND);
        expect(await detail('4x')).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
      });

      it('shows a draft only with the preview token', async () => {
        expect((await preview(429)).code).toBe(CODES.NOT_FOUND);
        expect((await preview(429, 'guess')).code).toBe(CODES.FORBIDDEN);
        expect(await preview(429, context().config.previewToken)).toMatchObject({ code: 0, data: { id: 429, draft: true, title: '2027 fee schedule' } });
        expect(await preview(414)).toMatchObject({ code: 0, data: { id: 414, draft: false } });
      });
    });

    describe('find-parse-data', () => {
      type Item = { type: string; key: string; value: any; updatedAt: string }; // eslint-disable-line @typescript-eslint/no-explicit-any
      const find = (query: Record<string, string>, lang: Lang = 'en', district: District = 'hk') =>
        call<{ list: Item[]; total: number }>(app, official.findParseData, { query, headers: siteHeaders(lang, district) });

      it('answers one key of a type, in the request language', async () => {
        const en = await find({ type: 'market-holidays', key: 'hk-2026' });
        expect(en.data.total).toBe(1);
        expect(en.data.list[0]).toMatchObject({ type: 'market-holidays', key: 'hk-2026', value: { market: 'HK', year: 2026 } });
        expect(en.data.list[0].value.closed).toContainEqual({ date: '2026-02-17', name: 'Lunar New Year' });
        expect(en.data.list[0].value.halfDays).toContainEqual({ date: '2026-12-24', name: 'Christmas Eve (morning session only)' });
        const hk = await find({ type: 'market-holidays', key: 'hk-2026' }, 'zh-hk');
        expect(hk.data.list[0].value.closed).toContainEqual({ date: '2026-07-01', name: '香港特別行政區成立紀念日' });
      });

      it('answers every key of a type, or a comma list of keys', async () => {
        const all = await find({ type: 'trading-hours' });
        expect(all.data.list.map((item) => item.key)).toEqual(['a', 'hk', 'us']);
        const two = await find({ type: 'market-holidays', key: 'us-2026,a-2026,missing' });
        expect(two.data).toMatchObject({ total: 2 });
        expect(two.data.list.map((item) => item.key)).toEqual(['a-2026', 'us-2026']);
        expect((await find({ type: 'fund-ratings' })).data).toEqual({ list: [], total: 0 });
      });

      it("prefers a district's own entry over the shared one", async () => {
        await app.db
          .insertInto('official_parse_data')
          .values({
            type: 'trading-hours',
            key: 'hk',
            district: 'mainland',
            lang: 'zh-cn',
            value_json: JSON.stringify({ market: 'HK', timeZone: 'Asia/Shanghai', sessions: [], notes: ['以北京时间显示'] }),
            updated_at: new Date(SEED_NOW).toISOString(),
          })
          .execute();
        const mainland = await find({ type: 'trading-hours', key: 'hk' }, 'zh-cn', 'mainland');
        expect(mainland.data.list).toEqual([expect.objectContaining({ value: expect.objectContaining({ notes: ['以北京时间显示'] }) })]);
        const hk = await find({ type: 'trading-hours', key: 'hk' }, 'zh-cn', 'hk');
        expect(hk.data.list[0].value.timeZone).toBe('Asia/Hong_Kong');
      });

      it('rejects a missing or malformed type or key', async () => {
        const badQueries: Record<string, string>[] = [{}, { type: 'Market Holidays' }, { type: 'market-holidays', key: 'hk-2026,' }, { type: 'trading-hours', market: 'hk' }];
        for (const query of badQueries) {
          expect(await find(query)).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
        }
      });
    });
  },
  officialOnly,
);
