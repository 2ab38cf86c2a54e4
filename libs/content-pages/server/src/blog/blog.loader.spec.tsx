import path from 'node:path';
import { BlogDetailRoute, BlogListRoute, BookDetailRoute, BookListRoute, blogDetailMeta, bookDetailMeta } from '@brokerage/content-pages';
import { CODES, X_LANG, X_TYPE, type Article, type BookDetail, type BookSummary } from '@brokerage/contracts';
import { district as hk } from '@brokerage/hk-district';
import { district as mainland } from '@brokerage/mainland-district';
import type { DistrictConfig } from '@brokerage/domain';
import { logger } from '@brokerage/site-server';
import { appRoutes, ok, refusal, type InProcessRoute, type StubAnswer, type StubAnswers } from '@brokerage/site-server/testing';
import { pageRoute, siteRoutes, visitSite, withStubApi } from '../testing-support';
import { blogDetailLoader, blogListLoader, blogSitemapPages, bookDetailLoader, bookListLoader } from './blog.loader';

const BASE = '/official-website-config/api/v1';
const PAGE_TEXT = `${BASE}/page-text`;
const BLOG_TAGS = `${BASE}/blog-tags`;
const BLOG_LIST = `${BASE}/blog-list`;
const BLOG_DETAIL = `${BASE}/blog-detail`;
const BOOK_TYPES = '/config-manager/api/cfg-valuable-manager/v1';
const BOOKS_BY_TYPE = '/config-manager/api/cfg-valuable-book-by-type/v1';
const BOOK_BY_NAME = '/config-manager/api/cfg-valuable-book-by-name/v1';
const SITE_URL = 'https://www.example.com.hk';

/** The four slices mounted as the apps mount them. */
const routesOf = (site: DistrictConfig): InProcessRoute[] =>
  siteRoutes(site, [
    pageRoute('blog.($tagId).($page)', 'blog/:tagId?/:page?', { loader: blogListLoader, default: BlogListRoute }),
    pageRoute('blog.detail.$id', 'blog/detail/:id', { loader: blogDetailLoader, default: BlogDetailRoute, meta: blogDetailMeta }),
    pageRoute('book._index', 'book', { loader: bookListLoader, default: BookListRoute }, { index: true }),
    pageRoute('book.detail.$id', 'book/detail/:id', { loader: bookDetailLoader, default: BookDetailRoute, meta: bookDetailMeta }),
  ]);

const TAGS = [
  { id: 1, name: 'Market views', postCount: 13 },
  { id: 2, name: 'Product guides', postCount: 0 },
];

const summary = (id: number, tagId = 1) => ({
  id,
  tagId,
  title: `Post ${id}`,
  summary: `Summary of post ${id}.`,
  source: 'Harbourfront blog',
  author: 'Harbourfront Research',
  coverImage: `/images/blog/${id}.svg`,
  // 20:00 UTC is the next day in Hong Kong.
  publishedAt: '2026-11-15T20:00:00.000Z',
});

const post = (overrides: Partial<Article> = {}): Article & { tag: { id: number; name: string } } => ({
  ...summary(5001),
  title: 'Year-end outlook',
  summary: 'Rates, earnings and listings.',
  channel: 'blog',
  groupKey: '1',
  bodyHtml:
    '<p>Where rates settle.</p><script>alert(1)</script><img src=x onerror="alert(2)"><p onclick="steal()">See <a href="javascript:alert(3)">this</a> and <a href="https://example.com">that</a>.</p>',
  previous: { id: 5000, title: 'An older post' },
  next: { id: 5002, title: 'A newer post' },
  tag: { id: 1, name: 'Market views' },
  ...overrides,
});

const book = (name: string, type: string, title: string): BookSummary => ({
  name,
  type,
  title,
  subtitle: `${title} subtitle`,
  author: 'Education Team',
  summary: `About ${title}.`,
  coverImage: `/images/official/books/${name}.svg`,
  pageCount: 48,
  publishedAt: '2025-03-01T02:00:00.000Z',
});

const bookDetail = (overrides: Partial<BookDetail> = {}): BookDetail => ({
  ...book('options-explained', 'derivatives', 'Options Explained'),
  typeName: 'Derivatives and leverage',
  chapters: [{ title: 'Calls and puts', summary: 'The two kinds of option.' }],
  contentHtml: '<p>Options give a right.</p><script>alert(1)</script><a href="javascript:alert(2)" onmouseover="x()">go</a>',
  ...overrides,
});

