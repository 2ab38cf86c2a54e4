import type { LoaderFunctionArgs } from '@remix-run/node';
import { isEnvelope, type BrokerApi } from '@brokerage/api-client';
import { blogPaging, type BlogDetailData, type BlogListData, type BookDetailData, type BookListData } from '@brokerage/content-pages';
import { CODES, type BookSummary, type PageText } from '@brokerage/contracts';
import { isExternalHref, langOfPath } from '@brokerage/domain';
import { hongKongDay } from '@brokerage/i18n';
import { logger, requestApi, sanitizeCmsHtml, siteContextOf } from '@brokerage/site-server';
import { relatedArticles, RELATED_PAGE } from '../related';

const { offsetOf, PAGE_SIZE, pageCountOf, parsePageParam } = blogPaging;
/** Most books the library lists (cfg-valuable-book-by-type allows 100 a call). */
const BOOK_LIMIT = 100;
/** How many items of each list the sitemap names (the API's page maximum). */
const SITEMAP_LIMIT = 50;

const notFound = () => new Response(null, { status: 404 });
const unavailable = () => new Response(null, { status: 503 });
const isApiNotFound = (error: unknown) => isEnvelope(error) && error.code === CODES.NOT_FOUND;

/** A numeric id segment (`blog/detail/{id}`, `blog/{tagId}`), or null. */
const idOf = (raw: string | undefined): number | null => (raw !== undefined && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null);

/** A book's name (slug) as cfg-valuable-book-by-name accepts it, or null. */
const bookNameOf = (raw: string | undefined): string | null => (raw !== undefined && /^[a-z0-9][a-z0-9-]{0,79}$/.test(raw) ? raw : null);

/** `blog/all/{page}` pages through every post (a bare number after `blog/` is a tag id). */
export const ALL_TAGS_SEGMENT = 'all';

