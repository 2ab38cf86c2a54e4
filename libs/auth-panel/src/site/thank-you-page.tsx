import { useLingui } from '@lingui/react';
import styled from 'styled-components';
import { pagePath } from '@brokerage/domain';
import { AppButtonLink, useShellState } from '@brokerage/layout';
import { PageHeading, PageLead, pageTitleMeta, useSite, useSiteHref, type SiteRouteHandle } from '@brokerage/site-core';
import { media } from '@brokerage/ui';
import { panelMessages } from '../lib/messages';
import { PanelPageLayout } from './page-layout';

export const thankYouPageMessages = {
  thankYouTitle: /*i18n*/ { id: 'auth.page.thankYou.title', message: 'Welcome aboard' },
  thankYouText: /*i18n*/ {
    id: 'auth.page.thankYou.text',
    message: 'Your account is registered. Open a securities account online to start trading Hong Kong, US and China A-shares.',
  },
  openAccount: /*i18n*/ { id: 'auth.page.thankYou.openAccount', message: 'Open an account' },
  backHome: /*i18n*/ { id: 'auth.page.thankYou.home', message: 'Back to home' },
};

/** `newreg-thankyou`: after a registration, the next steps: open an account, get the app (its page, and its QR code from the base config). */
export const ThankYouPage = () => {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  const href = useSiteHref();
  const { baseConfig } = useShellState();
  const app = baseConfig.appDownload;
  return (
    <PanelPageLayout>
      <Card>
        <Done aria-hidden="true">✓</Done>
        <PageHeading>{i18n._(thankYouPageMessages.thankYouTitle)}</PageHeading>
        <PageLead>{i18n._(thankYouPageMessages.thankYouText)}</PageLead>
        <Actions>
          <AppButtonLink href={href(site.openAccountHref)} $variant="accent" $size="md">
            {i18n._(thankYouPageMessages.openAccount)}
          </AppButtonLink>
          <AppButtonLink href={href(site.downloadPath)} $variant="secondary" $size="md">
            {i18n._(panelMessages.welcomeDownload)}
          </AppButtonLink>
          <AppButtonLink href={pagePath(site, lang)} $variant="secondary" $size="md">
            {i18n._(thankYouPageMessages.backHome)}
          </AppButtonLink>
        </Actions>
        {app?.qrCode ? (
          <AppBlock>
            <img src={app.qrCode} alt="" width={96} height={96} />
            <div>
              <AppTitle>{app.title}</AppTitle>
              <p>{app.text}</p>
            </div>
          </AppBlock>
        ) : null}
      </Card>
    </PanelPageLayout>
  );
};

export const thankYouPageHandle: SiteRouteHandle = { sitemap: false };
export const thankYouPageMeta = pageTitleMeta(thankYouPageMessages.thankYouTitle, { noindex: true });

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  /* A phone stacks the three next steps as one column of equal, full-width buttons. */
  ${media.mobile} {
    flex-direction: column;
    align-items: stretch;
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Card = styled.section`
  width: 100%;
  max-width: 560px;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.dropdown};
  text-align: center;
  ${media.mobile} {
    padding: ${({ theme }) => theme.space.lg};
  }
  ${Actions} {
    justify-content: center;
  }
`;

const Done = styled.div`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  margin: 0 auto ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  font-size: 28px;
  font-weight: 700;
`;

const AppBlock = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  text-align: left;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const AppTitle = styled.p`
  && {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;
