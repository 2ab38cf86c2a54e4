import { useLingui } from '@lingui/react';
import { Link, Outlet, isRouteErrorResponse, useRouteError, type ClientLoaderFunctionArgs } from '@remix-run/react';
import styled from 'styled-components';
import { homePath, parseLang } from '@brokerage/domain';
import { loadCatalog } from '@brokerage/i18n';
import { siteMessages } from './messages';
import { pageTitleMeta } from './meta';
import type { SiteRouteHandle } from './route-handle';
import { PageHeading, PageLead, PageSection } from './page-layout';
import { useSite } from './site-context';

const HomeLink = styled(Link)`
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
`;

/** The `404` page of every language: says the page does not exist and links home. */
export const NotFoundPage = () => {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  return (
    <PageSection>
      <PageHeading>{i18n._(siteMessages.notFoundTitle)}</PageHeading>
      <PageLead>{i18n._(siteMessages.notFoundText)}</PageLead>
      <HomeLink to={homePath(site, lang)}>{i18n._(siteMessages.backHome)}</HomeLink>
    </PageSection>
  );
};

/**
 * Root error boundary of both sites: a translated apology with a way home, never a stack trace.
 * A 404 thrown by a loader shows the not-found page.
 */
export const SiteErrorPage = () => {
  const error = useRouteError();
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <PageSection role="alert">
      <PageHeading>{i18n._(siteMessages.errorTitle)}</PageHeading>
      <PageLead>{i18n._(siteMessages.errorText)}</PageLead>
      <HomeLink to={homePath(site, lang)} reloadDocument>
        {i18n._(siteMessages.backHome)}
      </HomeLink>
    </PageSection>
  );
};

/** The `404` route: a real page, kept out of the sitemap and of search results. */
export const notFoundHandle: SiteRouteHandle = { sitemap: false };
export const notFoundMeta = pageTitleMeta(siteMessages.notFoundTitle, { noindex: true });

/** The `{lang}` layout route: its pages, with nothing around them (the frame is the root's). */
export const LanguagePages = () => <Outlet />;

/**
 * The `{lang}` layout route in the browser: a client-side navigation into another language first
 * loads that language's catalog (each language is its own chunk), then takes the server's answer.
 */
export const languageClientLoader = async ({ params, request, serverLoader }: ClientLoaderFunctionArgs) => {
  const lang = parseLang(params['lang']);
  if (lang) {
    try {
      await loadCatalog(lang);
    } catch {
      // The chunk did not arrive: let the server render that language instead.
      window.location.assign(request.url);
      return new Promise<never>(() => undefined);
    }
  }
  return serverLoader();
};
