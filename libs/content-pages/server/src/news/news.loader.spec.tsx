import { NewsDetailRoute, NewsListRoute, newsDetailHeaders, newsDetailMeta, newsFlashMeta, newsStockMeta } from '@brokerage/content-pages';
import { CODES, PREVIEW_TOKEN_HEADER, type Article, type ArticleSummary, type NewsDetail, type NewsSummary, type SpecialColumn } from '@brokerage/contracts';
import { district as hk } from '@brokerage/hk-district';
import { district as mainland } from '@brokerage/mainland-district';
import type { DistrictConfig } from '@brokerage/domain';
import { logger } from '@brokerage/site-server';
import { ok, refusal, type InProcessRoute, type StubAnswer, type StubApiCall } from '@brokerage/site-server/testing';
import type { LoaderFunctionArgs } from '@remix-run/node';
import {
  mediaCentreLoader,
  mediaDetailLoader,
  mediaListLoader,
  newsDetailLoader,
  newsFlashListLoader,
  newsListLoader,
  newsSitemapPages,
  newsStockLoader,
  specialDetailLoader,
  specialListLoader,
} from './news.loader';
import { pageRoute, siteRoutes, visitSite, withStubApi } from '../testing-support';

const BASE = '/official-website-config/api/v1';

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;
const listRoute = (path: string, loader: Loader, meta?: typeof newsFlashMeta) => pageRoute(path, path, { loader, default: NewsListRoute, ...(meta ? { meta } : {}) });
const detailRoute = (path: string, loader: Loader) => pageRoute(path, path, { loader, default: NewsDetailRoute, meta: newsDetailMeta, headers: newsDetailHeaders });

/** The slices mounted as the apps mount them. */
const routesOf = (site: DistrictConfig): InProcessRoute[] =>
  siteRoutes(site, [
    listRoute('news-list/:page?', newsListLoader),
    listRoute('media-list/:page?', mediaListLoader),
    detailRoute('news-detail/:categoryId?/:id/:page?', newsDetailLoader),
    listRoute('special-list/:page?', specialListLoader),
    listRoute('special-detail/:id/:page?', specialDetailLoader),
    listRoute('news-stock/:id/:page?', newsStockLoader, newsStockMeta),
    listRoute('news-flash-list/:type?', newsFlashListLoader, newsFlashMeta),
    listRoute('about-us/media-centre/:year?/:page?', mediaCentreLoader),
    detailRoute('about-us/media-centre/detail/:id', mediaDetailLoader),
  ]);

const news = (id: number, title: string): NewsSummary => ({
  id,
  year: 2026,
  category: 'company',
  title,
  summary: 'Clients approved for options trading can now trade Hong Kong stock options on 80 underlyings from the app, with live prices and a new strategy builder that explains every leg in plain words, shows the most you can lose and the margin you need, and asks you to confirm the risks before the order is sent.',
  coverImage: `/images/official/news/${id}.svg`,
  source: 'Press release',
  publishedAt: '2026-11-12T01:00:00.000Z',
});

const article = (id: number, title: string, overrides: Partial<ArticleSummary> = {}): ArticleSummary => ({
  id,
  title,
  summary: 'What to watch this week.',
  source: 'Harbourfront Securities',
  author: 'Corporate Communications',
  coverImage: `/images/media/${id}.svg`,
  publishedAt: '2026-03-18T02:00:00.000Z',
  ...overrides,
});

const DANGEROUS_HTML = '<p>Results.</p><script>alert(1)</script><img src="/images/a.png" onerror="alert(2)"><p><a href="javascript:alert(3)">more</a> and <a href="https://www.hkex.com.hk">HKEX</a></p>';

/** An article naming a stock with stock news (00700.HK), one without (00005.HK) and one already linked. */
const STOCKS_HTML = '<p>Tencent (00700.HK) and HSBC (00005.HK) lead.</p><p><a href="https://www.hkex.com.hk">00700.HK on HKEX</a></p>';

const fullArticle = (id: number, channel: string, groupKey: string, overrides: Partial<Article> = {}): Article => ({
  ...article(id, `Article ${id}`),
  channel,
  groupKey,
  bodyHtml: DANGEROUS_HTML,
  previous: { id: id - 1, title: 'Older one' },
  next: null,
  ...overrides,
});

