import { CODES, contentEndpoints as content, type Article, type ArticleSummary, type BlogTag, type SpecialColumn } from '@brokerage/contracts';
import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../testing/test-app';
import { ask, pagesOnly } from './spec-support';

type List<T> = { list: T[]; total: number };
const invalid = { status: 400, code: CODES.INVALID_INPUT };
const notFound = { status: 404, code: CODES.NOT_FOUND };
const newestFirst = (items: ArticleSummary[]) => {
  const times = items.map((item) => item.publishedAt);
  return [...times].sort().reverse();
};

describeEachDatabase(
  'page content: media centre, special columns, news flash, stock news, blog',
  (getApp) => {
    let app: FastifyInstance;
    beforeAll(() => {
      app = getApp();
    });

    describe('media-years, media-list, media-detail', () => {
      it('lists the years with press releases, newest first', async () => {
        expect((await ask(app, content.mediaYears)).data).toEqual({ list: [2026, 2025] });
      });

      it('pages press releases newest first, ten by default', async () => {
        const first = await ask<List<ArticleSummary>>(app, content.mediaList);
        expect(first.data.total).toBe(14);
        expect(first.data.list).toHaveLength(10);
        expect(first.data.list.map((item) => item.publishedAt)).toEqual(newestFirst(first.data.list));
        const second = await ask<List<ArticleSummary>>(app, content.mediaList, { offset: 10 });
        expect(second.data.list).toHaveLength(4);
        expect(second.data.list.map((item) => item.id)).not.toContain(first.data.list[9].id);
        expect((await ask(app, content.mediaList, { offset: 20 })).data).toEqual({ list: [], total: 14 });
        const small = await ask<List<ArticleSummary>>(app, content.mediaList, { offset: 2, limit: 3 });
        expect(small.data.list.map((item) => item.id)).toEqual(first.data.list.slice(2, 5).map((item) => item.id));
      });

      it('narrows to one year', async () => {
        const { data } = await ask<List<ArticleSummary>>(app, content.mediaList, { year: 2025, limit: 50 });
        expect(data.total).toBe(7);
        expect(data.list.every((item) => item.publishedAt.startsWith('2025-'))).toBe(true);
        expect((await ask(app, content.mediaList, { year: 2019 })).data).toEqual({ list: [], total: 0 });
      });

      it('answers a press release with its body and neighbours, in the request language', async () => {
        const { data } = await ask<Article>(app, content.mediaDetail, { id: 1008 }, 'zh-hk');
        expect(data).toMatchObject({ id: 1008, channel: 'media', title: '港灣證券向個人投資者推出開放API', source: '港灣證券' });
        expect(data.bodyHtml).toMatch(/^<p>/);
        expect(data.previous).toEqual({ id: 1007, title: '聖誕及新年假期交易安排' });
        expect(data.next).toEqual({ id: 1009, title: '2025年全年業績：客戶資產突破港幣300億元' });
        const oldest = await ask<Article>(app, content.mediaDetail, { id: 1001 });
        expect(oldest.data.previous).toBeNull();
      });

      it('says not found for an unknown id or an article of another channel', async () => {
        expect(await ask(app, content.mediaDetail, { id: 999_999 })).toMatchObject(notFound);
        expect(await ask(app, content.mediaDetail, { id: 5001 })).toMatchObject(notFound);
      });

      it('rejects bad paging and years', async () => {
        expect(await ask(app, content.mediaList, { limit: 0 })).toMatchObject(invalid);
        expect(await ask(app, content.mediaList, { limit: 51 })).toMatchObject(invalid);
        expect(await ask(app, content.mediaList, { offset: -1 })).toMatchObject(invalid);
        expect(await ask(app, content.mediaList, { offset: 'ten' })).toMatchObject(invalid);
        expect(await ask(app, content.mediaList, { year: 'last' })).toMatchObject(invalid);
        expect(await ask(app, content.mediaList, { page: 2 })).toMatchObject(invalid);
        expect(await ask(app, content.mediaDetail, {})).toMatchObject(invalid);
      });
    });

    describe('special-list, special-detail, article-detail', () => {
      it('lists the special columns with their article counts', async () => {
        const { data } = await ask<List<SpecialColumn>>(app, content.specialList, {}, 'zh-cn');
        // Eleven columns: special-list/2 exists at 10 a page.
        expect(data.total).toBe(11);
        expect(data.list.slice(0, 3).map((column) => [column.title, column.articleCount])).toEqual([
          ['投资入门', 4],
          ['期权入门', 4],
          ['美股实战手册', 4],
        ]);
        expect(data.list.every((column) => column.articleCount >= 1)).toBe(true);
        expect(data.list[0].latestPublishedAt).toBe('2026-03-17T01:00:00.000Z');
        const paged = await ask<List<SpecialColumn>>(app, content.specialList, { offset: 10, limit: 10 });
        expect(paged.data).toMatchObject({ total: 11, list: [{ id: 11 }] });
      });

      it('answers a column with a page of its articles', async () => {
        const { data } = await ask<List<ArticleSummary> & { column: SpecialColumn }>(app, content.specialDetail, { id: 2, limit: 2 });
        expect(data.column).toMatchObject({ id: 2, title: 'Options made simple', articleCount: 4 });
        expect(data.total).toBe(4);
        expect(data.list.map((item) => item.id)).toEqual([2008, 2007]);
        const rest = await ask<List<ArticleSummary>>(app, content.specialDetail, { id: 2, offset: 2, limit: 2 });
        expect(rest.data.list.map((item) => item.id)).toEqual([2006, 2005]);
      });

      it('answers an article of a column, the flash or stock news, with neighbours in its own group', async () => {
        const lesson = await ask<Article>(app, content.articleDetail, { id: 2005 });
        expect(lesson.data).toMatchObject({ channel: 'special', groupKey: '2', previous: null, next: { id: 2006 } });
        const flash = await ask<Article>(app, content.articleDetail, { id: 3006 }, 'zh-hk');
        expect(flash.data).toMatchObject({ channel: 'flash', groupKey: 'us', title: '美股11月26日感恩節休市' });
        const stock = await ask<Article>(app, content.articleDetail, { id: 4002 });
        expect(stock.data).toMatchObject({ channel: 'stock', groupKey: '00700.HK', previous: { id: 4003 }, next: { id: 4001 } });
      });

      it('says not found for unknown columns and for articles outside these channels', async () => {
        expect(await ask(app, content.specialDetail, { id: 42 })).toMatchObject(notFound);
        expect(await ask(app, content.articleDetail, { id: 1001 })).toMatchObject(notFound);
        expect(await ask(app, content.articleDetail, { id: 5001 })).toMatchObject(notFound);
        expect(await ask(app, content.specialDetail, { id: 'options' })).toMatchObject(invalid);
      });
    });

    describe('news-flash-list', () => {
      it('answers the Hong Kong flash by default and each market on request', async () => {
        const hk = await ask<List<ArticleSummary>>(app, content.newsFlashList);
        expect(hk.data.total).toBe(5);
        expect(hk.data.list[0].id).toBe(3001);
        const us = await ask<List<ArticleSummary>>(app, content.newsFlashList, { type: 'us', limit: 2 }, 'zh-cn', 'mainland');
        expect(us.data.total).toBe(5);
        expect(us.data.list.map((item) => item.title)).toEqual(['美股11月26日感恩节休市', '美联储议息会议将于12月8-9日举行']);
        const aShares = await ask<List<ArticleSummary>>(app, content.newsFlashList, { type: 'a' });
        expect(aShares.data.list.map((item) => item.publishedAt)).toEqual(newestFirst(aShares.data.list));
      });

      it('rejects an unknown market type', async () => {
        expect(await ask(app, content.newsFlashList, { type: 'jp' })).toMatchObject(invalid);
      });
    });

    describe('stock-news', () => {
      it('answers the stock and its news, newest first, in the request language', async () => {
        const { data } = await ask<List<ArticleSummary> & { stock: { code: string; name: string; market: string } }>(app, content.stockNews, { id: '00700.HK' }, 'zh-hk');
        expect(data.stock).toEqual({ code: '00700.HK', name: '騰訊控股', market: 'hk' });
        expect(data.total).toBe(3);
        expect(data.list.map((item) => item.id)).toEqual([4001, 4002, 4003]);
        const paged = await ask<List<ArticleSummary>>(app, content.stockNews, { id: '600519.SH', offset: 1, limit: 1 });
        expect(paged.data).toMatchObject({ total: 3, list: [{ id: 4011 }] });
      });

      it('says not found for a stock without news and rejects a malformed code', async () => {
        expect(await ask(app, content.stockNews, { id: '00005.HK' })).toMatchObject(notFound);
        expect(await ask(app, content.stockNews, { id: 'tencent' })).toMatchObject(invalid);
      });
    });

    describe('blog-tags, blog-list, blog-detail', () => {
      it('lists the four tags with three posts each', async () => {
        const { data } = await ask<List<BlogTag>>(app, content.blogTags, {}, 'zh-hk');
        expect(data.list).toEqual([
          { id: 1, name: '市場觀點', postCount: 3 },
          { id: 2, name: '產品指南', postCount: 3 },
          { id: 3, name: '理財規劃', postCount: 3 },
          { id: 4, name: '港灣動態', postCount: 3 },
        ]);
      });

      it('pages all twelve posts or the posts of one tag', async () => {
        const first = await ask<List<ArticleSummary & { tagId: number }>>(app, content.blogList);
        expect(first.data.total).toBe(12);
        expect(first.data.list).toHaveLength(10);
        expect(first.data.list.map((item) => item.publishedAt)).toEqual(newestFirst(first.data.list));
        expect((await ask<List<ArticleSummary>>(app, content.blogList, { offset: 10 })).data.list).toHaveLength(2);
        const guides = await ask<List<ArticleSummary & { tagId: number }>>(app, content.blogList, { tagId: 2 });
        expect(guides.data.total).toBe(3);
        expect(guides.data.list.every((item) => item.tagId === 2)).toBe(true);
      });

      it('answers a post with its tag', async () => {
        const { data } = await ask<Article & { tag: { id: number; name: string } }>(app, content.blogDetail, { id: 5009 }, 'zh-cn');
        expect(data).toMatchObject({ id: 5009, channel: 'blog', title: '识别投资骗局', tag: { id: 3, name: '理财规划' } });
        expect(data.bodyHtml).toContain('证监会');
      });

      it('says not found for unknown tags and posts', async () => {
        expect(await ask(app, content.blogList, { tagId: 99 })).toMatchObject(notFound);
        expect(await ask(app, content.blogDetail, { id: 2001 })).toMatchObject(notFound);
        expect(await ask(app, content.blogList, { tagId: 'guides' })).toMatchObject(invalid);
      });
    });
  },
  pagesOnly,
);
