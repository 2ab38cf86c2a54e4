import { useLingui } from '@lingui/react';
import styled from 'styled-components';
import { pagePath, resolveHref } from '@brokerage/domain';
import { AppButtonLink } from '@brokerage/layout';
import { PageHeading, PageLead, PageSection, pageTitleMeta, useSite, type SiteRouteHandle } from '@brokerage/site-core';
import { media } from '@brokerage/ui';
import { AuthPanel } from '../lib/auth-panel';
import { panelMessages } from '../lib/messages';
import { useSitePanel } from './use-site-panel';

const THANK_YOU_PAGE = 'newreg-thankyou';

export const registerPageMessages = {
  thankYouTitle: /*i18n*/ { id: 'auth.page.thankYou.title', message: 'Welcome aboard' },
  thankYouText: /*i18n*/ {
    id: 'auth.page.thankYou.text',
    message: 'Your account is registered. Open a securities account online to start trading Hong Kong, US and China A-shares.',
  },
  openAccount: /*i18n*/ { id: 'auth.page.thankYou.openAccount', message: 'Open an account' },
  backHome: /*i18n*/ { id: 'auth.page.thankYou.home', message: 'Back to home' },
};

/** `sta-regform/{data?}`: the panel on a page of its own. A phone registered here goes on to the thank-you page. */
export const RegisterPage = () => {
  const { site, lang } = useSite();
  const panel = useSitePanel((result) => (result.isNewUser ? pagePath(site, lang, THANK_YOU_PAGE) : undefined));
  return (
    <Layout>
      <AuthPanel {...panel} placement="page" />
    </Layout>
  );
};

export const registerPageHandle: SiteRouteHandle = { sitemap: true };
export const registerPageMeta = pageTitleMeta(panelMessages.pageTitle);

/** `newreg-thankyou`: after a registration, the next steps. */
export const ThankYouPage = () => {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  return (
    <PageSection>
      <PageHeading>{i18n._(registerPageMessages.thankYouTitle)}</PageHeading>
      <PageLead>{i18n._(registerPageMessages.thankYouText)}</PageLead>
      <Actions>
        <AppButtonLink href={resolveHref(site, lang, site.openAccountHref)} $variant="accent" $size="md">
          {i18n._(registerPageMessages.openAccount)}
        </AppButtonLink>
        <AppButtonLink href={pagePath(site, lang)} $variant="secondary" $size="md">
          {i18n._(registerPageMessages.backHome)}
        </AppButtonLink>
      </Actions>
    </PageSection>
  );
};

export const thankYouPageHandle: SiteRouteHandle = { sitemap: false };
export const thankYouPageMeta = pageTitleMeta(registerPageMessages.thankYouTitle, { noindex: true });

const Layout = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.surface};
  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
`;