const column = (id: number, title: string): SpecialColumn => ({
  id,
  title,
  summary: 'Four short lessons for your first year of investing.',
  author: 'Investor Education Team',
  coverImage: `/images/special/${id}.svg`,
  articleCount: 4,
  latestPublishedAt: '2026-10-01T02:00:00.000Z',
});

const newsDetail = (id: number, overrides: Partial<NewsDetail> = {}): NewsDetail => ({ ...news(id, `News ${id}`), contentHtml: DANGEROUS_HTML, draft: false, ...overrides });

const range = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);

/** A content API stand-in: 23 news (3 pages), media of 2025 and 2026, two columns, stock and flash notes. */
const answer = (call: StubApiCall): StubAnswer | undefined => {
  const offset = Number(call.query.get('offset') ?? 0);
  const limit = Number(call.query.get('limit') ?? 10);
  const id = Number(call.query.get('id'));
  const pageOf = <T,>(items: T[]) => ({ list: items.slice(offset, offset + limit), total: items.length });
  switch (call.path) {
    case `${BASE}/news-list`:
      return ok(pageOf(range(401, 23).map((each) => news(each, `News ${each}`))));
    case `${BASE}/news-detail`:
      return id === 401 ? ok(newsDetail(401)) : { status: 404, body: refusal(CODES.NOT_FOUND, 'not found') };
    case `${BASE}/news-detail-preview`:
      return id === 429 ? ok(newsDetail(429, { title: '2027 fee schedule', draft: true })) : { status: 404, body: refusal(CODES.NOT_FOUND, 'not found') };
    case `${BASE}/media-years`:
      return ok({ list: [2026, 2025] });
    case `${BASE}/media-list`: {
      const year = call.query.get('year');
      const items = [article(1009, '2025 annual results'), article(1001, 'US options in the app', { publishedAt: '2025-01-16T17:30:00.000Z' })];
      return ok(pageOf(year === '2025' ? items.slice(1) : year === '2026' ? items.slice(0, 1) : items));
    }
    case `${BASE}/media-detail`:
      return id === 1009 ? ok(fullArticle(1009, 'media', '')) : { status: 404, body: refusal(CODES.NOT_FOUND, 'not found') };
    case `${BASE}/special-list`:
      return ok(pageOf([column(1, 'Investing 101'), column(2, 'Options made simple')]));
    case `${BASE}/special-detail`:
      return id === 1 ? ok({ column: column(1, 'Investing 101'), ...pageOf([article(2001, 'Lesson 1: What a share is')]) }) : { status: 404, body: refusal(CODES.NOT_FOUND, 'not found') };
    case `${BASE}/article-detail`:
      if (id === 3002) return ok(fullArticle(3002, 'flash', 'a', { coverImage: '', bodyHtml: STOCKS_HTML }));
      return id === 2001 ? ok(fullArticle(2001, 'special', '1')) : id === 3001 ? ok(fullArticle(3001, 'flash', 'hk', { coverImage: '' })) : { status: 404, body: refusal(CODES.NOT_FOUND, 'not found') };
    case `${BASE}/news-flash-list`: {
      const type = call.query.get('type');
      if (type === 'a') return ok(pageOf([article(3002, 'Index review', { coverImage: '', summary: 'Tencent (00700.HK) and HSBC (00005.HK) see the largest flows.' })]));
      return ok(pageOf(type === 'us' ? [] : [article(3001, 'Half-day trading on Christmas Eve', { coverImage: '' })]));
    }
    case `${BASE}/stock-news`:
      return call.query.get('id') === '00700.HK' ? ok({ stock: { code: '00700.HK', name: 'Tencent', market: 'hk' }, ...pageOf([article(7001, 'Tencent buy-backs explained')]) }) : { status: 404, body: refusal(CODES.NOT_FOUND, 'not found') };
    default:
      return undefined;
  }
};

const visit = (path: string, { site = hk, answers = answer }: { site?: DistrictConfig; answers?: (call: StubApiCall) => StubAnswer | undefined } = {}) =>
  visitSite(answers, path, { site, routes: routesOf(site) });

