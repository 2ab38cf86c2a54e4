import type { LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { isEnvelope, type BrokerApi } from '@brokerage/api-client';
import { listPagePath, newsPaging, registerPathOf, type NewsCard, type NewsDetailData, type NewsListData, type NewsListKind, type NewsNeighbour, type NewsTab } from '@brokerage/content-pages';
import { CODES, NEWS_FLASH_TYPES, PREVIEW_TOKEN_HEADER, type Article, type ArticleSummary, type NewsFlashType, type NewsSummary } from '@brokerage/contracts';
import { isExternalHref, langOfPath, pagePath } from '@brokerage/domain';
import { hongKongDay } from '@brokerage/i18n';
import { logger, requestApi, sanitizeCmsHtml, siteContextOf, type SitemapCollection } from '@brokerage/site-server';
import { shortenText } from '@brokerage/validation';
import { relatedArticles, RELATED_PAGE } from '../related';
import { linkStockCodes, stockCodesIn, stocksWithNews, type StockNewsAsked } from './stock-links';

const { offsetOf, PAGE_SIZE, pageCountOf, parsePageParam } = newsPaging;

/*
 * Which API collection feeds which route, so that every item has exactly one detail page:
 *
 * - official-website-config `news-*` (news-list, news-detail, news-detail-preview): the company's
 *   news (announcements, market notices, awards; each with a year). Listed at `news-list/{page?}`,
 *   shown at `news-detail/{id}/{page?}` (`?preview=1` → news-detail-preview). The home page's
 *   news block already links these as `news-detail/{id}`. `news-year-list` is not used: the
 *   years belong to the media centre, which is the press-release archive.
 * - page content `media-*` (media-years, media-list, media-detail): press releases and media
 *   coverage. Shown at `about-us/media-centre/detail/{id}`; listed by year at
 *   `about-us/media-centre/{year?}/{page?}` (no year: every year) and, across years, at
 *   `media-list/{page?}` (the "Media coverage" entry of the Investment Courses menu). Both lists
 *   link the same detail route, so a press release has one address.
 * - page content `special-list` / `special-detail`: the columns (`special-list/{page?}`) and one
 *   column with its lessons (`special-detail/{id}/{page?}`).
 * - page content `article-detail` (channels special, flash, stock): one lesson, flash or stock note
 *   at `news-detail/{channel}/{id}/{page?}`, categoryId being the channel (`special`, `flash`,
 *   `stock`) so the address never collides with `news-detail/{id}/{page}` of the company news. The
 *   article's channel must match, otherwise 404. `news-flash-list/{type?}` and `news-stock/{id}/{page?}`
 *   list flash and stock notes. Blog posts (channel blog) belong to blog/detail, not here.
 *
 * `{page}` of a detail route is the page of its list the visitor came from (the back link); the
 * canonical URL leaves it out.
 */

/** Summaries on cards are shortened (validation lib's rule: words in English, characters in Chinese). */
const CARD_SUMMARY_LIMIT = 40;
/** The news flash has no paging route: a market's newest notes, the API's page maximum. */
const FLASH_LIMIT = 50;
/** How many items of each collection the sitemap names (the API's page maximum). */
const SITEMAP_LIMIT = 50;

/** Channels of article-detail and their route segment (`news-detail/{channel}/{id}`). */
const ARTICLE_CHANNELS = ['special', 'flash', 'stock'] as const;
type ArticleChannel = (typeof ARTICLE_CHANNELS)[number];

const notFound = () => new Response(null, { status: 404 });
const unavailable = () => new Response(null, { status: 503 });
const isApiNotFound = (error: unknown) => isEnvelope(error) && error.code === CODES.NOT_FOUND;

/** A numeric id segment, or null. */
const idOf = (raw: string | undefined): number | null => (raw !== undefined && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null);
/** A stock code as stock-news accepts it (`00700.HK`). */
const stockCodeOf = (raw: string | undefined): string | null => (raw !== undefined && /^[0-9A-Z]{1,10}\.(HK|US|SH|SZ)$/.test(raw) ? raw : null);
const yearOf = (raw: string | undefined): number | null => (raw !== undefined && /^20\d\d$/.test(raw) ? Number(raw) : null);

const requestOf = ({ request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>) => {
  const { site, env } = siteContextOf(context);
  const url = new URL(request.url);
  return { site, env, url, lang: langOfPath(site, url.pathname) };
};

const absolute = (siteUrl: string, path: string) => (!path ? null : isExternalHref(path) ? path : `${siteUrl}${path.startsWith('/') ? '' : '/'}${path}`);

const summaryOf = (text: string) => shortenText(text, CARD_SUMMARY_LIMIT);

const cardOf = (item: ArticleSummary | NewsSummary, path: string): NewsCard => ({
  id: item.id,
  title: item.title,
  summary: summaryOf(item.summary),
  coverImage: item.coverImage || null,
  publishedDay: hongKongDay(item.publishedAt),
  byline: item.source,
  path,
});

const listPaths = {
  news: (id: number) => `news-detail/${id}`,
  media: (id: number) => `about-us/media-centre/detail/${id}`,
  article: (channel: ArticleChannel, id: number) => `news-detail/${channel}/${id}`,
};

/**
 * Runs the API part of a list page: a thrown Response (404) passes, any other failure is logged
 * and answered 503 (the list is the page's core content). A page beyond the last is a 404.
 */
const listPage = async (args: LoaderFunctionArgs, route: string, build: (api: BrokerApi) => Promise<NewsListData>): Promise<NewsListData> => {
  const { site, lang } = requestOf(args);
  let result: NewsListData;
  try {
    const api = await requestApi({ request: args.request, context: args.context, lang });
    result = await build(api);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isApiNotFound(error)) throw notFound();
    logger.error('News list could not be loaded', { district: site.district, lang, route, params: args.params, error });
    throw unavailable();
  }
  if (result.page > result.pageCount) throw notFound();
  return result;
};

const pageParam = (args: LoaderFunctionArgs): number => {
  const page = parsePageParam(args.params['page']);
  if (page === null) throw notFound();
  return page;
};

const paging = (page: number) => ({ offset: offsetOf(page), limit: PAGE_SIZE });

const simpleList = (kind: NewsListKind, basePath: string, page: number, list: { list: NewsCard[]; total: number }): NewsListData => ({
  kind,
  items: list.list,
  page,
  pageCount: pageCountOf(list.total),
  basePath,
});

/** `news-list/{page?}`: the company news, newest first. */
export const newsListLoader = async (args: LoaderFunctionArgs) => {
  const page = pageParam(args);
  return listPage(args, 'news-list', async (api) => {
    const answer = await api.officialWebsiteConfig.newsList({ offset: String(offsetOf(page)), limit: String(PAGE_SIZE) });
    return simpleList('news', 'news-list', page, { list: answer.list.map((item) => cardOf(item, listPaths.news(item.id))), total: answer.total });
  });
};

/** `media-list/{page?}`: press releases and media coverage of every year. */
export const mediaListLoader = async (args: LoaderFunctionArgs) => {
  const page = pageParam(args);
  return listPage(args, 'media-list', async (api) => {
    const answer = await api.content.mediaList(paging(page));
    return simpleList('media', 'media-list', page, { list: answer.list.map((item) => cardOf(item, listPaths.media(item.id))), total: answer.total });
  });
};

/** `about-us/media-centre/{year?}/{page?}`: the press releases of one year (or all), with the year tabs. */
export const mediaCentreLoader = async (args: LoaderFunctionArgs) => {
  // One segment is a year (`2025`) or, below 2000, a page of every year (`about-us/media-centre/2`).
  const onlyOne = args.params['page'] === undefined && args.params['year'] !== undefined && yearOf(args.params['year']) === null;
  const rawYear = onlyOne ? undefined : args.params['year'];
  const year = rawYear === undefined ? null : yearOf(rawYear);
  if (rawYear !== undefined && year === null) throw notFound();
  const page = parsePageParam(onlyOne ? args.params['year'] : args.params['page']);
  if (page === null || (onlyOne && page >= 2000)) throw notFound();
  return listPage(args, 'about-us/media-centre', async (api) => {
    const [years, answer] = await Promise.all([api.content.mediaYears(), api.content.mediaList({ ...(year === null ? {} : { year }), ...paging(page) })]);
    if (year !== null && !years.list.includes(year)) throw notFound();
    const basePath = year === null ? 'about-us/media-centre' : `about-us/media-centre/${year}`;
    const tabs: NewsTab[] = [
      { key: 'all', path: 'about-us/media-centre', current: year === null },
      ...years.list.map((each) => ({ key: String(each), path: `about-us/media-centre/${each}`, current: each === year })),
    ];
    return { ...simpleList('media-centre', basePath, page, { list: answer.list.map((item) => cardOf(item, listPaths.media(item.id))), total: answer.total }), tabs };
  });
};

/** `special-list/{page?}`: the special columns (investment courses). */
export const specialListLoader = async (args: LoaderFunctionArgs) => {
  const page = pageParam(args);
  return listPage(args, 'special-list', async (api) => {
    const answer = await api.content.specialList(paging(page));
    const cards = answer.list.map((column): NewsCard => ({
      id: column.id,
      title: column.title,
      summary: summaryOf(column.summary),
      coverImage: column.coverImage || null,
      publishedDay: column.latestPublishedAt && hongKongDay(column.latestPublishedAt),
      byline: column.author,
      path: `special-detail/${column.id}`,
      articleCount: column.articleCount,
    }));
    return simpleList('special-list', 'special-list', page, { list: cards, total: answer.total });
  });
};

/** `special-detail/{id}/{page?}`: one column, its lessons a page at a time, and the registration link. */
export const specialDetailLoader = async (args: LoaderFunctionArgs) => {
  const id = idOf(args.params['id']);
  if (id === null) throw notFound();
  const page = pageParam(args);
  const { site, env, lang } = requestOf(args);
  return listPage(args, 'special-detail', async (api) => {
    const answer = await api.content.specialDetail({ id, ...paging(page) });
    const { column } = answer;
    return {
      ...simpleList('special-column', `special-detail/${id}`, page, { list: answer.list.map((item) => cardOf({ ...item, source: item.author || item.source }, listPaths.article('special', item.id))), total: answer.total }),
      title: column.title,
      lead: column.summary,
      registerPath: registerPathOf('special', id),
      head: {
        title: column.title,
        description: column.summary,
        url: `${env.SITE_URL}${pagePath(site, lang, `special-detail/${id}`)}`,
        image: absolute(env.SITE_URL, column.coverImage),
        kind: 'Article',
        date: column.latestPublishedAt,
      },
    };
  });
};

/** `news-stock/{id}/{page?}`: news about one stock code (`00700.HK`). */
export const newsStockLoader = async (args: LoaderFunctionArgs) => {
  const code = stockCodeOf(args.params['id']);
  if (code === null) throw notFound();
  const page = pageParam(args);
  return listPage(args, 'news-stock', async (api) => {
    const answer = await api.content.stockNews({ id: code, ...paging(page) });
    return {
      ...simpleList('stock', `news-stock/${code}`, page, { list: answer.list.map((item) => cardOf(item, listPaths.article('stock', item.id))), total: answer.total }),
      stock: { name: answer.stock.name, code: answer.stock.code },
    };
  });
};

/** The address of a market's flash: hk is the list's default, `news-flash-list` itself. */
const flashPath = (type: string) => (type === 'hk' ? 'news-flash-list' : `news-flash-list/${type}`);

/** `news-flash-list/{type?}`: a market's news flash (hk when none; anything but hk, us, a is a 404). */
export const newsFlashListLoader = async (args: LoaderFunctionArgs) => {
  const raw = args.params['type'];
  const type = raw === undefined ? 'hk' : (NEWS_FLASH_TYPES as readonly string[]).includes(raw) ? (raw as NewsFlashType) : null;
  if (type === null) throw notFound();
  return listPage(args, 'news-flash-list', async (api) => {
    const answer = await api.content.newsFlashList({ type, offset: 0, limit: FLASH_LIMIT });
    // Each notice links the stocks it names (those with stock news).
    const stocks = await stocksWithNews(api, stockCodesIn(...answer.list.flatMap((item) => [item.title, item.summary])));
    return {
      kind: 'flash',
      items: answer.list.map((item) => {
        const named = stockCodesIn(item.title, item.summary);
        return { ...cardOf(item, listPaths.article('flash', item.id)), stocks: stocks.filter((stock) => named.includes(stock.code)) };
      }),
      page: 1,
      pageCount: 1,
      basePath: flashPath(type),
      tabs: NEWS_FLASH_TYPES.map((each) => ({ key: each, path: flashPath(each), current: each === type })),
    };
  });
};

// ---------- detail pages ----------

/** The `news-detail/{categoryId?}/{id}/{page?}` segments as given: two numbers are an id and a page. */
const newsDetailParams = (params: LoaderFunctionArgs['params']) => {
  const given = [params['categoryId'], params['id'], params['page']].filter((segment): segment is string => segment !== undefined);
  const [first, second, third] = given;
  if (given.length === 3) return { channel: first, id: second, page: third };
  if (given.length === 2 && idOf(first) === null) return { channel: first, id: second, page: undefined };
  return { channel: undefined, id: first, page: second };
};

const previewTokenOf = (url: URL) => url.searchParams.get('previewToken') ?? url.searchParams.get('token') ?? '';

/**
 * `news-detail/{id}/{page?}` (company news; `?preview=1&previewToken=…` shows a draft through
 * news-detail-preview, the token going to the API in the X-Preview-Token header and the page
 * answered `Cache-Control: private, no-store`) and `news-detail/{channel}/{id}/{page?}` (an
 * article of a special column, the news flash or stock news).
 */
export const newsDetailLoader = async (args: LoaderFunctionArgs) => {
  const raw = newsDetailParams(args.params);
  const id = idOf(raw.id);
  const listPageNumber = parsePageParam(raw.page);
  const channel = raw.channel === undefined ? null : (ARTICLE_CHANNELS as readonly string[]).includes(raw.channel) ? (raw.channel as ArticleChannel) : undefined;
  if (id === null || listPageNumber === null || channel === undefined) throw notFound();
  const { site, env, url, lang } = requestOf(args);
  const preview = channel === null && url.searchParams.get('preview') === '1';
  let body: NewsDetailData;
  try {
    const api = await requestApi({ request: args.request, context: args.context, lang });
    if (channel === null) {
      const token = previewTokenOf(url);
      const news = preview
        ? await api.officialWebsiteConfig.newsDetailPreview({ id: String(id) }, token ? { headers: { [PREVIEW_TOKEN_HEADER]: token } } : undefined)
        : await api.officialWebsiteConfig.newsDetail({ id: String(id) });
      const path = listPaths.news(id);
      const [bodyHtml, related] = await Promise.all([
        withStockLinks(api, sanitizeCmsHtml(news.contentHtml), (target) => pagePath(site, lang, target)),
        preview
          ? null
          : relatedArticles(id, {
              list: async () => (await api.officialWebsiteConfig.newsList({ offset: '0', limit: String(COMPANY_NEWS_SCAN) })).list,
              pathOf: listPaths.news,
              same: (item) => item.category === news.category,
            }),
      ]);
      body = {
        head: { title: news.title, description: news.summary, url: `${env.SITE_URL}${pagePath(site, lang, path)}`, image: absolute(env.SITE_URL, news.coverImage), kind: 'Article', date: news.publishedAt },
        article: { title: news.title, byline: news.source, publishedDay: hongKongDay(news.publishedAt), coverImage: news.coverImage || null, bodyHtml },
        back: { kind: 'news', path: listPagePath('news-list', listPageNumber) },
        previous: null,
        next: null,
        registerPath: registerPathOf('news', id),
        preview,
        ...(related ? { related } : {}),
      };
    } else {
      const article = await api.content.articleDetail({ id });
      if (article.channel !== channel) throw notFound();
      const detail = articleDetail(article, { siteUrl: env.SITE_URL, pathOf: (path) => pagePath(site, lang, path), path: listPaths.article(channel, id), back: backOf(article, channel, listPageNumber), neighbour: (other) => listPaths.article(channel, other), source: channel });
      const sameList = sameListOf(api, channel, article.groupKey);
      const [bodyHtml, related] = await Promise.all([
        withStockLinks(api, detail.article.bodyHtml, (target) => pagePath(site, lang, target), sameList.asked),
        relatedArticles(id, { list: async () => (await sameList.answer).list, pathOf: (other) => listPaths.article(channel, other) }),
      ]);
      body = { ...detail, article: { ...detail.article, bodyHtml }, ...(related ? { related } : {}) };
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isApiNotFound(error)) throw notFound();
    logger.error('News article could not be loaded', { district: site.district, lang, route: 'news-detail', params: args.params, error });
    throw unavailable();
  }
  return data(body, preview ? { headers: { 'Cache-Control': 'private, no-store' } } : undefined);
};

/** Company news has no category filter in its list: its newest this many are searched for the article's category. */
const COMPANY_NEWS_SCAN = 20;

/**
 * The answer with the newest items of the list an article of special, flash or stock belongs to
 * (its column, market or stock). A stock's article names its stock: its stock-news answer also says
 * whether the stock has news, so it is `asked` for linking the body's codes, not asked for again.
 */
const sameListOf = (api: BrokerApi, channel: ArticleChannel, groupKey: string): { answer: Promise<{ list: ArticleSummary[] }>; asked: StockNewsAsked } => {
  if (channel === 'stock') {
    const answer = api.content.stockNews({ id: groupKey, ...RELATED_PAGE });
    return { answer, asked: { [groupKey]: answer } };
  }
  const answer = channel === 'special' ? api.content.specialDetail({ id: Number(groupKey), ...RELATED_PAGE }) : api.content.newsFlashList({ type: groupKey as NewsFlashType, ...RELATED_PAGE });
  return { answer, asked: {} };
};

const backOf = (article: Article, channel: ArticleChannel, page: number): NewsDetailData['back'] => {
  if (channel === 'special') return { kind: 'special-column', path: listPagePath(`special-detail/${article.groupKey}`, page) };
  if (channel === 'stock') return { kind: 'stock', path: listPagePath(`news-stock/${article.groupKey}`, page) };
  return { kind: 'flash', path: flashPath(article.groupKey) };
};

/** Sanitised article HTML whose stock codes link to their stock news (codes without stock news stay text). */
const withStockLinks = async (api: BrokerApi, html: string, hrefOf: (path: string) => string, asked?: StockNewsAsked): Promise<string> =>
  linkStockCodes(html, await stocksWithNews(api, stockCodesIn(html), asked), hrefOf);

interface ArticleDetailOptions {
  siteUrl: string;
  pathOf: (path: string) => string;
  path: string;
  back: NewsDetailData['back'];
  neighbour: (id: number) => string;
  source: Parameters<typeof registerPathOf>[0];
}

const articleDetail = (article: Article, options: ArticleDetailOptions): NewsDetailData => {
  const neighbour = (item: Article['previous']): NewsNeighbour | null => (item ? { title: item.title, path: options.neighbour(item.id) } : null);
  return {
    head: { title: article.title, description: article.summary, url: `${options.siteUrl}${options.pathOf(options.path)}`, image: absolute(options.siteUrl, article.coverImage), kind: 'Article', date: article.publishedAt },
    article: { title: article.title, byline: [article.author, article.source].filter(Boolean).filter((part, index, all) => all.indexOf(part) === index).join(' · '), publishedDay: hongKongDay(article.publishedAt), coverImage: article.coverImage || null, bodyHtml: sanitizeCmsHtml(article.bodyHtml) },
    back: options.back,
    previous: neighbour(article.previous),
    next: neighbour(article.next),
    registerPath: registerPathOf(options.source, article.id),
    preview: false,
  };
};

/** `about-us/media-centre/detail/{id}`: one press release. */
export const mediaDetailLoader = async (args: LoaderFunctionArgs) => {
  const id = idOf(args.params['id']);
  if (id === null) throw notFound();
  const { site, env, lang } = requestOf(args);
  try {
    const api = await requestApi({ request: args.request, context: args.context, lang });
    const [article, related] = await Promise.all([
      api.content.mediaDetail({ id }),
      relatedArticles(id, { list: async () => (await api.content.mediaList(RELATED_PAGE)).list, pathOf: listPaths.media }),
    ]);
    const detail = articleDetail(article, {
      siteUrl: env.SITE_URL,
      pathOf: (path) => pagePath(site, lang, path),
      path: listPaths.media(id),
      back: { kind: 'media-centre', path: 'about-us/media-centre' },
      neighbour: listPaths.media,
      source: 'media',
    });
    return related ? { ...detail, related } : detail;
  } catch (error) {
    if (isApiNotFound(error)) throw notFound();
    logger.error('Press release could not be loaded', { district: site.district, lang, route: 'about-us/media-centre/detail', id, error });
    throw unavailable();
  }
};

/**
 * The special columns' pages (`special-detail/{id}`) for sitemap-pages.xml: a short list. The news
 * area's items (company news, news flash, special-column lessons, press releases) grow by
 * thousands and have sitemap files of their own (`newsSitemapCollections`). Stock notes are not
 * named: a stock's news page links them. A failure is logged and leaves the columns out.
 */
export const newsSitemapPages = async (api: BrokerApi): Promise<string[]> => {
  try {
    const columns = await api.content.specialList({ offset: 0, limit: SITEMAP_LIMIT });
    return columns.list.map((column) => `special-detail/${column.id}`);
  } catch (error) {
    logger.warn('News sitemap pages could not be listed', { collection: 'special', error });
    return [];
  }
};

/** The news area's growing collections, for the sitemap index: read from the API's sitemap feeds. */
export const newsSitemapCollections: SitemapCollection[] = [
  { name: 'news', feed: (api, page) => api.officialWebsiteConfig.newsSitemapFeed(page), path: listPaths.news },
  { name: 'media', feed: (api, page) => api.content.articleSitemapFeed({ channel: 'media', ...page }), path: listPaths.media },
  { name: 'flash', feed: (api, page) => api.content.articleSitemapFeed({ channel: 'flash', ...page }), path: (id) => listPaths.article('flash', id) },
  { name: 'special', feed: (api, page) => api.content.articleSitemapFeed({ channel: 'special', ...page }), path: (id) => listPaths.article('special', id) },
];
