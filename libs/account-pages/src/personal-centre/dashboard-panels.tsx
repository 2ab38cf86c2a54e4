import { pagePath, resolveHref } from '@brokerage/domain';
import { formatDay } from '@brokerage/i18n';
import { AppButtonLink, AppLink } from '@brokerage/layout';
import { useSite } from '@brokerage/site-core';
import { linkStyles, media } from '@brokerage/ui';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import styled, { css } from 'styled-components';
import { ACCOUNT_PAGES } from '../account-area/account-area';
import { Actions, Card, CardText } from '../account-area/account-cards';
import type { OpenApiStatus } from '../open-api-status/open-api-status';
import type { QuotePackageItem } from '../quote-packages/quote-packages';
import { applyApiPage, CONTACT_PAGE, HELP_PAGE, MARKET_PAGE, OPEN_API_PAGE } from './account-links';
import { packagesAtAGlance, type AccountNextStep, type AccountStatus } from './personal-centre-summary';

// The personal centre's dashboard panels: where the account stands with the next step, the quote
// packages and the Open API application at a glance, each ending in the way to act on it.

export const dashboardMessages = {
  accountHeading: /*i18n*/ { id: 'site.personalCentre.account', message: 'Securities account' },
  stepsLabel: /*i18n*/ { id: 'site.personalCentre.steps', message: 'Steps to your first trade' },
  stepOpen: /*i18n*/ { id: 'site.personalCentre.step.open', message: 'Open an account' },
  stepFund: /*i18n*/ { id: 'site.personalCentre.step.fund', message: 'Deposit funds' },
  stepApp: /*i18n*/ { id: 'site.personalCentre.step.app', message: 'Trade in the app' },
  stepDone: /*i18n*/ { id: 'site.personalCentre.step.done', message: 'Done' },
  stepCurrent: /*i18n*/ { id: 'site.personalCentre.step.current', message: 'Next step' },
  openAccountText: /*i18n*/ {
    id: 'site.personalCentre.openAccountText',
    message: 'Open your securities account online in a few minutes and start trading once it is approved.',
  },
  openAccount: /*i18n*/ { id: 'site.personalCentre.openAccount', message: 'Open an account' },
  downloadAppText: /*i18n*/ { id: 'site.personalCentre.downloadAppText', message: 'Our app takes you through opening an account, depositing funds and trading.' },
  reviewText: /*i18n*/ {
    id: 'site.personalCentre.reviewText',
    message: 'We are checking your application. Meanwhile, install the app so you can deposit funds and trade as soon as it is approved.',
  },
  contactText: /*i18n*/ { id: 'site.personalCentre.contactText', message: 'Our customer service team can tell you why and help you apply again.' },
  contactUs: /*i18n*/ { id: 'site.personalCentre.contactUs', message: 'Contact customer service' },
  fundText: /*i18n*/ {
    id: 'site.personalCentre.fundText',
    message: 'Your account is ready. Deposit funds by bank transfer or eDDA in the app, then place your first order.',
  },
  depositHelp: /*i18n*/ { id: 'site.personalCentre.depositHelp', message: 'How to deposit' },
  downloadApp: /*i18n*/ { id: 'site.personalCentre.downloadApp', message: 'Download the app' },
  packagesHeading: /*i18n*/ { id: 'site.personalCentre.packages', message: 'Quote packages' },
  packagesActive: /*i18n*/ { id: 'site.personalCentre.packages.active', message: '{count, plural, one {# active package} other {# active packages}}' },
  packagesNextExpiry: /*i18n*/ { id: 'site.personalCentre.packages.nextExpiry', message: 'The first ends on {day}' },
  packagesNone: /*i18n*/ { id: 'site.personalCentre.packages.none', message: 'No active quote package. Real-time quotes for Hong Kong, US and A-shares come as monthly packages.' },
  packagesManage: /*i18n*/ { id: 'site.personalCentre.packages.manage', message: 'Manage quote packages' },
  packagesBrowse: /*i18n*/ { id: 'site.personalCentre.packages.browse', message: 'See quote packages' },
  apiHeading: /*i18n*/ { id: 'site.personalCentre.api', message: 'Open API' },
  apiText: /*i18n*/ {
    id: 'site.personalCentre.apiText',
    message: 'Connect your own trading programs and tools to your account through our Open API.',
  },
  apiDraft: /*i18n*/ { id: 'site.personalCentre.api.draft', message: 'You started an application on {day} but have not submitted it.' },
  apiSubmitted: /*i18n*/ { id: 'site.personalCentre.api.submitted', message: 'Application submitted on {day}, under review.' },
  applyApi: /*i18n*/ { id: 'site.personalCentre.applyApi', message: 'Apply for Open API access' },
  continueApi: /*i18n*/ { id: 'site.personalCentre.continueApi', message: 'Continue your application' },
  apiStatus: /*i18n*/ { id: 'site.personalCentre.apiStatus', message: 'View your application' },
  aboutApi: /*i18n*/ { id: 'site.personalCentre.aboutApi', message: 'About Open API' },
  unavailable: /*i18n*/ { id: 'site.personalCentre.panelUnavailable', message: 'This cannot be shown just now. Please try again later.' },
};

