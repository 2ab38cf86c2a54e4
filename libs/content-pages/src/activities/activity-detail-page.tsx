import { useLingui } from '@lingui/react';
import { useActionData, useLoaderData, useLocation, useNavigation, useSubmit } from '@remix-run/react';
import { ActivityLoginPanel } from '@brokerage/auth-panel';
import type { EventRegistrationMode } from '@brokerage/contracts';
import { pagePath } from '@brokerage/domain';
import { useShellState } from '@brokerage/layout';
import { useSite, type SiteRouteHandle } from '@brokerage/site-core';
import { FormattedDate, VisuallyHidden, media } from '@brokerage/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BackLink, CmsHtml, DetailCover, DetailPage, DetailTitle } from '../shared/article-detail';
import { detailPageMeta, type DetailHead } from '../shared/detail-meta';
import { SECTION_PATHS } from './activity-list-page';
import { EventRegistrationForm, type EventRegistrationAnswer } from './event-form';
import { EVENT_FORM_ID, EventTakePart } from './event-take-part';
import { activityMessages } from './messages';
import type { RegistrationRecord } from './registered-summary';
import { RegisterLoginPrompt } from './register-login-prompt';

/** A promotion or event as its detail page shows it: dates are Hong Kong days, the HTML already sanitised by the loader. */
export interface ActivityDetailItem {
  id: number;
  kind: 'promotion' | 'event';
  title: string;
  summary: string;
  coverImage: string;
  startDate: string;
  endDate: string;
  location: string;
  status: 'upcoming' | 'ongoing' | 'ended';
  contentHtml: string;
  termsHtml: string;
  /** An unpublished item shown through a preview link. */
  draft: boolean;
  /** Events: how a visitor takes part (promotions: none). */
  registration: EventRegistrationMode;
  /** Places left of an event registering on the site (null: no limit). */
  seatsLeft: number | null;
  registrationOpen: boolean;
}

export interface ActivityDetailData {
  activity: ActivityDetailItem;
  head: DetailHead;
  /** The signed-in visitor's registration for this event, if any. */
  ownRegistration: RegistrationRecord | null;
}

export interface ActivityDetailViewProps {
  activity: ActivityDetailItem;
  /** The register/login panel beside the text (the route gives the site's ActivityLoginPanel). */
  panel?: ReactNode;
}

/** One promotion or event: title, period (and venue), cover, the CMS text and terms, and the register/login panel beside it. */
export function ActivityDetailView({ activity, panel }: ActivityDetailViewProps) {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  const isEvent = activity.kind === 'event';
  return (
    <DetailPage>
      <BackLink href={pagePath(site, lang, SECTION_PATHS[isEvent ? 'events' : 'promotions'])}>
        {i18n._(isEvent ? activityMessages.backToEvents : activityMessages.backToPromotions)}
      </BackLink>
      <Layout>
        <Article>
          {activity.draft && (
            <Draft role="note" data-testid="activity-draft">
              {i18n._(activityMessages.draftNotice)}
            </Draft>
          )}
          <Title>{activity.title}</Title>
          <Facts>
            <div>
              <dt>{i18n._(isEvent ? activityMessages.date : activityMessages.period)}</dt>
              <dd>
                <FormattedDate day={activity.startDate} />
                {activity.endDate !== activity.startDate && (
                  <>
                    <span aria-hidden="true"> – </span>
                    <VisuallyHidden> </VisuallyHidden>
                    <FormattedDate day={activity.endDate} />
                  </>
                )}
              </dd>
            </div>
            {activity.location && (
              <div>
                <dt>{i18n._(activityMessages.location)}</dt>
                <dd>{activity.location}</dd>
              </div>
            )}
          </Facts>
          {activity.coverImage && <DetailCover src={activity.coverImage} width={1280} height={720} />}
          {/* Sanitised by the loader (sanitizeCmsHtml) before it got here. */}
          <CmsHtml data-testid="activity-content" dangerouslySetInnerHTML={{ __html: activity.contentHtml }} />
          {activity.termsHtml && (
            <Terms aria-labelledby="activity-terms">
              <h2 id="activity-terms">{i18n._(activityMessages.terms)}</h2>
              <CmsHtml dangerouslySetInnerHTML={{ __html: activity.termsHtml }} />
            </Terms>
          )}
        </Article>
        {panel && <Aside>{panel}</Aside>}
      </Layout>
    </DetailPage>
  );
}

/**
 * Route component of promotion-and-activities/detail/{id} and events-and-exhibition/detail/{id}. A
 * promotion has the register/login panel beside it. An event says how to take part
 * (EventTakePart): for one registering on the site a logged-in user gets the form (their name; the
 * phone is the account's), a visitor the login prompt, after which they come back to the form.
 */
export const ActivityDetailRoute = () => {
  const { activity, ownRegistration } = useLoaderData<ActivityDetailData>();
  const answer = useActionData<EventRegistrationAnswer>() ?? null;
  const { user } = useShellState();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const submit = useSubmit();
  // After a login from this panel the visitor stays on the activity.
  if (activity.kind === 'promotion') return <ActivityDetailView activity={activity} panel={<ActivityLoginPanel jumpUrl={pathname} />} />;
  const action = `${pathname}${search}`;
  const form =
    user && answer?.state !== 'login' ? (
      <EventRegistrationForm
        phone={user.phoneNumber ? { areaCode: user.areaCode, phoneNumber: user.phoneNumber } : null}
        initialName={user.nickname}
        answer={answer}
        action={action}
        submitting={navigation.state === 'submitting'}
        onValidSubmit={(element) => submit(element, { method: 'post', action, preventScrollReset: true })}
      />
    ) : (
      <RegisterLoginPrompt
        title={activityMessages.eventLoginTitle}
        reason={activityMessages.eventLoginReason}
        formId={EVENT_FORM_ID}
        testId="event-login"
        panel={<ActivityLoginPanel jumpUrl={pathname} />}
      />
    );
  return (
    <ActivityDetailView
      activity={activity}
      panel={
        <div id={EVENT_FORM_ID}>
          <EventTakePart event={activity} ownRegistration={ownRegistration} justRegistered={answer?.state === 'success'} form={form} />
        </div>
      }
    />
  );
};

export const activityDetailHandle: SiteRouteHandle = {};
/** Title, description, Open Graph and schema.org data of the item. */
export const activityDetailMeta = detailPageMeta;

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 380px;
  gap: ${({ theme }) => theme.space.xxl};
  align-items: start;
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); gap: ${({ theme }) => theme.space.xl}; }
`;

export const Article = styled.article`
  min-width: 0;
`;

export const Aside = styled.aside`
  position: sticky;
  top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.lg});
  ${media.mobile} { position: static; }
`;

export const Title = styled(DetailTitle)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  div { display: flex; gap: ${({ theme }) => theme.space.sm}; }
  dt { flex: none; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; color: ${({ theme }) => theme.colors.text}; font-weight: 600; }
`;

const Draft = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: #fff4ec;
  color: ${({ theme }) => theme.colors.accentDark};
  font-weight: 600;
`;

const Terms = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h2 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;