const notFound: StubAnswer = refusal(CODES.NOT_FOUND, 'not found');
const pageText = (page: string) => ok({ page, contentI18n: page === 'blog' ? { title: 'Harbourfront blog', intro: 'Market thinking.', allTags: 'All' } : { title: 'Investor library', intro: 'Free e-books.' } });

const blogAnswers = (total = 3, list = [summary(5001), summary(5002), summary(5003)]): StubAnswers => (call) => {
  if (call.path === PAGE_TEXT) return pageText(call.query.get('page') ?? '');
  if (call.path === BLOG_TAGS) return ok({ list: TAGS, total: TAGS.length });
  if (call.path === BLOG_LIST) return ok({ list, total });
  return undefined;
};

const serve = (answers: StubAnswers, url: string, site: DistrictConfig = hk, routes = routesOf(site)) =>
  visitSite(answers, url, { site, routes, environment: { HK_SITE_URL: SITE_URL } });

describe('blog and library slices', () => {
  beforeEach(() => {
    jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  describe('blog list', () => {
    it('lists every post, 10 a page from the first, with the tags and page links', async () => {
      const { status, html, calls } = await serve(blogAnswers(23), '/en/blog');
      expect(status).toBe(200);
      expect(html).toContain('Harbourfront blog</h1>');
      expect(html).toContain('href="/en/blog/detail/5001"');
      expect(html).toContain('href="/en/blog/1"');
      expect(html).toContain('16 Nov 2026');
      expect(html).toContain('href="/en/blog/all/3"');
      const list = calls.find((call) => call.path === BLOG_LIST);
      expect(list?.query.get('offset')).toBe('0');
      expect(list?.query.get('limit')).toBe('10');
      expect(list?.query.has('tagId')).toBe(false);
    });

    it("asks for one tag's page in the visitor language on the mainland site", async () => {
      const { status, html, calls } = await serve(blogAnswers(13), '/mainland/zh-cn/blog/1/2', mainland);
      expect(status).toBe(200);
      expect(html).toContain('href="/mainland/zh-cn/blog/detail/5001"');
      expect(html).toMatch(/href="\/mainland\/zh-cn\/blog\/1\/2" aria-current="page"|aria-current="page"[^>]*href="\/mainland\/zh-cn\/blog\/1\/2"/);
      const list = calls.find((call) => call.path === BLOG_LIST);
      expect(list?.query.get('tagId')).toBe('1');
      expect(list?.query.get('offset')).toBe('10');
      expect(list?.headers['x-lang']).toBe(X_LANG['zh-cn']);
      expect(list?.headers['x-type']).toBe(X_TYPE.mainland);
    });

    it('pages through every post under blog/all', async () => {
      const { status, calls } = await serve(blogAnswers(23), '/en/blog/all/3');
      expect(status).toBe(200);
      expect(calls.find((call) => call.path === BLOG_LIST)?.query.get('offset')).toBe('20');
    });

    it('shows the empty state for a tag without posts', async () => {
      const { status, html } = await serve(blogAnswers(0, []), '/en/blog/2');
      expect(status).toBe(200);
      expect(html).toContain('There are no posts here yet.');
    });

    it.each([
      ['an unknown tag', '/en/blog/99'],
      ['a tag that is no number', '/en/blog/market'],
      ['a tag with a leading zero', '/en/blog/01'],
      ['a page that is no number', '/en/blog/1/two'],
      ['page 0', '/en/blog/1/0'],
      ['a page beyond the last', '/en/blog/1/3'],
      ['a page beyond the last of every post', '/en/blog/all/4'],
    ])('answers 404 for %s', async (_, url) => {
      const { status, html } = await serve(blogAnswers(13), url);
      expect(status).toBe(404);
      expect(html).not.toContain('Harbourfront blog</h1>');
      expect(logger.error).not.toHaveBeenCalled();
    });

    it('answers 503 and logs why when the API fails', async () => {
      const { status } = await serve({}, '/zh-hk/blog');
      expect(status).toBe(503);
      expect(logger.error).toHaveBeenCalledWith('Blog list could not be loaded', expect.objectContaining({ district: 'hk', lang: 'zh-hk', tagId: null, page: 1 }));
    });
  });

  describe('blog post', () => {
    it('renders the post with its body sanitised, tag, neighbours and the article head', async () => {
      const { status, html, calls } = await serve({ [BLOG_DETAIL]: ok(post()) }, '/en/blog/detail/5001');
      expect(status).toBe(200);
      expect(calls.find((call) => call.path === BLOG_DETAIL)?.query.get('id')).toBe('5001');
      expect(html).toContain('Year-end outlook</h1>');
      expect(html).toContain('<p>Where rates settle.</p>');
      expect(html).not.toMatch(/<script>alert|onerror|onclick|javascript:/);
      expect(html).toMatch(/<a href="https:\/\/example\.com" target="_blank" rel="noopener noreferrer">that<\/a>/);
      expect(html).toContain('href="/en/blog/1"');
      expect(html).toContain('href="/en/blog/detail/5000"');
      expect(html).toContain('href="/en/blog/detail/5002"');
      expect(html).toContain('16 Nov 2026');
      expect(html).toContain('<title>Year-end outlook');
      expect(html).toContain(`<meta property="og:url" content="${SITE_URL}/en/blog/detail/5001"/>`);
      expect(html).toContain(`<meta property="og:image" content="${SITE_URL}/images/blog/5001.svg"/>`);
      expect(html).toContain('"@type":"Article"');
    });

    it('ends the post with the newest other posts of its tag, never itself, asked in the page’s language', async () => {
      const tagPosts = [summary(5004), summary(5001), summary(5003), summary(5002)];
      const { html, calls } = await serve({ [BLOG_DETAIL]: ok(post()), [BLOG_LIST]: ok({ list: tagPosts, total: 4 }) }, '/zh-cn/blog/detail/5001');
      const list = calls.find((call) => call.path === BLOG_LIST);
      expect(list?.query.get('tagId')).toBe('1');
      expect(list?.headers['x-lang']).toBe(calls.find((call) => call.path === BLOG_DETAIL)?.headers['x-lang']);
      const start = html.indexOf('data-testid="related-articles"');
      const related = html.slice(start, html.indexOf('</section>', start));
      expect(related).toContain('Market views最新文章');
      expect([...related.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual(['/zh-cn/blog/detail/5004', '/zh-cn/blog/detail/5003', '/zh-cn/blog/detail/5002']);
    });

    it('shows the post without related posts when they cannot be listed (logged)', async () => {
      const { status, html } = await serve({ [BLOG_DETAIL]: ok(post()) }, '/en/blog/detail/5001');
      expect(status).toBe(200);
      expect(html).not.toContain('data-testid="related-articles"');
      expect(logger.warn).toHaveBeenCalledWith('Related blog posts could not be loaded', expect.objectContaining({ id: 5001, tagId: 1 }));
    });

    it.each([
      ['an id that is no number', '/en/blog/detail/abc', 0],
      ['an unknown id', '/en/blog/detail/404', 1],
    ])('answers 404 for %s', async (_, url, apiCalls) => {
      const { status, calls } = await serve({ [BLOG_DETAIL]: notFound }, url);
      expect(status).toBe(404);
      expect(calls.filter((call) => call.path === BLOG_DETAIL)).toHaveLength(apiCalls);
    });

    it('answers 503 and logs why when the API fails', async () => {
      const { status } = await serve({}, '/en/blog/detail/5001');
      expect(status).toBe(503);
      expect(logger.error).toHaveBeenCalledWith('Blog post could not be loaded', expect.objectContaining({ id: 5001 }));
    });

    it("routes blog/detail/{id} of the app's own route files to the post, not to a tag called detail", async () => {
      const routes = appRoutes(path.resolve(__dirname, '../../../../../apps/hk/app'));
      const { status, html } = await serve({ [BLOG_DETAIL]: ok(post()) }, '/en/blog/detail/5001', hk, routes);
      expect(status).toBe(200);
      expect(html).toContain('Year-end outlook</h1>');
      const list = await serve(blogAnswers(3), '/en/blog/1', hk, routes);
      expect(list.status).toBe(200);
      expect(list.html).toContain('Harbourfront blog</h1>');
    });
  });

  describe('investor library', () => {
    const libraryAnswers: Record<string, StubAnswer> = {
      [PAGE_TEXT]: pageText('book'),
      [BOOK_TYPES]: ok({
        list: [
          { code: 'getting-started', name: 'Getting started', description: 'First steps.', total: 1 },
          { code: 'strategy', name: 'Investment strategy', description: 'Frameworks.', total: 0 },
          { code: 'derivatives', name: 'Derivatives and leverage', description: 'Options and margin.', total: 1 },
        ],
        total: 3,
      }),
      [BOOKS_BY_TYPE]: ok({ list: [book('options-explained', 'derivatives', 'Options Explained'), book('hong-kong-stocks-starter-guide', 'getting-started', 'Starter Guide')], total: 2 }),
    };

    it('lists the books by type, in the order of the types, leaving out empty types', async () => {
      const { status, html, calls } = await serve(libraryAnswers, '/en/book');
      expect(status).toBe(200);
      expect(html).toContain('Investor library</h1>');
      expect(html.indexOf('Getting started</h2>')).toBeLessThan(html.indexOf('Derivatives and leverage</h2>'));
      expect(html).not.toContain('Investment strategy</h2>');
      expect(html).toContain('href="/en/book/detail/options-explained"');
      expect(calls.find((call) => call.path === BOOKS_BY_TYPE)?.method).toBe('POST');
    });

    it('answers 503 and logs why when the library cannot be loaded', async () => {
      const { status } = await serve({}, '/en/book');
      expect(status).toBe(503);
      expect(logger.error).toHaveBeenCalledWith('Investor library could not be loaded', expect.objectContaining({ district: 'hk', lang: 'en' }));
    });

    it('renders a book by its name with its text sanitised and the article head', async () => {
      const { status, html, calls } = await serve({ [BOOK_BY_NAME]: ok(bookDetail()) }, '/zh-hk/book/detail/options-explained');
      expect(status).toBe(200);
      expect(calls.find((call) => call.path === BOOK_BY_NAME)?.body).toEqual({ name: 'options-explained' });
      expect(html).toContain('Options Explained</h1>');
      expect(html).toContain('Calls and puts');
      expect(html).toContain('<p>Options give a right.</p>');
      expect(html).not.toMatch(/<script>alert|onmouseover|javascript:/);
      expect(html).toContain('2025年3月1日');
      expect(html).toContain(`<meta property="og:url" content="${SITE_URL}/zh-hk/book/detail/options-explained"/>`);
    });

    it.each([
      ['a path on the site', '/files/books/options-explained-en.pdf', true],
      ['an https address', 'https://cdn.example.com/options-explained-en.pdf', true],
      ['a script address', 'javascript:alert(1)', false],
      ['another site without a scheme', '//evil.example/x.pdf', false],
    ])('offers the book PDF when the API gives %s only if it is a path or https', async (_what, pdfUrl, shown) => {
      const { html } = await serve({ [BOOK_BY_NAME]: ok(bookDetail({ pdfUrl })) }, '/en/book/detail/options-explained');
      expect(html.includes(`href="${pdfUrl}"`)).toBe(shown);
      expect(html).toContain('href="#book-about"');
    });

    it.each([
      ['a malformed name', '/en/book/detail/Options_Explained', 0],
      ['an unknown name', '/en/book/detail/no-such-book', 1],
    ])('answers 404 for %s', async (_, url, apiCalls) => {
      const { status, calls } = await serve({ [BOOK_BY_NAME]: notFound }, url);
      expect(status).toBe(404);
      expect(calls.filter((call) => call.path === BOOK_BY_NAME)).toHaveLength(apiCalls);
    });

    it('answers 503 and logs why when the book cannot be loaded', async () => {
      const { status } = await serve({}, '/en/book/detail/options-explained');
      expect(status).toBe(503);
      expect(logger.error).toHaveBeenCalledWith('Book could not be loaded', expect.objectContaining({ name: 'options-explained' }));
    });
  });

  describe('blogSitemapPages', () => {
    it('names the books the API lists, not the posts (they have sitemap files of their own, sitemap.spec)', () =>
      withStubApi(
        {
          [BLOG_LIST]: ok({ list: [summary(5002), summary(5001)], total: 2 }),
          [BOOKS_BY_TYPE]: ok({ list: [book('options-explained', 'derivatives', 'Options')], total: 1 }),
        },
        async (api, client) => {
          expect(await blogSitemapPages(client)).toEqual(['book/detail/options-explained']);
          expect(api.callsTo(BLOG_LIST)).toEqual([]);
        },
      ));

    it('leaves out the books when the API cannot give them, and logs it', () =>
      withStubApi({}, async (_api, client) => {
        expect(await blogSitemapPages(client)).toEqual([]);
        expect(logger.error).toHaveBeenCalledWith('Sitemap pages could not be listed', expect.objectContaining({ part: 'book' }));
      }));
  });
});
