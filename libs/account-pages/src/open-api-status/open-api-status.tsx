import { pagePath } from '@brokerage/domain';
import { formatDay } from '@brokerage/i18n';
import { AppButtonLink } from '@brokerage/layout';
import { pageTitleMeta, useSite } from '@brokerage/site-core';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import styled from 'styled-components';
import { AccountGate, accountPageHandle } from '../account-area/account-area';
import { joinSentences, useOpenApiReviewTime } from '../apply-api/review-time';
import { Actions, Card, Cards, CardText, Details } from '../account-area/account-cards';
import type { AccountData } from '../account-area/account-data';
import { applyApiPage, OPEN_API_PAGE } from '../personal-centre/account-links';

export type ApplicationType = 'personal' | 'company' | 'visitor';

/** What `sta-login/api` shows: the user's latest open-API application, if any. */
export interface OpenApiStatus {
  /** The form this user applies with: organisation accounts apply as a company. */
  applyType: 'personal' | 'company';
  application: {
    type: ApplicationType | null;
    status: 'draft' | 'submitted';
    /** Hong Kong day (`YYYY-MM-DD`) of the last change. */
    updatedDay: string;
  } | null;
}
export type OpenApiStatusData = AccountData<OpenApiStatus>;

export const openApiStatusMessages = {
  title: /*i18n*/ { id: 'site.account.api.title', message: 'Open API applications' },
  none: /*i18n*/ { id: 'site.account.api.none', message: 'You have not applied for Open API access yet.' },
  noneText: /*i18n*/ {
    id: 'site.account.api.noneText',
    message: 'Apply once with your details and a supporting document.',
  },
  apply: /*i18n*/ { id: 'site.account.api.apply', message: 'Apply for Open API access' },
  continue: /*i18n*/ { id: 'site.account.api.continue', message: 'Continue your application' },
  about: /*i18n*/ { id: 'site.account.api.about', message: 'About Open API' },
  latest: /*i18n*/ { id: 'site.account.api.latest', message: 'Your application' },
  type: /*i18n*/ { id: 'site.account.api.type', message: 'Applied as' },
  status: /*i18n*/ { id: 'site.account.api.status', message: 'Status' },
  updated: /*i18n*/ { id: 'site.account.api.updated', message: 'Last updated' },
};

const TYPE_LABELS: Record<ApplicationType, MessageDescriptor> = {
  personal: /*i18n*/ { id: 'site.account.api.type.personal', message: 'Individual' },
  company: /*i18n*/ { id: 'site.account.api.type.company', message: 'Company' },
  visitor: /*i18n*/ { id: 'site.account.api.type.visitor', message: 'Visitor' },
};

const STATUS_LABELS: Record<'draft' | 'submitted', MessageDescriptor> = {
  draft: /*i18n*/ { id: 'site.account.api.status.draft', message: 'Not submitted yet' },
  submitted: /*i18n*/ { id: 'site.account.api.status.submitted', message: 'Submitted, under review' },
};

/** `sta-login/api`: where the user's open-API application stands, and the way to apply or go on. */
export function OpenApiStatusPage({ data }: { data: OpenApiStatusData }) {
  return (
    <AccountGate data={data} page="api">
      {(status) => <StatusCards {...status} />}
    </AccountGate>
  );
}

const StatusCards = ({ applyType, application }: OpenApiStatus) => {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  const reviewTime = useOpenApiReviewTime();
  const href = (page: string) => pagePath(site, lang, page);
  const applyHref = href(applyApiPage(application?.type, applyType));
  return (
    <Cards>
      <Card title={i18n._(openApiStatusMessages.title)} testId="open-api-status">
        {application ? (
          <Details>
            <dt>{i18n._(openApiStatusMessages.type)}</dt>
            <dd>{application.type ? i18n._(TYPE_LABELS[application.type]) : '–'}</dd>
            <dt>{i18n._(openApiStatusMessages.status)}</dt>
            <dd>
              <State $done={application.status === 'submitted'}>{i18n._(STATUS_LABELS[application.status])}</State>
            </dd>
            <dt>{i18n._(openApiStatusMessages.updated)}</dt>
            <dd>{formatDay(application.updatedDay, lang)}</dd>
          </Details>
        ) : (
          <>
            <strong>{i18n._(openApiStatusMessages.none)}</strong>
            <CardText>{joinSentences(lang, i18n._(openApiStatusMessages.noneText), reviewTime)}</CardText>
          </>
        )}
        <Actions>
          {application?.status !== 'submitted' && (
            <AppButtonLink href={applyHref} $variant="primary" $size="md">
              {i18n._(application ? openApiStatusMessages.continue : openApiStatusMessages.apply)}
            </AppButtonLink>
          )}
          <AppButtonLink href={href(OPEN_API_PAGE)} $variant="secondary" $size="md">
            {i18n._(openApiStatusMessages.about)}
          </AppButtonLink>
        </Actions>
      </Card>
    </Cards>
  );
};

const State = styled.span<{ $done: boolean }>`
  color: ${({ theme, $done }) => ($done ? theme.colors.brand : theme.colors.text)};
  font-weight: 600;
`;

export const openApiStatusHandle = accountPageHandle;
export const openApiStatusMeta = pageTitleMeta(openApiStatusMessages.title, { noindex: true });
export const OpenApiStatusRoute = () => <OpenApiStatusPage data={useLoaderData<OpenApiStatusData>()} />;
