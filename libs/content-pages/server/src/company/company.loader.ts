import type { LoaderFunctionArgs } from '@remix-run/node';
import type { ContactData, InfoPageData } from '@brokerage/content-pages';
import type { InfoPage, InfoPageSlug } from '@brokerage/contracts';
import { langOfPath } from '@brokerage/domain';
import { logger, requestApi, sanitizeCmsHtml, siteContextOf } from '@brokerage/site-server';

/** An information page with every section's CMS HTML made safe to render. */
const sanitised = (page: InfoPage): InfoPage => ({ ...page, sections: page.sections.map((section) => ({ ...section, html: sanitizeCmsHtml(section.html) })) });

const requestOf = ({ request, context }: LoaderFunctionArgs) => {
  const { site } = siteContextOf(context);
  const lang = langOfPath(site, new URL(request.url).pathname);
  return { site, lang };
};

/**
 * Loader of one text page (company profile, important notice, privacy, disclaimer, statement): the
 * information page from the content API. The page is its own content, so when the API fails the
 * visitor gets a 503 (the error page), and the failure is logged.
 */
export const infoPageLoader =
  (slug: Exclude<InfoPageSlug, 'contact-us'>) =>
  async (args: LoaderFunctionArgs): Promise<InfoPageData> => {
    const { site, lang } = requestOf(args);
    try {
      const api = await requestApi({ request: args.request, context: args.context, lang });
      return { page: sanitised(await api.content.infoPage({ slug })) };
    } catch (error) {
      logger.error('Information page could not be loaded', { district: site.district, lang, slug, error });
      throw new Response(null, { status: 503 });
    }
  };

export const companyProfileLoader = infoPageLoader('company-profile');
export const importantNoticeLoader = infoPageLoader('important-notice');
export const privacyLoader = infoPageLoader('privacy');
export const disclaimerLoader = infoPageLoader('disclaimer');
export const statementLoader = infoPageLoader('statement');

/**
 * about-us/contact-us: the contact-us information page and the branches (the hotline, e-mails and
 * headquarters are the base config the root loader already fetched for the frame). A part that
 * fails is logged and left out; only when both fail is the page unavailable (503).
 */
export const contactLoader = async (args: LoaderFunctionArgs): Promise<ContactData> => {
  const { site, lang } = requestOf(args);
  const api = await requestApi({ request: args.request, context: args.context, lang });
  const [page, branches] = await Promise.allSettled([api.content.infoPage({ slug: 'contact-us' }), api.content.branches()]);
  const failed = (part: string, result: PromiseSettledResult<unknown>) => {
    if (result.status === 'rejected') logger.error('Contact page part could not be loaded', { district: site.district, lang, part, error: result.reason });
  };
  failed('info-page', page);
  failed('branches', branches);
  if (page.status === 'rejected' && branches.status === 'rejected') throw new Response(null, { status: 503 });
  return {
    page: page.status === 'fulfilled' ? sanitised(page.value) : null,
    branches: branches.status === 'fulfilled' ? branches.value.list : [],
  };
};
