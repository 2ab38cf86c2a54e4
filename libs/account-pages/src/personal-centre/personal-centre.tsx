import { useShellState } from '@brokerage/layout';
import { pageTitleMeta } from '@brokerage/site-core';
import { Avatar } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import styled from 'styled-components';
import { AccountGate, accountAreaMessages, accountPageHandle, useFeatureFlags } from '../account-area/account-area';
import { Card, Cards, Details, EmailAddress } from '../account-area/account-cards';
import { AccountJourney, dashboardMessages, OpenApiPanel, QuotePackagesPanel } from './dashboard-panels';
import { MyBookings } from './my-bookings';
import { nextAccountStep, type PersonalCentreData } from './personal-centre-summary';

export const personalCentreMessages = {
  ...accountAreaMessages,
  ...dashboardMessages,
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
};

export interface PersonalCentrePageProps {
  /** From the page's loader (`personalCentreLoader`). */
  data: PersonalCentreData;
}

/**
 * The personal centre (`sta-login`) of a signed-in user, as a dashboard: where their securities
 * account stands with the next step (open it, wait for the review, fund it, get the app), who they
 * are (phone masked), their quote packages and Open API application when they have those features,
 * and their talk and event bookings; every panel ends in the way to act on it. Visitors see why
 * there is nothing to show; the frame puts the 'please login first' dialog over it.
 */
export const PersonalCentrePage = ({ data }: PersonalCentrePageProps) => (
  <AccountGate data={data} page="overview">
    {(user) => <Overview {...user} />}
  </AccountGate>
);

const Overview = ({ summary, bookings, packages, openApi }: Extract<PersonalCentreData, { kind: 'user' }>) => {
  const { i18n } = useLingui();
  const { showOpenAccountButton } = useShellState();
  const features = useFeatureFlags();
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
        <AccountJourney status={summary.accountStatus} next={nextAccountStep(summary.accountStatus, showOpenAccountButton)} />

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

        {features.quotePackages && <QuotePackagesPanel packages={packages} />}
        {features.openApi && <OpenApiPanel status={openApi} applyType={summary.apiApplicationType} />}
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

/** The `sta-login` index route: behind login, never in the sitemap or search results. */
export const personalCentreHandle = accountPageHandle;
export const personalCentreMeta = pageTitleMeta(personalCentreMessages.title, {
  noindex: true,
});

/** The route component: the page with its loader's data. */
export const PersonalCentreRoute = () => <PersonalCentrePage data={useLoaderData<PersonalCentreData>()} />;
