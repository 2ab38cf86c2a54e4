import type { LoaderFunctionArgs } from '@remix-run/node';
import type { HomeData } from '@brokerage/content-pages';
import { langOfPath } from '@brokerage/domain';
import { logger, requestApi, siteContextOf } from '@brokerage/site-server';

/** Page whose texts the home page shows, and the text id of its introduction. */
export const HOME_PAGE_TEXT = { page: 'home', textId: 'hero.subtitle' } as const;

/**
 * Home page: the introduction text from the content API. When the API fails the page still
 * renders without it; the failure is logged.
 */
export const homeLoader = async ({ request, context }: LoaderFunctionArgs): Promise<HomeData> => {
  const { site } = siteContextOf(context);
  const lang = langOfPath(site, new URL(request.url).pathname);
  try {
    const api = await requestApi({ request, context, lang });
    const texts = await api.content.pageText({ page: HOME_PAGE_TEXT.page });
    const intro = texts.contentI18n[HOME_PAGE_TEXT.textId];
    if (!intro) logger.warn('Home page text has no introduction', { district: site.district, lang, textId: HOME_PAGE_TEXT.textId });
    return { intro: intro || null };
  } catch (error) {
    logger.error('Home page text could not be loaded', { district: site.district, lang, error });
    return { intro: null };
  }
};
