import type { LoaderFunctionArgs } from '@remix-run/node';
import { langOfPath } from '@brokerage/domain';
import { logger, requestApi, siteContextOf } from '@brokerage/site-server';

/** Reads one text of a page; a missing one reads as '' and is remembered for the log. */
export type TextReader = (page: string, id: string) => string;

/**
 * The texts of `pages` (content API page-text) for a page whose whole body is those texts: when
 * the API fails the page cannot show anything useful, so the failure is logged and the page is a
 * 503. `build` maps the texts; text ids it asks for that the content lacks are logged as a warning.
 */
export const loadPageTexts = async <T>(
  { request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>,
  pages: readonly string[],
  build: (text: TextReader) => T,
): Promise<T> => {
  const { site } = siteContextOf(context);
  const lang = langOfPath(site, new URL(request.url).pathname);
  let texts: Record<string, Record<string, string>>;
  try {
    const api = await requestApi({ request, context, lang });
    const answers = await Promise.all(pages.map((page) => api.content.pageText({ page })));
    texts = Object.fromEntries(pages.map((page, index) => [page, answers[index]?.contentI18n ?? {}]));
  } catch (error) {
    logger.error('Page texts could not be loaded', { district: site.district, lang, pages, error });
    throw new Response(null, { status: 503 });
  }
  const missing: string[] = [];
  const data = build((page, id) => {
    const value = texts[page]?.[id];
    if (!value) missing.push(`${page}:${id}`);
    return value ?? '';
  });
  if (missing.length > 0) logger.warn('Page texts are missing', { district: site.district, lang, missing });
  return data;
};