const requestOf = ({ request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>) => {
  const { site, env } = siteContextOf(context);
  const { pathname } = new URL(request.url);
  return { site, env, pathname, lang: langOfPath(site, pathname) };
};

const absolute = (siteUrl: string, path: string) => (!path ? null : isExternalHref(path) ? path : `${siteUrl}${path.startsWith('/') ? '' : '/'}${path}`);

const textOf = (text: PageText, id: string) => text.contentI18n[id]?.trim() ?? '';

/**
 * `blog/{tagId?}/{page?}`: the blog's posts, newest first, 10 a page, all of them or those of one
 * tag (`all` stands for every tag when a page number follows). An unknown or malformed tag, a
 * malformed page or a page beyond the last is the 404 page; when the API fails, the page is a 503.
 */
export const blogListLoader = async (args: LoaderFunctionArgs): Promise<BlogListData> => {
  const rawTag = args.params['tagId'];
  const tagId = rawTag === undefined || rawTag === ALL_TAGS_SEGMENT ? null : idOf(rawTag);
  const page = parsePageParam(args.params['page']);
  if ((rawTag !== undefined && rawTag !== ALL_TAGS_SEGMENT && tagId === null) || page === null) throw notFound();
  const { site, lang } = requestOf(args);
  let data: BlogListData;
  try {
    const api = await requestApi({ request: args.request, context: args.context, lang });
    const [text, tags] = await Promise.all([api.content.pageText({ page: 'blog' }), api.content.blogTags()]);
    if (tagId !== null && !tags.list.some((tag) => tag.id === tagId)) throw notFound();
    const posts = await api.content.blogList({ ...(tagId === null ? {} : { tagId }), offset: offsetOf(page), limit: PAGE_SIZE });
    data = {
      title: textOf(text, 'title'),
      intro: textOf(text, 'intro'),
      allLabel: textOf(text, 'allTags'),
      tags: tags.list.map(({ id, name }) => ({ id, name })),
      tagId,
      posts: posts.list.map((post) => ({ id: post.id, title: post.title, summary: post.summary, author: post.author, coverImage: post.coverImage, date: hongKongDay(post.publishedAt), tagId: post.tagId })),
      page,
      pageCount: pageCountOf(posts.total),
    };
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.error('Blog list could not be loaded', { district: site.district, lang, tagId, page, error });
    throw unavailable();
  }
  if (page > data.pageCount) throw notFound();
  return data;
};

/**
 * `blog/detail/{id}`: one post with its body (CMS HTML sanitised), its tag and its previous and
 * next posts, the newest others of its tag, and the head of a detail page (kind Article). A malformed or unknown id is the 404 page.
 */
export const blogDetailLoader = async (args: LoaderFunctionArgs): Promise<BlogDetailData> => {
  const id = idOf(args.params['id']);
  if (id === null) throw notFound();
  const { site, env, lang, pathname } = requestOf(args);
  try {
    const api = await requestApi({ request: args.request, context: args.context, lang });
    const post = await api.content.blogDetail({ id });
    // The newest other posts of its tag.
    const related = await relatedArticles(post.id, {
      list: async () => (await api.content.blogList({ tagId: post.tag.id, ...RELATED_PAGE })).list,
      pathOf: (other) => `blog/detail/${other}`,
      warning: 'Related blog posts could not be loaded',
      details: { tagId: post.tag.id },
    });
    return {
      post: {
        id: post.id,
        title: post.title,
        summary: post.summary,
        author: post.author,
        source: post.source,
        coverImage: post.coverImage,
        date: hongKongDay(post.publishedAt),
        bodyHtml: sanitizeCmsHtml(post.bodyHtml),
        tag: post.tag,
        previous: post.previous,
        next: post.next,
      },
      head: { title: post.title, description: post.summary, url: `${env.SITE_URL}${pathname}`, image: absolute(env.SITE_URL, post.coverImage), kind: 'Article', date: post.publishedAt },
      ...(related ? { related } : {}),
    };
  } catch (error) {
    if (isApiNotFound(error)) throw notFound();
    logger.error('Blog post could not be loaded', { district: site.district, lang, id, error });
    throw unavailable();
  }
};

/**
 * `book`: the investor library, every published book grouped by its type (cfg-valuable-manager
 * gives the types in order, cfg-valuable-book-by-type the books). When the API fails, the page is a 503.
 */
export const bookListLoader = async (args: LoaderFunctionArgs): Promise<BookListData> => {
  const { site, lang } = requestOf(args);
  try {
    const api = await requestApi({ request: args.request, context: args.context, lang });
    const [text, types, books] = await Promise.all([
      api.content.pageText({ page: 'book' }),
      api.configManager.cfgValuableManager({}),
      api.configManager.cfgValuableBookByType({ offset: 0, limit: BOOK_LIMIT }),
    ]);
    const bookCard = (book: BookSummary) => ({ ...book, publishedAt: hongKongDay(book.publishedAt) });
    return {
      title: textOf(text, 'title'),
      intro: textOf(text, 'intro'),
      groups: types.list
        .map((type) => ({ code: type.code, name: type.name, description: type.description, books: books.list.filter((book) => book.type === type.code).map(bookCard) }))
        .filter((group) => group.books.length > 0),
    };
  } catch (error) {
    logger.error('Investor library could not be loaded', { district: site.district, lang, error });
    throw unavailable();
  }
};

/**
 * `book/detail/{id}` (the id is the book's name, a slug): one book with its chapters and its text
 * (CMS HTML sanitised), and the head of a detail page. A malformed or unknown name is the 404 page.
 */
export const bookDetailLoader = async (args: LoaderFunctionArgs): Promise<BookDetailData> => {
  const name = bookNameOf(args.params['id']);
  if (name === null) throw notFound();
  const { site, env, lang, pathname } = requestOf(args);
  try {
    const api = await requestApi({ request: args.request, context: args.context, lang });
    const book = await api.configManager.cfgValuableBookByName({ name });
    return {
      book: {
        ...book,
        publishedAt: hongKongDay(book.publishedAt),
        contentHtml: sanitizeCmsHtml(book.contentHtml),
        // A link the page shows as a button: a path on this site or an https address, nothing else.
        pdfUrl: book.pdfUrl && /^(\/(?!\/)|https:\/\/)/.test(book.pdfUrl) ? book.pdfUrl : undefined,
      },
      head: { title: book.title, description: book.summary, url: `${env.SITE_URL}${pathname}`, image: absolute(env.SITE_URL, book.coverImage), kind: 'Article', date: book.publishedAt },
    };
  } catch (error) {
    if (isApiNotFound(error)) throw notFound();
    logger.error('Book could not be loaded', { district: site.district, lang, name, error });
    throw unavailable();
  }
};

/**
 * Detail pages of the library for sitemap-pages.xml, without district and language prefix:
 * `book/detail/{name}` of up to 50 books (blog posts grow by thousands and have sitemap files of
 * their own, content-pages/server sitemap.ts). A list the API cannot give is logged and left out.
 */
export const blogSitemapPages = async (api: BrokerApi): Promise<string[]> => {
  try {
    const books = await api.configManager.cfgValuableBookByType({ offset: 0, limit: SITEMAP_LIMIT });
    return books.list.map((book) => `book/detail/${book.name}`);
  } catch (error) {
    logger.error('Sitemap pages could not be listed', { part: 'book', error });
    return [];
  }
};
