import { useLingui } from '@lingui/react';
import { useActionData, useLoaderData, useLocation, useNavigation, useSubmit } from '@remix-run/react';
import { pagePath } from '@brokerage/domain';
import { useShellState } from '@brokerage/layout';
import { useSite, type SiteRouteHandle } from '@brokerage/site-core';
import { deferHydration } from '@brokerage/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { detailPageMeta, type DetailHead } from '../shared/detail-meta';
import { BackLink, CmsHtml, DetailCover, DetailPage } from '../shared/article-detail';
import { TALK_FORM_ID, TALK_LIST_PATH } from './activity-paths';
import { Article, Aside, Layout, Title } from './detail-layout';
import { activityMessages } from './messages';
import type { RegistrationRecord } from './registered-summary';
import type { TalkRegistrationAnswer } from './talk-form-rules';

export { TALK_FORM_ID } from './activity-paths';

/** When and where, and the speaker, a deferred part (detail-facts.tsx): it takes the date formatting out of the first load. */
const TalkFacts = deferHydration(() => import('./detail-facts').then((module) => module.TalkFacts));

/**
 * The registration beside the talk (the form, or the login prompt and register/login panel) and a
 * booking's summary, deferred parts (decision 013, activity-registration.tsx): their code, 50 KB
 * gzip, comes after the page has hydrated, when the visitor nears them; the server renders them in
 * full and the form posts without it.
 */
const TalkRegistration = deferHydration(() => import('./registration-loader').then((loader) => loader.loadRegistration()).then((module) => module.TalkRegistration));
const RegisteredSummary = deferHydration(() => import('./registered-summary').then((module) => module.RegisteredSummary));

/** A talk as its page shows it: date and times in Hong Kong time, the programme HTML already sanitised. */
export interface TalkDetailItem {
  id: number;
  title: string;
  summary: string;
  coverImage: string;
  tagName: string;
  format: 'online' | 'offline';
  speakerName: string;
  speakerTitle: string;
  location: string;
  /** Hong Kong day (YYYY-MM-DD) and times (HH:mm). */
  date: string;
  startTime: string;
  endTime: string;
  status: 'upcoming' | 'live' | 'ended';
  seatsLeft: number;
  registrationOpen: boolean;
  contentHtml: string;
}

export interface TalkDetailData {
  talk: TalkDetailItem;
  head: DetailHead;
  /** The signed-in visitor's booking of this talk, if any. */
  booking: RegistrationRecord | null;
}

const STATUS_TEXT = { upcoming: activityMessages.statusUpcoming, live: activityMessages.statusLive, ended: activityMessages.statusEnded } as const;

export interface TalkDetailViewProps {
  talk: TalkDetailItem;
  /** The visitor's booking: "You are registered" with its details, in place of the form. */
  booking?: RegistrationRecord | null;
  /** The booking was made just now (the submit's answer). */
  justBooked?: boolean;
  /** The registration form, or the login prompt for a visitor (shown only while registration is open; otherwise the page says why). */
  form?: ReactNode;
}

/** One investor talk: title, when and where, speaker, programme, and the registration form beside it. */
export function TalkDetailView({ talk, form, booking = null, justBooked = false }: TalkDetailViewProps) {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  return (
    <DetailPage>
      <BackLink href={pagePath(site, lang, TALK_LIST_PATH)}>{i18n._(activityMessages.backToTalks)}</BackLink>
      <Layout>
        <Article>
          <Tag>{talk.tagName}</Tag>
          <Title>{talk.title}</Title>
          <TalkFacts
            date={talk.date}
            startTime={talk.startTime}
            endTime={talk.endTime}
            format={talk.format}
            location={talk.location}
            speakerName={talk.speakerName}
            speakerTitle={talk.speakerTitle}
          />
          {talk.coverImage && <DetailCover src={talk.coverImage} width={1280} height={720} />}
          {/* Sanitised by the loader (sanitizeCmsHtml) before it got here. */}
          <CmsHtml data-testid="talk-content" dangerouslySetInnerHTML={{ __html: talk.contentHtml }} />
        </Article>
        <Aside id={TALK_FORM_ID}>
          {booking ? (
            <RegisteredSummary kind="talk" record={booking} state={justBooked ? 'success' : 'registered'} over={talk.status === 'ended'} />
          ) : talk.registrationOpen ? (
            <>
              {form}
              <Seats>{i18n._(activityMessages.talkSeatsLeft.id, { count: talk.seatsLeft })}</Seats>
            </>
          ) : (
            <Closed data-testid="talk-registration-closed">
              <strong>{i18n._(STATUS_TEXT[talk.status])}</strong>
              <span>{i18n._(talk.status === 'upcoming' ? activityMessages.talkFull : activityMessages.talkClosed)}</span>
            </Closed>
          )}
        </Aside>
      </Layout>
    </DetailPage>
  );
}

/**
 * Route component of chair/detail/{id}. A logged-in user gets the form, their phone and e-mail
 * filled in; it posts to this route's action (Remix submit, or a plain post without JavaScript). A
 * visitor, or a user whose session ended before the submit, gets the login prompt.
 */
export const TalkDetailRoute = () => {
  const { talk, booking } = useLoaderData<TalkDetailData>();
  const answer = useActionData<TalkRegistrationAnswer>() ?? null;
  const { site, lang } = useSite();
  const { user } = useShellState();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const submit = useSubmit();
  const action = `${pathname}${search}`;
  return (
    <TalkDetailView
      talk={talk}
      booking={booking}
      justBooked={answer?.state === 'success'}
      form={
        <TalkRegistration
          district={site.district}
          lang={lang}
          answer={answer}
          user={user}
          action={action}
          submitting={navigation.state === 'submitting'}
          onValidSubmit={(form) => submit(form, { method: 'post', action, preventScrollReset: true })}
        />
      }
    />
  );
};

export const talkDetailHandle: SiteRouteHandle = {};
export const talkDetailMeta = detailPageMeta;

const Tag = styled.p`
  display: inline-block;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: #e8eefb;
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
`;

const Seats = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

const Closed = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
`;
