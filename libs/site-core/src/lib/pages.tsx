import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Link, isRouteErrorResponse, useRouteError } from '@remix-run/react';
import styled from 'styled-components';
import { siteMessages } from './messages';
import { PageHeading, PageLead, PageSection } from './page-layout';
import { homePath } from './routing';
import { useSite } from './site-context';

const HomeLink = styled(Link)`
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
`;

export interface HomePageProps {
  /** The district's translated home heading. */
  heading: MessageDescriptor;
  /** Introduction from the content API; left out when the API could not give it. */
  intro: string | null;
}

/** The home page body: the district's heading and the introduction text from the content API. */
export const HomePage = ({ heading, intro }: HomePageProps) => {
  const { i18n } = useLingui();
  return (
    <PageSection>
      <PageHeading>{i18n._(heading)}</PageHeading>
      {intro ? <PageLead data-testid="home-intro">{intro}</PageLead> : null}
    </PageSection>
  );
};

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