const accountStatusMessages: Record<AccountStatus, MessageDescriptor> = {
  opened: /*i18n*/ { id: 'site.personalCentre.status.opened', message: 'Account opened' },
  'under-review': /*i18n*/ { id: 'site.personalCentre.status.underReview', message: 'Your account application is under review' },
  rejected: /*i18n*/ {
    id: 'site.personalCentre.status.rejected',
    message: 'Your account application was not approved. Please contact customer service.',
  },
  'not-opened': /*i18n*/ { id: 'site.personalCentre.status.notOpened', message: 'You have not opened a securities account yet' },
};

type StepState = 'done' | 'current' | 'todo';
/** Which of the three steps are done, and which one is next, for each next step. */
const STEP_STATES: Record<AccountNextStep, [StepState, StepState, StepState]> = {
  'open-account': ['current', 'todo', 'todo'],
  'download-app': ['current', 'todo', 'todo'],
  'await-review': ['current', 'todo', 'todo'],
  'contact-us': ['current', 'todo', 'todo'],
  fund: ['done', 'current', 'todo'],
};

/**
 * Where the securities account stands: the status, the three steps to a first trade (open, fund,
 * trade in the app) with the done and next ones marked, and the next step's button.
 */
export function AccountJourney({ status, next }: { status: AccountStatus; next: AccountNextStep }) {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  const stepsId = useId();
  const href = (page: string) => pagePath(site, lang, page);
  const download = resolveHref(site, lang, site.downloadPath);
  const steps = [dashboardMessages.stepOpen, dashboardMessages.stepFund, dashboardMessages.stepApp];
  const states = STEP_STATES[next];
  const [text, primary, secondary] = ((): [MessageDescriptor, { label: MessageDescriptor; href: string }, { label: MessageDescriptor; href: string } | null] => {
    switch (next) {
      case 'open-account':
        return [dashboardMessages.openAccountText, { label: dashboardMessages.openAccount, href: resolveHref(site, lang, site.openAccountHref) }, null];
      case 'download-app':
        return [dashboardMessages.downloadAppText, { label: dashboardMessages.downloadApp, href: download }, null];
      case 'await-review':
        return [dashboardMessages.reviewText, { label: dashboardMessages.downloadApp, href: download }, null];
      case 'contact-us':
        return [dashboardMessages.contactText, { label: dashboardMessages.contactUs, href: href(CONTACT_PAGE) }, null];
      case 'fund':
        return [dashboardMessages.fundText, { label: dashboardMessages.downloadApp, href: download }, { label: dashboardMessages.depositHelp, href: href(HELP_PAGE) }];
    }
  })();
  return (
    <Journey>
      <Card title={i18n._(dashboardMessages.accountHeading)} testId="personal-centre-account">
        <Status $opened={status === 'opened'}>{i18n._(accountStatusMessages[status])}</Status>
        <VisuallyHiddenHeading id={stepsId}>{i18n._(dashboardMessages.stepsLabel)}</VisuallyHiddenHeading>
        <Steps aria-labelledby={stepsId}>
          {steps.map((step, index) => (
            <Step key={step.id} $state={states[index]} aria-current={states[index] === 'current' ? 'step' : undefined} data-state={states[index]}>
              <StepMark aria-hidden="true">{states[index] === 'done' ? '✓' : index + 1}</StepMark>
              <span>
                <StepName>{i18n._(step)}</StepName>
                {states[index] !== 'todo' && <StepState>{i18n._(states[index] === 'done' ? dashboardMessages.stepDone : dashboardMessages.stepCurrent)}</StepState>}
              </span>
            </Step>
          ))}
        </Steps>
        <CardText>{i18n._(text)}</CardText>
        <Actions>
          <AppButtonLink href={primary.href} $variant="accent" $size="md">
            {i18n._(primary.label)}
          </AppButtonLink>
          {secondary && (
            <AppButtonLink href={secondary.href} $variant="secondary" $size="md">
              {i18n._(secondary.label)}
            </AppButtonLink>
          )}
        </Actions>
      </Card>
    </Journey>
  );
}

