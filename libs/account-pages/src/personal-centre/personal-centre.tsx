import { pagePath, resolveHref } from '@brokerage/domain';
import { AppButtonLink, useShellActions, useShellState } from '@brokerage/layout';
import { PageHeading, PageLead, PageSection, pageTitleMeta, useSite, type SiteRouteHandle } from '@brokerage/site-core';
import { Avatar, Button, media } from '@brokerage/ui';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { AccountStatus, PersonalCentreData, PersonalCentreSummary } from './personal-centre-summary';

/** Page path of the personal centre (spec 2: `sta-login`), below district and language. */
export const PERSONAL_CENTRE_PAGE = 'sta-login';
/** Where the Open API application flow starts (spec 2: `open-api`, then `apply-api/{type}`). */
const OPEN_API_PAGE = 'open-api';
const applyApiPage = (type: PersonalCentreSummary['apiApplicationType']) => `apply-api/${type}`;

export const personalCentreMessages = {
  title: /*i18n*/ { id: 'site.personalCentre.title', message: 'Personal Centre' },
  visitorText: /*i18n*/ { id: 'site.personalCentre.visitorText', message: 'Log in to see your account details, account opening progress and Open API access.' },
  login: /*i18n*/ { id: 'site.personalCentre.login', message: 'Log in' },
  unavailable: /*i18n*/ {
    id: 'site.personalCentre.unavailable',
    message: 'Your account details could not be loaded just now. Please refresh the page in a moment.',
  },
  welcome: /*i18n*/ { id: 'site.personalCentre.welcome', message: 'Welcome back, {name}' },
  welcomeNoName: /*i18n*/ { id: 'site.personalCentre.welcomeNoName', message: 'Welcome back' },
  detailsHeading: /*i18n*/ { id: 'site.personalCentre.details', message: 'Your details' },
  nickname: /*i18n*/ { id: 'site.personalCentre.nickname', message: 'Nickname' },
  phone: /*i18n*/ { id: 'site.personalCentre.phone', message: 'Mobile number' },
  email: /*i18n*/ { id: 'site.personalCentre.email', message: 'E-mail' },
  notProvided: /*i18n*/ { id: 'site.personalCentre.notProvided', message: 'Not provided' },
  accountHeading: /*i18n*/ { id: 'site.personalCentre.account', message: 'Securities account' },
  openAccountText: /*i18n*/ {
    id: 'site.personalCentre.openAccountText',
    message: 'Open your securities account online in a few minutes and start trading once it is approved.',
  },
  openAccount: /*i18n*/ { id: 'site.personalCentre.openAccount', message: 'Open an account' },
  apiHeading: /*i18n*/ { id: 'site.personalCentre.api', message: 'Open API' },
  apiText: /*i18n*/ {
    id: 'site.personalCentre.apiText',
    message: 'Connect your own trading programs and tools to your account through our Open API.',
  },
  aboutApi: /*i18n*/ { id: 'site.personalCentre.aboutApi', message: 'About Open API' },
  applyApi: /*i18n*/ { id: 'site.personalCentre.applyApi', message: 'Apply for Open API access' },
};

const accountStatusMessages: Record<AccountStatus, MessageDescriptor> = {
  opened: /*i18n*/ { id: 'site.personalCentre.status.opened', message: 'Account opened' },
  'under-review': /*i18n*/ { id: 'site.personalCentre.status.underReview', message: 'Your account application is under review' },
  rejected: /*i18n*/ { id: 'site.personalCentre.status.rejected', message: 'Your account application was not approved. Please contact customer service.' },
  'not-opened': /*i18n*/ { id: 'site.personalCentre.status.notOpened', message: 'You have not opened a securities account yet' },
};

export interface PersonalCentrePageProps {
  /** From the page's loader (`personalCentreLoader`). */
  data: PersonalCentreData;
}

/**
 * The personal centre (`sta-login`) of a signed-in user: who they are (phone masked), where their
 * securities account stands with the way to open one when the open-account rule allows it (spec 4),
 * and the way into the Open API application. Visitors see why there is nothing to show; the frame
 * puts the 'please login first' dialog over it.
 */
