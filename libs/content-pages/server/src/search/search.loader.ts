import type { LoaderFunctionArgs } from '@remix-run/node';
import { isEnvelope } from '@brokerage/api-client';
import type { SearchData, SearchTextPart } from '@brokerage/content-pages';
import { CODES, SEARCH_KINDS, SEARCH_QUERY_MAX, type SearchKind } from '@brokerage/contracts';
import { langOfPath } from '@brokerage/domain';
import { hongKongDay } from '@brokerage/i18n';
import { logger, requestApi, siteContextOf } from '@brokerage/site-server';

const PAGE_SIZE = 10;
/** Hot help questions offered on an empty search. */
const POPULAR_COUNT = 6;
/** The API pages up to offset 1,000. */
const MAX_PAGE = 100;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const unescape = (html: string) => html.replace(/&(amp|lt|gt|quot|#39);/g, (_whole, name: string) => ENTITIES[name] ?? '');

/**
 * The API's highlighted HTML (escaped text, `<mark>` its only tag) as text parts: the page renders
 * them as React text, so nothing of it is ever HTML in the page.
 */
export const markedParts = (html: string): SearchTextPart[] =>
  html
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) => (part.startsWith('<mark>') ? { text: unescape(part.slice(6, -7)), mark: true } : { text: unescape(part.replace(/<[^>]*>/g, '')), mark: false }));

const kindOf = (raw: string | null): SearchKind | null => (raw && (SEARCH_KINDS as readonly string[]).includes(raw) ? (raw as SearchKind) : null);
const pageOf = (raw: string | null): number => (raw && /^[1-9]\d{0,2}$/.test(raw) ? Math.min(Number(raw), MAX_PAGE) : 1);

/**
 * `search?q=…&kind=…&page=…`: the hits of the search API, ten a page. No query shows the start
 * notice, a query over 100 characters the invalid notice, a rate-limited one the busy notice, and a
 * failed call the failed notice, each with the popular help topics: never an error page.
 */
export const searchLoader = async ({ request, context }: LoaderFunctionArgs): Promise<SearchData> => {
  const { site } = siteContextOf(context);
  const url = new URL(request.url);
  const lang = langOfPath(site, url.pathname);
  const query = (url.searchParams.get('q') ?? '').normalize('NFKC').replace(/\s+/g, ' ').trim();
  const kind = kindOf(url.searchParams.get('kind'));
  const page = pageOf(url.searchParams.get('page'));
  const api = await requestApi({ request, context, lang });
  const base: SearchData = { query, kind, page, state: 'start', hits: [], total: 0, kinds: [], pageCount: 0, popular: [] };

  const popular = async () => {
    try {
      const hot = await api.content.helpQuestions({ hot: true, offset: 0, limit: POPULAR_COUNT });
      return hot.list.map((question) => ({ question: question.question, path: `help-centre/${question.catalogId}/detail/${question.id}` }));
    } catch (error) {
      logger.warn('Popular help topics could not be loaded for the search page', { district: site.district, lang, error });
      return [];
    }
  };

  if (!query) return { ...base, popular: await popular() };
  if ([...query].length > SEARCH_QUERY_MAX) return { ...base, query: query.slice(0, SEARCH_QUERY_MAX), state: 'invalid', popular: await popular() };
  try {
    const result = await api.search.search({ q: query, ...(kind ? { kind: [kind] } : {}), offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
    const hits = result.list.map((hit) => ({ kind: hit.kind, title: markedParts(hit.titleHtml), snippet: markedParts(hit.snippetHtml), path: hit.path, day: hit.date ? hongKongDay(hit.date) : null }));
    return {
      ...base,
      state: 'results',
      hits,
      total: result.total,
      kinds: result.kinds,
      pageCount: Math.ceil(result.total / PAGE_SIZE),
      popular: result.total === 0 ? await popular() : [],
    };
  } catch (error) {
    if (isEnvelope(error) && error.code === CODES.TOO_MANY_REQUESTS) return { ...base, state: 'busy', popular: await popular() };
    if (isEnvelope(error) && error.code === CODES.INVALID_INPUT) return { ...base, state: 'invalid', popular: await popular() };
    logger.error('Search failed', { district: site.district, lang, error });
    return { ...base, state: 'failed', popular: await popular() };
  }
};

/** Suggestions shown while typing: a few titles, no snippets. */
const SUGGESTION_COUNT = 6;

/**
 * `search-suggest?q=…`: the header's suggestions as JSON, `{ suggestions: [{ title, path, kind }] }`.
 * A query too short, too long, refused by the rate limit or failed gives no suggestions (the
 * visitor can still submit the search): suggestions are a help, never an error.
 */
export const searchSuggestLoader = async ({ request, context }: LoaderFunctionArgs): Promise<Response> => {
  const { site } = siteContextOf(context);
  const url = new URL(request.url);
  const lang = langOfPath(site, url.pathname);
  const query = (url.searchParams.get('q') ?? '').normalize('NFKC').replace(/\s+/g, ' ').trim();
  const answer = (suggestions: { title: string; path: string; kind: SearchKind }[]) =>
    Response.json({ suggestions }, { headers: { 'Cache-Control': 'private, max-age=60', 'X-Robots-Tag': 'noindex' } });
  if (!query || [...query].length > SEARCH_QUERY_MAX) return answer([]);
  try {
    const api = await requestApi({ request, context, lang });
    const result = await api.search.search({ q: query, offset: 0, limit: SUGGESTION_COUNT });
    return answer(result.list.map((hit) => ({ title: hit.title, path: hit.path, kind: hit.kind })));
  } catch (error) {
    if (!(isEnvelope(error) && error.code === CODES.TOO_MANY_REQUESTS)) logger.warn('Search suggestions failed', { district: site.district, lang, error });
    return answer([]);
  }
};
