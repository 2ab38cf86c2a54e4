import type { LoaderFunctionArgs } from '@remix-run/node';
import { isEnvelope, type BrokerApi } from '@brokerage/api-client';
import type { DownloadFormData, HelpAnswerData, HelpBase, HelpCatalogData, HelpCentreData, HelpFaqData } from '@brokerage/content-pages';
import { CODES, DOWNLOAD_FORM_CATEGORIES, type DownloadForm } from '@brokerage/contracts';
import { langOfPath } from '@brokerage/domain';
import { logger, requestApi, sanitizeCmsHtml, siteContextOf } from '@brokerage/site-server';

/** Spec 9: lists show 10 items a page. */
const PAGE_SIZE = 10;
/** The API's page maximum: the hot questions, the forms and the sitemap's questions come in one call. */
const MAX_LIMIT = 50;
/** Length of an answer's description in the page head (search results, link previews). */
const DESCRIPTION_LENGTH = 160;

const notFound = () => new Response(null, { status: 404 });
const unavailable = () => new Response(null, { status: 503 });
const isApiNotFound = (error: unknown) => isEnvelope(error) && error.code === CODES.NOT_FOUND;

/** A numeric id segment (`{catalogId}`, `{detailId}`): a whole number from 1 up without leading zeros, or null. */
const idOf = (raw: string | undefined): number | null => (raw !== undefined && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null);

/** The `catalog/{index}` segment: a page from 1 up (none is page 1), or null. */
const pageOf = (raw: string | undefined): number | null => {
  if (raw === undefined) return 1;
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null;
};