export const PersonalCentrePage = ({ data }: PersonalCentrePageProps) => {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  const { showOpenAccountButton } = useShellState();
  const { openLoginDialog } = useShellActions();
  const href = (page: string) => pagePath(site, lang, page);

  if (data.kind === 'visitor') {
    return (
      <PageSection>
        <PageHeading>{i18n._(personalCentreMessages.title)}</PageHeading>
        <PageLead>{i18n._(personalCentreMessages.visitorText)}</PageLead>
        <Button $variant="primary" $size="md" onClick={() => openLoginDialog(href(PERSONAL_CENTRE_PAGE))}>
          {i18n._(personalCentreMessages.login)}
        </Button>
      </PageSection>
    );
  }
  if (data.kind === 'unavailable') {
    return (
      <PageSection>
        <PageHeading>{i18n._(personalCentreMessages.title)}</PageHeading>
        <PageLead role="alert">{i18n._(personalCentreMessages.unavailable)}</PageLead>
      </PageSection>
    );
  }

  const { summary } = data;
  const notProvided = i18n._(personalCentreMessages.notProvided);
  return (
    <PageSection>
      <PageHeading>{i18n._(personalCentreMessages.title)}</PageHeading>
      <Greeting>
        <Avatar src={summary.avatar} name={summary.nickname} size={56} decorative />
        <span>
          {summary.nickname
            ? i18n._(personalCentreMessages.welcome.id, { name: summary.nickname })
            : i18n._(personalCentreMessages.welcomeNoName)}
        </span>
      </Greeting>

      <Cards>
        <Card title={i18n._(personalCentreMessages.detailsHeading)} testId="personal-centre-details">
          <Details>
            <dt>{i18n._(personalCentreMessages.nickname)}</dt>
            <dd>{summary.nickname || notProvided}</dd>
            <dt>{i18n._(personalCentreMessages.phone)}</dt>
            <dd dir="ltr">{summary.maskedPhone ?? notProvided}</dd>
            <dt>{i18n._(personalCentreMessages.email)}</dt>
            <dd>{summary.email ?? notProvided}</dd>
          </Details>
        </Card>

        <Card title={i18n._(personalCentreMessages.accountHeading)} testId="personal-centre-account">
          <Status $opened={summary.accountStatus === 'opened'}>{i18n._(accountStatusMessages[summary.accountStatus])}</Status>
          {showOpenAccountButton && summary.accountStatus !== 'opened' && (
            <>
              <CardText>{i18n._(personalCentreMessages.openAccountText)}</CardText>
              <AppButtonLink href={resolveHref(site, lang, site.openAccountHref)} $variant="accent" $size="md">
                {i18n._(personalCentreMessages.openAccount)}
              </AppButtonLink>
            </>
          )}
        </Card>

        <Card title={i18n._(personalCentreMessages.apiHeading)} testId="personal-centre-api">
          <CardText>{i18n._(personalCentreMessages.apiText)}</CardText>
          <Actions>
            <AppButtonLink href={href(applyApiPage(summary.apiApplicationType))} $variant="primary" $size="md">
              {i18n._(personalCentreMessages.applyApi)}
            </AppButtonLink>
            <AppButtonLink href={href(OPEN_API_PAGE)} $variant="secondary" $size="md">
              {i18n._(personalCentreMessages.aboutApi)}
            </AppButtonLink>
          </Actions>
        </Card>
      </Cards>
    </PageSection>
  );
};

const Card = ({ title, testId, children }: { title: string; testId: string; children: ReactNode }) => {
  const headingId = useId();
  return (
    <CardBox aria-labelledby={headingId} data-testid={testId}>
      <CardHeading id={headingId}>{title}</CardHeading>
      {children}
    </CardBox>
  );
};

const Greeting = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
  }
`;

const CardBox = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
`;

const CardHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const CardText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Status = styled.p<{ $opened: boolean }>`
  margin: 0;
  color: ${({ theme, $opened }) => ($opened ? theme.colors.brand : theme.colors.text)};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;


/** The `sta-login` route: behind login, never in the sitemap or search results. */
export const personalCentreHandle: SiteRouteHandle = { sitemap: false, requiresLogin: true };
export const personalCentreMeta = pageTitleMeta(personalCentreMessages.title, { noindex: true });

/** The route component: the page with its loader's data. */
export const PersonalCentreRoute = () => <PersonalCentrePage data={useLoaderData<PersonalCentreData>()} />;