describe('news page slices', () => {
  beforeEach(() => {
    jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  describe('lists', () => {
    it('shows page 1 of the company news with shortened summaries, links to each item and to page 2', async () => {
      const { status, html, calls } = await visit('/en/news-list');
      expect(status).toBe(200);
      expect(html).toContain('News</h1>');
      expect(html).toContain('href="/en/news-detail/401"');
      expect(html).toContain('href="/en/news-detail/410"');
      expect(html).not.toContain('href="/en/news-detail/411"');
      // 40 words, then an ellipsis: the last words of the summary are gone.
      expect(html).toContain('Clients approved for options trading');
      expect(html).not.toContain('before the order is sent');
      expect(html).toContain('href="/en/news-list/2"');
      expect(html).toContain('12 Nov 2026');
      const list = calls.find((call) => call.path === `${BASE}/news-list`);
      expect([list?.query.get('offset'), list?.query.get('limit')]).toEqual(['0', '10']);
    });

    it('shows page 2 with links back to page 1 (no page segment) and on to page 3', async () => {
      const { status, html, calls } = await visit('/zh-hk/news-list/2');
      expect(status).toBe(200);
      expect(calls.find((call) => call.path === `${BASE}/news-list`)?.query.get('offset')).toBe('10');
      expect(html).toContain('href="/zh-hk/news-detail/411"');
      expect(html).toMatch(/rel="prev"[^>]*href="\/zh-hk\/news-list"/);
      expect(html).toContain('href="/zh-hk/news-list/3"');
      expect(html).toContain('aria-current="page"');
    });

    it.each(['/en/news-list/4', '/en/news-list/0', '/en/news-list/abc', '/en/news-list/02', '/en/special-list/2', '/en/special-detail/x', '/en/news-stock/tencent', '/en/news-flash-list/jp', '/en/about-us/media-centre/1999', '/en/about-us/media-centre/2024', '/en/about-us/media-centre/2025/2', '/en/special-detail/9'])(
      'answers %s with the 404 page',
      async (path) => {
        const { status } = await visit(path);
        expect(status).toBe(404);
      },
    );

    it('links the stocks a flash notice names to their stock news, those with news only, and titles each market', async () => {
      const { status, html } = await visit('/en/news-flash-list/a');
      expect(status).toBe(200);
      expect(html).toContain('<title>A-share news flash</title>');
      expect(html).toContain('<meta name="description" content="Short market notices for A-share investors trading through Stock Connect: quotas, holidays and trading rules."/>');
      // The label, then the list of stock links (only the stock with news is linked).
      expect(html).toMatch(/Related stocks:<\/span><span[^>]*><a [^>]*href="\/en\/news-stock\/00700.HK"[^>]*>Tencent \(00700.HK\)<\/a><\/span><\/p>/);
      expect(html).not.toContain('news-stock/00005.HK');

      const article = await visit('/zh-hk/news-detail/flash/3002');
      expect(article.html).toContain('Tencent (<a href="/zh-hk/news-stock/00700.HK">00700.HK</a>) and HSBC (00005.HK) lead.');
      expect(article.html).toContain('00700.HK on HKEX</a>');
    });

    it('titles a stock’s news page with its name and code', async () => {
      const { html } = await visit('/zh-cn/news-stock/00700.HK');
      expect(html).toContain('<title>Tencent（00700.HK）新闻</title>');
      expect(html).toMatch(/<meta name="description" content="Tencent（00700.HK）的新闻及研究笔记/);
    });

    it('shows the empty state when a list has nothing yet', async () => {
      const { status, html } = await visit('/en/news-flash-list/us');
      expect(status).toBe(200);
      expect(html).toContain('data-testid="news-empty"');
      expect(html).toMatch(/aria-current="page"[^>]*href="\/en\/news-flash-list\/us"/);
    });

    it('answers 503 and logs when the API fails for the list', async () => {
      const { status } = await visit('/en/media-list', { answers: (call) => (call.path === `${BASE}/media-list` ? undefined : answer(call)) });
      expect(status).toBe(503);
      expect(logger.error).toHaveBeenCalledWith('News list could not be loaded', expect.objectContaining({ district: 'hk', lang: 'en', route: 'media-list' }));
    });

    it('lists the media centre by year with year tabs, each press release linking to its one detail page', async () => {
      const { status, html, calls } = await visit('/zh-cn/about-us/media-centre/2025');
      expect(status).toBe(200);
      expect(calls.find((call) => call.path === `${BASE}/media-list`)?.query.get('year')).toBe('2025');
      expect(html).toContain('href="/zh-cn/about-us/media-centre/detail/1001"');
      expect(html).not.toContain('media-centre/detail/1009');
      expect(html).toMatch(/aria-current="page"[^>]*href="\/zh-cn\/about-us\/media-centre\/2025"/);
      expect(html).toContain('href="/zh-cn/about-us/media-centre/2026"');
      // Published at 01:30 on 17 January in Hong Kong (16 January in UTC): pages show Hong Kong's day, in any server's zone.
      expect(html).toContain('<time dateTime="2025-01-17">2025年1月17日</time>');
    });

    it('pages through the media centre of every year as about-us/media-centre/{page}', async () => {
      const many = (call: StubApiCall) =>
        call.path === `${BASE}/media-list`
          ? ok({ list: range(1, 10).map((each) => article(1000 + each + Number(call.query.get('offset')), `Release ${each}`)), total: 12 })
          : answer(call);
      const first = await visit('/en/about-us/media-centre', { answers: many });
      expect(first.html).toContain('href="/en/about-us/media-centre/2"');
      const second = await visit('/en/about-us/media-centre/2', { answers: many });
      expect(second.status).toBe(200);
      expect(second.calls.find((call) => call.path === `${BASE}/media-list`)?.query.has('year')).toBe(false);
      expect(second.calls.find((call) => call.path === `${BASE}/media-list`)?.query.get('offset')).toBe('10');
      expect(second.html).toMatch(/aria-current="page"[^>]*href="\/en\/about-us\/media-centre"/);
    });

    it('links media-list items to the media centre detail, never to news-detail', async () => {
      const { html } = await visit('/en/media-list');
      expect(html).toContain('href="/en/about-us/media-centre/detail/1009"');
      expect(html).not.toContain('href="/en/news-detail/1009"');
    });

    it('shows a special column with its lessons, its own head and a registration link with campaign parameters', async () => {
      const { status, html } = await visit('/en/special-detail/1');
      expect(status).toBe(200);
      expect(html).toContain('Investing 101</h1>');
      expect(html).toContain('href="/en/news-detail/special/2001"');
      expect(html).toContain('href="/en/sta-regform?rgdim_source=special&amp;rgdim_id=1"');
    });

    it('lists the columns and a stock’s news on the mainland site', async () => {
      const columns = await visit('/mainland/en/special-list', { site: mainland });
      expect(columns.html).toContain('href="/mainland/en/special-detail/2"');
      const stock = await visit('/mainland/en/news-stock/00700.HK', { site: mainland });
      expect(stock.html).toContain('News about Tencent (00700.HK)</h1>');
      expect(stock.html).toContain('href="/mainland/en/news-detail/stock/7001"');
    });
  });

  describe('details', () => {
    it('shows a news item with its head, sanitised body, back link and registration link', async () => {
      const { status, html, headers } = await visit('/en/news-detail/401/2');
      expect(status).toBe(200);
      expect(html).toContain('News 401</h1>');
      expect(html).toMatch(/<title>News 401( \| [^<]+)?<\/title>/);
      expect(html).toContain('"@type":"Article"');
      // Canonical URL without the list page.
      expect(html).toMatch(/og:url" content="http[^"]*\/en\/news-detail\/401"/);
      expect(html).toContain('href="/en/news-list/2"');
      expect(html).toContain('href="/en/sta-regform?rgdim_source=news&amp;rgdim_id=401"');
      expect(headers.get('Cache-Control')).not.toBe('private, no-store');
    });

    it('removes scripts, event handlers and javascript: links from CMS HTML and keeps the rest', async () => {
      for (const path of ['/en/news-detail/401', '/en/about-us/media-centre/detail/1009', '/en/news-detail/special/2001']) {
        const { html } = await visit(path);
        const body = html.slice(html.indexOf('data-testid="news-body"'), html.indexOf('</div>', html.indexOf('data-testid="news-body"')));
        expect(body).toContain('Results.');
        expect(body).toContain('href="https://www.hkex.com.hk"');
        expect(body).not.toContain('<script');
        expect(body).not.toContain('onerror');
        expect(body).not.toContain('javascript:');
      }
    });

    it('previews a draft through news-detail-preview with the token in a header, and keeps it out of caches', async () => {
      const { status, html, headers, calls } = await visit('/en/news-detail/429?preview=1&previewToken=cms-token-123');
      expect(status).toBe(200);
      expect(html).toContain('2027 fee schedule</h1>');
      expect(html).toContain('data-testid="news-preview"');
      expect(headers.get('Cache-Control')).toBe('private, no-store');
      const call = calls.find((each) => each.path === `${BASE}/news-detail-preview`);
      expect(call?.headers[PREVIEW_TOKEN_HEADER]).toBe('cms-token-123');
      expect(call?.url).not.toContain('cms-token-123');
    });

    it('shows articles under their channel, and 404s an article asked under another channel', async () => {
      const special = await visit('/zh-hk/news-detail/special/2001');
      expect(special.status).toBe(200);
      expect(special.html).toContain('href="/zh-hk/special-detail/1"');
      expect(special.html).toContain('href="/zh-hk/news-detail/special/2000"');
      expect(special.html).toContain('href="/zh-hk/sta-regform?rgdim_source=special&amp;rgdim_id=2001"');
      const flash = await visit('/en/news-detail/flash/3001');
      expect(flash.html).toContain('Back to News flash');
      expect(flash.html).toContain('href="/en/news-flash-list"');
      expect((await visit('/en/news-detail/stock/2001')).status).toBe(404);
    });

    it('shows a press release with its neighbours in the media centre and a media registration link', async () => {
      const { status, html } = await visit('/en/about-us/media-centre/detail/1009');
      expect(status).toBe(200);
      expect(html).toContain('href="/en/about-us/media-centre/detail/1008"');
      expect(html).toContain('href="/en/about-us/media-centre"');
      expect(html).toContain('rgdim_source=media&amp;rgdim_id=1009');
    });

    /** The related-articles block of a page (empty when there is none). */
    const relatedOf = (html: string) => {
      const start = html.indexOf('data-testid="related-articles"');
      return start < 0 ? '' : html.slice(start, html.indexOf('</section>', start));
    };

    it('ends a press release with the three newest others, never itself, listed in the page’s language', async () => {
      const releases = [1010, 1009, 1008, 1007, 1006].map((each) => article(each, `Release ${each}`));
      const { html, calls } = await visit('/zh-hk/about-us/media-centre/detail/1009', {
        answers: (call) => (call.path === `${BASE}/media-list` ? ok({ list: releases.slice(0, Number(call.query.get('limit'))), total: releases.length }) : answer(call)),
      });
      const related = relatedOf(html);
      expect([...related.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual(['/zh-hk/about-us/media-centre/detail/1010', '/zh-hk/about-us/media-centre/detail/1008', '/zh-hk/about-us/media-centre/detail/1007']);
      const detail = calls.find((call) => call.path === `${BASE}/media-detail`);
      const list = calls.find((call) => call.path === `${BASE}/media-list`);
      expect(list?.headers['x-lang']).toBe(detail?.headers['x-lang']);
    });

    it('ends a company news item with the newest others of its own category only', async () => {
      const items = [news(440, 'Market notice'), news(439, 'Branch opens'), news(401, 'News 401'), news(438, 'Award'), news(437, 'Fee review'), news(436, 'New app')].map((item, index) =>
        index === 0 || index === 3 ? { ...item, category: index === 0 ? ('market' as const) : ('award' as const) } : item,
      );
      const { html } = await visit('/en/news-detail/401', { answers: (call) => (call.path === `${BASE}/news-list` ? ok({ list: items, total: items.length }) : answer(call)) });
      const related = relatedOf(html);
      expect([...related.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual(['/en/news-detail/439', '/en/news-detail/437', '/en/news-detail/436']);
      expect(related).toContain('Related articles');
    });

    it('ends a column’s lesson with the other lessons of that column', async () => {
      const lessons = [2003, 2002, 2001].map((each) => article(each, `Lesson ${each}`));
      const { html, calls } = await visit('/en/news-detail/special/2001', {
        answers: (call) => (call.path === `${BASE}/special-detail` ? ok({ column: column(1, 'Investing 101'), list: lessons, total: 3 }) : answer(call)),
      });
      expect(calls.find((call) => call.path === `${BASE}/special-detail`)?.query.get('id')).toBe('1');
      expect([...relatedOf(html).matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual(['/en/news-detail/special/2003', '/en/news-detail/special/2002']);
    });

    it('ends a stock note with the other notes of its stock, asking for that stock’s news once', async () => {
      const notes = [7003, 7002, 7001].map((each) => article(each, `Note ${each}`));
      const { html, calls } = await visit('/en/news-detail/stock/7001', {
        answers: (call) => {
          if (call.path === `${BASE}/article-detail` && call.query.get('id') === '7001') return ok(fullArticle(7001, 'stock', '00700.HK', { bodyHtml: STOCKS_HTML }));
          if (call.path === `${BASE}/stock-news` && call.query.get('id') === '00700.HK') return ok({ stock: { code: '00700.HK', name: 'Tencent', market: 'hk' }, list: notes, total: 3 });
          return answer(call);
        },
      });
      expect([...relatedOf(html).matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual(['/en/news-detail/stock/7003', '/en/news-detail/stock/7002']);
      // The body's own stock is linked from the same answer; the other code is still looked up.
      expect(html).toContain('Tencent (<a href="/en/news-stock/00700.HK">00700.HK</a>) and HSBC (00005.HK) lead.');
      const stockCalls = calls.filter((call) => call.path === `${BASE}/stock-news`).map((call) => call.query.get('id'));
      expect(stockCalls.sort()).toEqual(['00005.HK', '00700.HK']);
    });

    it('shows the article without related articles when they cannot be listed (logged)', async () => {
      const { status, html } = await visit('/en/about-us/media-centre/detail/1009', { answers: (call) => (call.path === `${BASE}/media-list` ? 'hang-up' : answer(call)) });
      expect(status).toBe(200);
      expect(html).not.toContain('data-testid="related-articles"');
      expect(logger.warn).toHaveBeenCalledWith('Related articles could not be loaded', expect.objectContaining({ id: 1009 }));
    });

    it.each(['/en/news-detail/abc', '/en/news-detail/401/x', '/en/news-detail/blog/5', '/en/news-detail/999', '/en/news-detail/special/999', '/en/about-us/media-centre/detail/12a', '/en/about-us/media-centre/detail/5'])('answers %s with the 404 page', async (path) => {
      expect((await visit(path)).status).toBe(404);
    });

    it('answers 503 and logs when the API fails for the item', async () => {
      const { status } = await visit('/en/news-detail/401', { answers: (call) => (call.path === `${BASE}/news-detail` ? 'hang-up' : answer(call)) });
      expect(status).toBe(503);
      expect(logger.error).toHaveBeenCalledWith('News article could not be loaded', expect.objectContaining({ district: 'hk', lang: 'en' }));
    });
  });

  describe('newsSitemapPages', () => {
    it('names the special columns only: the growing collections have sitemap files of their own (sitemap.spec)', () =>
      withStubApi(answer, async (api, client) => {
        expect(await newsSitemapPages(client)).toEqual(['special-detail/1', 'special-detail/2']);
        expect(api.callsTo(`${BASE}/news-list`)).toEqual([]);
        expect(api.callsTo(`${BASE}/news-flash-list`)).toEqual([]);
        expect(api.callsTo(`${BASE}/special-detail`)).toEqual([]);
      }));

    it('leaves the columns out, and logs it, when the API cannot list them', () =>
      withStubApi(
        (call) => (call.path === `${BASE}/special-list` ? undefined : answer(call)),
        async (_api, client) => {
          expect(await newsSitemapPages(client)).toEqual([]);
          expect(logger.warn).toHaveBeenCalledWith('News sitemap pages could not be listed', expect.objectContaining({ collection: 'special' }));
        },
      ));
  });
});