/** The quote packages at a glance: how many are active and when the first runs out, or none; then where to manage or find them. */
export function QuotePackagesPanel({ packages }: { packages: QuotePackageItem[] | null | undefined }) {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  const glance = packages ? packagesAtAGlance(packages) : null;
  return (
    <Card title={i18n._(dashboardMessages.packagesHeading)} testId="personal-centre-packages">
      {!glance ? (
        <CardText role="status">{i18n._(dashboardMessages.unavailable)}</CardText>
      ) : glance.active.length > 0 ? (
        <>
          <Figure>{i18n._(dashboardMessages.packagesActive.id, { count: glance.active.length })}</Figure>
          <PlainList>
            {glance.active.slice(0, 3).map((item) => (
              <li key={item.id}>{item.name}</li>
            ))}
          </PlainList>
          {glance.nextExpiry && <CardText>{i18n._(dashboardMessages.packagesNextExpiry.id, { day: formatDay(glance.nextExpiry, lang) })}</CardText>}
        </>
      ) : (
        <CardText>{i18n._(dashboardMessages.packagesNone)}</CardText>
      )}
      <PanelEnd>
        {glance && glance.active.length > 0 ? (
          <PanelLink href={pagePath(site, lang, ACCOUNT_PAGES.goods)}>{i18n._(dashboardMessages.packagesManage)} →</PanelLink>
        ) : (
          <PanelLink href={pagePath(site, lang, MARKET_PAGE)}>{i18n._(dashboardMessages.packagesBrowse)} →</PanelLink>
        )}
      </PanelEnd>
    </Card>
  );
}

/** The Open API application at a glance: none yet, started, or submitted; then the form or the status page. */
export function OpenApiPanel({ status, applyType }: { status: OpenApiStatus | null | undefined; applyType: 'personal' | 'company' }) {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  const href = (page: string) => pagePath(site, lang, page);
  const application = status?.application ?? null;
  const applyHref = href(applyApiPage(application?.type, status?.applyType ?? applyType));
  return (
    <Card title={i18n._(dashboardMessages.apiHeading)} testId="personal-centre-api">
      {status === null ? (
        <CardText role="status">{i18n._(dashboardMessages.unavailable)}</CardText>
      ) : application?.status === 'submitted' ? (
        <Figure $small>{i18n._(dashboardMessages.apiSubmitted.id, { day: formatDay(application.updatedDay, lang) })}</Figure>
      ) : application?.status === 'draft' ? (
        <Figure $small>{i18n._(dashboardMessages.apiDraft.id, { day: formatDay(application.updatedDay, lang) })}</Figure>
      ) : null}
      <CardText>{i18n._(dashboardMessages.apiText)}</CardText>
      <Actions>
        {application?.status === 'submitted' ? (
          <AppButtonLink href={href(ACCOUNT_PAGES.api)} $variant="primary" $size="md">
            {i18n._(dashboardMessages.apiStatus)}
          </AppButtonLink>
        ) : (
          <AppButtonLink href={applyHref} $variant="primary" $size="md">
            {i18n._(application ? dashboardMessages.continueApi : dashboardMessages.applyApi)}
          </AppButtonLink>
        )}
        <AppButtonLink href={href(OPEN_API_PAGE)} $variant="secondary" $size="md">
          {i18n._(dashboardMessages.aboutApi)}
        </AppButtonLink>
      </Actions>
    </Card>
  );
}

/** The account panel spans the dashboard's whole width. */
const Journey = styled.div`
  grid-column: 1 / -1;
  > section { border-top: 4px solid ${({ theme }) => theme.colors.brand}; }
`;

const Status = styled.p<{ $opened: boolean }>`
  margin: 0;
  color: ${({ theme, $opened }) => ($opened ? theme.colors.success : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;

const VisuallyHiddenHeading = styled.h3`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); gap: ${({ theme }) => theme.space.sm}; }
`;

const Step = styled.li<{ $state: StepState }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  ${({ $state, theme }) =>
    $state === 'current' &&
    css`
      border-color: ${theme.colors.accent};
      background: ${theme.colors.background};
      box-shadow: inset 0 0 0 1px ${theme.colors.accent};
    `}
  ${({ $state }) => $state === 'todo' && css` opacity: 0.75; `}
`;

const StepMark = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: 700;
  [data-state='current'] > & { background: ${({ theme }) => theme.colors.accent}; }
  [data-state='done'] > & { background: ${({ theme }) => theme.colors.success}; }
  [data-state='todo'] > & { background: ${({ theme }) => theme.colors.textMuted}; }
`;

const StepName = styled.strong`
  display: block;
`;

const StepState = styled.small`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Figure = styled.p<{ $small?: boolean }>`
  margin: 0;
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme, $small }) => ($small ? theme.fontSizes.md : theme.fontSizes.xl)};
  font-weight: 700;
`;

const PlainList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The panel's way on sits at its foot, whatever its height. */
const PanelEnd = styled.div`
  margin-top: auto;
`;

const PanelLink = styled(AppLink)`
  ${linkStyles}
  font-weight: 600;
`;