const scopeOf = ({ request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>) => {
  const { site, env } = siteContextOf(context);
  const { pathname } = new URL(request.url);
  return { site, env, pathname, lang: langOfPath(site, pathname) };
};

/** Plain text of sanitised HTML, cut to a search-result length. */
const plainText = (html: string, length = DESCRIPTION_LENGTH): string => {
  // Block ends and line breaks part words; inline tags (links, emphasis) do not.
  const text = html
    .replace(/<(?:br|\/(?:p|li|h[1-6]|div|td|th|tr|ul|ol|table|blockquote))\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\s+/g, ' ').trim();
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
};

/**
 * `help-centre`: the help topics and the hot questions. The topics are the page: when they cannot be
 * loaded the page is a 503; the hot questions are optional (logged and left out).
 */
export const helpCentreLoader = async (args: LoaderFunctionArgs): Promise<HelpCentreData> => {
  const { site, lang } = scopeOf(args);
  const api = await requestApi({ request: args.request, context: args.context, lang });
  const [catalogs, hot] = await Promise.allSettled([api.content.helpCatalogs(), api.content.helpQuestions({ hot: true, offset: 0, limit: MAX_LIMIT })]);
  if (catalogs.status === 'rejected') {
    logger.error('Help topics could not be loaded', { district: site.district, lang, error: catalogs.reason });
    throw unavailable();
  }
  if (hot.status === 'rejected') logger.warn('Hot help questions could not be loaded', { district: site.district, lang, error: hot.reason });
  return { catalogs: catalogs.value.list, hot: hot.status === 'fulfilled' ? hot.value.list : [] };
};

/**
 * `help-centre/faq`: the hot questions grouped by topic. The questions are the page (503 when they
 * cannot be loaded); without the topics they are one list.
 */
export const helpFaqLoader = async (args: LoaderFunctionArgs): Promise<HelpFaqData> => {
  const { site, lang } = scopeOf(args);
  const api = await requestApi({ request: args.request, context: args.context, lang });
  const [questions, catalogs] = await Promise.allSettled([api.content.helpQuestions({ hot: true, offset: 0, limit: MAX_LIMIT }), api.content.helpCatalogs()]);
  if (questions.status === 'rejected') {
    logger.error('Frequently asked questions could not be loaded', { district: site.district, lang, error: questions.reason });
    throw unavailable();
  }
  if (catalogs.status === 'rejected') logger.warn('Help topics could not be loaded for the FAQ groups', { district: site.district, lang, error: catalogs.reason });
  return { questions: questions.value.list, catalogs: catalogs.status === 'fulfilled' ? catalogs.value.list.map(({ id, title }) => ({ id, title })) : [] };
};

/** `help-centre/download-form`: every form (one call of 50), grouped by category in the categories' order; 503 when the API fails. */
export const downloadFormLoader = async (args: LoaderFunctionArgs): Promise<DownloadFormData> => {
  const { site, lang } = scopeOf(args);
  let forms: DownloadForm[];
  try {
    const api = await requestApi({ request: args.request, context: args.context, lang });
    forms = (await api.content.downloadForms({ offset: 0, limit: MAX_LIMIT })).list;
  } catch (error) {
    logger.error('Download forms could not be loaded', { district: site.district, lang, error });
    throw unavailable();
  }
  return {
    groups: DOWNLOAD_FORM_CATEGORIES.map((category) => ({ category, forms: forms.filter((form) => form.category === category) })).filter((group) => group.forms.length > 0),
  };
};

/**
 * `{base}/{catalogId}` and `{base}/{catalogId}/catalog/{index}`: one topic's questions, 10 a page
 * (`index` is the page; the data has no sub-catalogs), and every topic. A malformed or unknown
 * topic, a malformed page or one beyond the last is the 404 page; when the API fails, a 503.
 */
export const helpCatalogLoader =
  (base: HelpBase) =>
  async (args: LoaderFunctionArgs): Promise<HelpCatalogData> => {
    const catalogId = idOf(args.params['catalogId']);
    const page = pageOf(args.params['index']);
    if (catalogId === null || page === null) throw notFound();
    const { site, lang } = scopeOf(args);
    const where = { district: site.district, lang, base, catalogId, page };
    const api = await requestApi({ request: args.request, context: args.context, lang });
    const [catalogs, questions] = await Promise.allSettled([
      api.content.helpCatalogs(),
      api.content.helpQuestions({ catalogId, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE }),
    ]);
    if (questions.status === 'rejected' && isApiNotFound(questions.reason)) throw notFound();
    for (const [part, result] of [['catalogs', catalogs], ['questions', questions]] as const) {
      if (result.status === 'rejected') {
        logger.error('Help topic could not be loaded', { ...where, part, error: result.reason });
        throw unavailable();
      }
    }
    if (catalogs.status === 'rejected' || questions.status === 'rejected') throw unavailable();
    const catalog = catalogs.value.list.find((entry) => entry.id === catalogId);
    if (!catalog) throw notFound();
    const pageCount = Math.max(1, Math.ceil(questions.value.total / PAGE_SIZE));
    if (page > pageCount) throw notFound();
    return { base, catalog, catalogs: catalogs.value.list, questions: questions.value.list, page, pageCount };
  };

/**
 * `{base}/{catalogId}/detail/{detailId}`: one question with its sanitised answer and related
 * questions, and the page head (an Article). A malformed or unknown id, or a question of another
 * topic than the URL's, is the 404 page; when the API fails, a 503. The head's canonical URL is the
 * help-centre address, also for the webview copy under `helpframe`.
 */
export const helpAnswerLoader =
  (base: HelpBase) =>
  async (args: LoaderFunctionArgs): Promise<HelpAnswerData> => {
    const catalogId = idOf(args.params['catalogId']);
    const detailId = idOf(args.params['detailId']);
    if (catalogId === null || detailId === null) throw notFound();
    const { site, env, pathname, lang } = scopeOf(args);
    let question;
    try {
      const api = await requestApi({ request: args.request, context: args.context, lang });
      question = await api.content.helpDetail({ id: detailId });
    } catch (error) {
      if (isApiNotFound(error)) throw notFound();
      logger.error('Help answer could not be loaded', { district: site.district, lang, base, catalogId, detailId, error });
      throw unavailable();
    }
    if (question.catalogId !== catalogId) throw notFound();
    const answerHtml = sanitizeCmsHtml(question.answerHtml);
    const canonicalPath = base === 'helpframe' ? pathname.replace(/\/helpframe\//, '/help-centre/') : pathname;
    return {
      base,
      question: { ...question, answerHtml },
      head: { title: question.question, description: plainText(answerHtml) || question.question, url: `${env.SITE_URL}${canonicalPath}`, kind: 'Article' },
    };
  };

export const helpCentreCatalogLoader = helpCatalogLoader('help-centre');
export const helpframeCatalogLoader = helpCatalogLoader('helpframe');
export const helpCentreAnswerLoader = helpAnswerLoader('help-centre');
export const helpframeAnswerLoader = helpAnswerLoader('helpframe');

/**
 * The help pages sitemap.xml names besides the fixed ones: every topic (`help-centre/{id}`, and
 * `help-centre/{id}/catalog/{n}` for its further pages) and the answers of the first 50 questions
 * (`help-centre/{catalogId}/detail/{id}`), without district and language. A failed call is logged
 * and leaves its part out.
 */
export const helpSitemapPages = async (api: BrokerApi): Promise<string[]> => {
  const [catalogs, questions] = await Promise.allSettled([api.content.helpCatalogs(), api.content.helpQuestions({ offset: 0, limit: MAX_LIMIT })]);
  for (const [part, result] of [['help-catalogs', catalogs], ['help-questions', questions]] as const) {
    if (result.status === 'rejected') logger.error('Sitemap pages could not be listed', { part, error: result.reason });
  }
  return [
    ...(catalogs.status === 'fulfilled'
      ? catalogs.value.list.flatMap((catalog) => [
          `help-centre/${catalog.id}`,
          ...Array.from({ length: Math.max(0, Math.ceil(catalog.questionCount / PAGE_SIZE) - 1) }, (_, index) => `help-centre/${catalog.id}/catalog/${index + 2}`),
        ])
      : []),
    ...(questions.status === 'fulfilled' ? questions.value.list.map((question) => `help-centre/${question.catalogId}/detail/${question.id}`) : []),
  ];
};
