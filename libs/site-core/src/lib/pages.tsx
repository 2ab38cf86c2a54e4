import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Link, isRouteErrorResponse, useRouteError } from '@remix-run/react';
import styled from 'styled-components';
import { media } from '@brokerage/ui';
import { siteMessages } from './messages';
import { homePath } from './routing';
import { useSite } from './site-context';

const Section = styled.section`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  }
`;

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1.3;
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  max-width: 720px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

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
    <Section>
      <Heading>{i18n._(heading)}</Heading>
      {intro ? <Lead data-testid="home-intro">{intro}</Lead> : null}
    </Section>
  );
};

/** The `404` page of every language: says the page does not exist and links home. */
export const NotFoundPage = () => {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  return (
    <Section>
      <Heading>{i18n._(siteMessages.notFoundTitle)}</Heading>
      <Lead>{i18n._(siteMessages.notFoundText)}</Lead>
      <HomeLink to={homePath(site, lang)}>{i18n._(siteMessages.backHome)}</HomeLink>
    </Section>
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
    <Section role="alert">
      <Heading>{i18n._(siteMessages.errorTitle)}</Heading>
      <Lead>{i18n._(siteMessages.errorText)}</Lead>
      <HomeLink to={homePath(site, lang)} reloadDocument>
        {i18n._(siteMessages.backHome)}
      </HomeLink>
    </Section>
  );
};
