// The 404 and error pages: their code is out of the pages' shared chunk (tools/vite/remix-site.ts);
// the 404 route brings it, and the root error boundary loads it when a page failed.
import { useLingui } from '@lingui/react';
import { Link, isRouteErrorResponse, useRouteError } from '@remix-run/react';
import { useId } from 'react';
import styled from 'styled-components';
import { CardGrid } from '@brokerage/ui';
import { homePath, pagePath } from '@brokerage/domain';
import { siteMessages } from './messages';
import { pageTitleMeta } from './meta';
import type { SiteRouteHandle } from './route-handle';
import { PageHeading, PageLead, PageSection } from './page-layout';
import { useSite } from './site-context';

const HomeLink = styled(Link)`
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
`;

/** Texts of the 404 page's way back into the site (site catalog). */
const notFoundMessages = {
  sections: /*i18n*/ { id: 'site.notFound.sections', message: 'Popular pages' },
  home: /*i18n*/ { id: 'site.notFound.link.home', message: 'Home' },
  homeText: /*i18n*/ { id: 'site.notFound.link.home.text', message: 'Start again from the home page.' },
  products: /*i18n*/ { id: 'site.notFound.link.products', message: 'Products' },
  productsText: /*i18n*/ { id: 'site.notFound.link.products.text', message: 'Stocks, funds, bonds, IPOs and more.' },
  charges: /*i18n*/ { id: 'site.notFound.link.charges', message: 'Fees' },
  chargesText: /*i18n*/ { id: 'site.notFound.link.charges.text', message: 'Commissions and service charges.' },
  promotions: /*i18n*/ { id: 'site.notFound.link.promotions', message: 'Promotions' },
  promotionsText: /*i18n*/ { id: 'site.notFound.link.promotions.text', message: 'Current offers and activities.' },
  help: /*i18n*/ { id: 'site.notFound.link.help', message: 'Help centre' },
  helpText: /*i18n*/ { id: 'site.notFound.link.help.text', message: 'Answers to frequently asked questions.' },
  contact: /*i18n*/ { id: 'site.notFound.link.contact', message: 'Contact us' },
  contactText: /*i18n*/ { id: 'site.notFound.link.contact.text', message: 'Hotline, e-mail and branches.' },
};

/** The main sections of the site the 404 page offers, as page paths without district and language. */
export const NOT_FOUND_LINKS = [
  { path: '', label: notFoundMessages.home, text: notFoundMessages.homeText },
  { path: 'products/financial-investment', label: notFoundMessages.products, text: notFoundMessages.productsText },
  { path: 'charges', label: notFoundMessages.charges, text: notFoundMessages.chargesText },
  { path: 'promotion-and-activities', label: notFoundMessages.promotions, text: notFoundMessages.promotionsText },
  { path: 'help-centre/faq', label: notFoundMessages.help, text: notFoundMessages.helpText },
  { path: 'about-us/contact-us', label: notFoundMessages.contact, text: notFoundMessages.contactText },
] as const;

const SectionsTitle = styled.h2`
  margin: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const SectionLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  strong { color: ${({ theme }) => theme.colors.brand}; font-size: ${({ theme }) => theme.fontSizes.md}; }
  &:hover, &:focus-visible { border-color: ${({ theme }) => theme.colors.brand}; background: ${({ theme }) => theme.colors.surface}; }
  &:hover strong { text-decoration: underline; }
`;

/** The `404` page of every language: says the page does not exist and links to the main sections of the site. */
export const NotFoundPage = () => {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  const sectionsId = useId();
  return (
    <PageSection>
      <PageHeading>{i18n._(siteMessages.notFoundTitle)}</PageHeading>
      <PageLead>{i18n._(siteMessages.notFoundText)}</PageLead>
      <nav aria-labelledby={sectionsId}>
        <SectionsTitle id={sectionsId}>{i18n._(notFoundMessages.sections)}</SectionsTitle>
        <CardGrid>
          {NOT_FOUND_LINKS.map((link) => (
            <li key={link.path}>
              <SectionLink to={pagePath(site, lang, link.path)}>
                <strong>{i18n._(link.label)}</strong>
                <span>{i18n._(link.text)}</span>
              </SectionLink>
            </li>
          ))}
        </CardGrid>
      </nav>
    </PageSection>
  );
};

/**
 * Root error boundary of both sites: a translated apology with a way home, never a stack trace.
 * A 404 thrown by a loader shows the not-found page, a 403 says the link is not valid. The sites
 * mount it through `SiteErrorPage` (site-error-page.tsx), which loads it only when a page failed.
 */
export const ErrorPage = () => {
  const error = useRouteError();
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // A refused link (a preview token the API does not accept) is the visitor's to fix, not a fault of ours.
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <PageSection role="alert">
      <PageHeading>{i18n._(forbidden ? siteMessages.forbiddenTitle : siteMessages.errorTitle)}</PageHeading>
      <PageLead>{i18n._(forbidden ? siteMessages.forbiddenText : siteMessages.errorText)}</PageLead>
      <HomeLink to={homePath(site, lang)} reloadDocument>
        {i18n._(siteMessages.backHome)}
      </HomeLink>
    </PageSection>
  );
};

/** The `404` route: a real page, kept out of the sitemap and of search results. */
export const notFoundHandle: SiteRouteHandle = { sitemap: false };
export const notFoundMeta = pageTitleMeta(siteMessages.notFoundTitle, { noindex: true });
