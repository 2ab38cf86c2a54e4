import { useLingui } from '@lingui/react';
import { useActionData, useLoaderData, useLocation, useNavigation, useSubmit } from '@remix-run/react';
import type { EventRegistrationMode } from '@brokerage/contracts';
import { pagePath } from '@brokerage/domain';
import { useShellState } from '@brokerage/layout';
import { useSite, type SiteRouteHandle } from '@brokerage/site-core';
import { deferHydration } from '@brokerage/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BackLink, CmsHtml, DetailCover, DetailPage } from '../shared/article-detail';
import { detailPageMeta, type DetailHead } from '../shared/detail-meta';
import { EVENT_FORM_ID, SECTION_PATHS } from './activity-paths';
import { Article, Aside, Layout, Title } from './detail-layout';
import type { EventRegistrationAnswer } from './event-form';
import { activityMessages } from './messages';
import type { RegistrationRecord } from './registered-summary';

/** The period (or date) and venue, a deferred part (detail-facts.tsx): it takes the date formatting out of the first load. */
const ActivityFacts = deferHydration(() => import('./detail-facts').then((module) => module.ActivityFacts));

/**
 * The sign-up beside the text (the register/login panel, or the event's form), deferred parts
 * (decision 013, activity-registration.tsx): their code, 50 KB gzip, comes after the page has
 * hydrated, when the visitor nears them; the server renders them in full and their forms post
 * without it.
 */
const PromotionRegistration = deferHydration(() => import('./registration-loader').then((loader) => loader.loadRegistration()).then((module) => module.PromotionRegistration));
const EventRegistration = deferHydration(() => import('./registration-loader').then((loader) => loader.loadRegistration()).then((module) => module.EventRegistration));

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
          <ActivityFacts kind={activity.kind} startDate={activity.startDate} endDate={activity.endDate} location={activity.location} />
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
  if (activity.kind === 'promotion') return <ActivityDetailView activity={activity} panel={<PromotionRegistration jumpUrl={pathname} />} />;
  const { status, registration, seatsLeft, registrationOpen } = activity;
  return (
    <ActivityDetailView
      activity={activity}
      panel={
        <div id={EVENT_FORM_ID}>
          <EventRegistration
            event={{ status, registration, seatsLeft, registrationOpen }}
            ownRegistration={ownRegistration}
            answer={answer}
            user={user}
            action={`${pathname}${search}`}
            jumpUrl={pathname}
            submitting={navigation.state === 'submitting'}
            onValidSubmit={(element) => submit(element, { method: 'post', action: `${pathname}${search}`, preventScrollReset: true })}
          />
        </div>
      }
    />
  );
};

export const activityDetailHandle: SiteRouteHandle = {};
/** Title, description, Open Graph and schema.org data of the item. */
export const activityDetailMeta = detailPageMeta;

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
