import { pagePath, resolveHref } from '@brokerage/domain';
import { AppButtonLink, useShellState } from '@brokerage/layout';
import { pageTitleMeta, useSite } from '@brokerage/site-core';
import { Avatar } from '@brokerage/ui';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import styled from 'styled-components';
import { AccountGate, accountAreaMessages, accountPageHandle, useFeatureFlags } from '../account-area/account-area';
import { Actions, Card, Cards, CardText, Details, EmailAddress } from '../account-area/account-cards';
import { MyBookings, type BookingItem } from './my-bookings';
import type { AccountStatus, PersonalCentreData, PersonalCentreSummary } from './personal-centre-summary';

/** Where the Open API application flow starts (spec 2: `open-api`, then `apply-api/{type}`). */
export const OPEN_API_PAGE = 'open-api';
export const applyApiPage = (type: PersonalCentreSummary['apiApplicationType']) => `apply-api/${type}`;

export const personalCentreMessages = {
  ...accountAreaMessages,
  welcome: /*i18n*/ {
    id: 'site.personalCentre.welcome',
    message: 'Welcome back, {name}',
  },
  welcomeNoName: /*i18n*/ {
    id: 'site.personalCentre.welcomeNoName',
    message: 'Welcome back',
  },
  detailsHeading: /*i18n*/ {
    id: 'site.personalCentre.details',
    message: 'Your details',
  },
  nickname: /*i18n*/ {
    id: 'site.personalCentre.nickname',
    message: 'Nickname',
  },
  phone: /*i18n*/ { id: 'site.personalCentre.phone', message: 'Mobile number' },
  email: /*i18n*/ { id: 'site.personalCentre.email', message: 'E-mail' },
  notProvided: /*i18n*/ {
    id: 'site.personalCentre.notProvided',
    message: 'Not provided',
  },
  accountHeading: /*i18n*/ {
    id: 'site.personalCentre.account',
    message: 'Securities account',
  },
  openAccountText: /*i18n*/ {
    id: 'site.personalCentre.openAccountText',
    message: 'Open your securities account online in a few minutes and start trading once it is approved.',
  },
  openAccount: /*i18n*/ {
    id: 'site.personalCentre.openAccount',
    message: 'Open an account',
  },
  apiHeading: /*i18n*/ { id: 'site.personalCentre.api', message: 'Open API' },
  apiText: /*i18n*/ {
    id: 'site.personalCentre.apiText',
    message: 'Connect your own trading programs and tools to your account through our Open API.',
  },
  aboutApi: /*i18n*/ {
    id: 'site.personalCentre.aboutApi',
    message: 'About Open API',
  },
  applyApi: /*i18n*/ {
    id: 'site.personalCentre.applyApi',
    message: 'Apply for Open API access',
  },
};

const accountStatusMessages: Record<AccountStatus, MessageDescriptor> = {
  opened: /*i18n*/ {
    id: 'site.personalCentre.status.opened',
    message: 'Account opened',
  },
  'under-review': /*i18n*/ {
    id: 'site.personalCentre.status.underReview',
    message: 'Your account application is under review',
  },
  rejected: /*i18n*/ {
    id: 'site.personalCentre.status.rejected',
    message: 'Your account application was not approved. Please contact customer service.',
  },
  'not-opened': /*i18n*/ {
    id: 'site.personalCentre.status.notOpened',
    message: 'You have not opened a securities account yet',
  },
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
export const PersonalCentrePage = ({ data }: PersonalCentrePageProps) => (
  <AccountGate data={data} page="overview">
    {({ summary, bookings }) => <Overview summary={summary} bookings={bookings} />}
  </AccountGate>
);

const Overview = ({ summary, bookings }: { summary: PersonalCentreSummary; bookings: BookingItem[] | null }) => {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  const { showOpenAccountButton } = useShellState();
  const { openApi } = useFeatureFlags();
  const href = (page: string) => pagePath(site, lang, page);
  const notProvided = i18n._(personalCentreMessages.notProvided);
  return (
    <>
      <Greeting>
        <Avatar src={summary.avatar} name={summary.nickname} size={56} decorative />
        <span>
          {summary.nickname
            ? i18n._(personalCentreMessages.welcome.id, {
                name: summary.nickname,
              })
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
            <dd>{summary.email == null ? notProvided : <EmailAddress address={summary.email} />}</dd>
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

        {openApi && (
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
        )}
      </Cards>
      <MyBookings bookings={bookings} />
    </>
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

const Status = styled.p<{ $opened: boolean }>`
  margin: 0;
  color: ${({ theme, $opened }) => ($opened ? theme.colors.brand : theme.colors.text)};
  font-weight: 600;
`;

/** The `sta-login` index route: behind login, never in the sitemap or search results. */
export const personalCentreHandle = accountPageHandle;
export const personalCentreMeta = pageTitleMeta(personalCentreMessages.title, {
  noindex: true,
});

/** The route component: the page with its loader's data. */
export const PersonalCentreRoute = () => <PersonalCentrePage data={useLoaderData<PersonalCentreData>()} />;
