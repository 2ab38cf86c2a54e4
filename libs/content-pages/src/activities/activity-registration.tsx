import { ActivityLoginPanel } from '@brokerage/auth-panel';
import type { District, Lang } from '@brokerage/domain';
import type { useShellState } from '@brokerage/layout';
import { useRef } from 'react';
import styled from 'styled-components';
import { useAdoptTypedValues } from './adopt-typed-values';
import { EventRegistrationForm, type EventRegistrationAnswer } from './event-form';
import { EVENT_FORM_ID, EventTakePart, type EventTakePartProps } from './event-take-part';
import { activityMessages } from './messages';
import type { RegistrationRecord } from './registered-summary';
import { RegisterLoginPrompt } from './register-login-prompt';
import { TALK_FORM_ID } from './activity-paths';
import { TalkRegistrationForm } from './talk-form';
import type { TalkRegistrationAnswer } from './talk-form-rules';

/**
 * The sign-up beside a promotion, an event or a talk: the register/login panel, or for a logged-in
 * user the registration form. Deferred parts of the detail pages (decision 013, `activity-detail-page`
 * and `talk-detail-page`): the server renders them in full and the forms post without JavaScript;
 * their code (the panel, the forms and their checks, 50 KB gzip) comes after the page has hydrated,
 * when the visitor nears them. What a visitor typed before it came is kept (useAdoptTypedValues).
 * Props are data, and the submit a callback: a deferred part re-renders only when its data changes.
 */

/** The signed-in user as the forms need them (null: a visitor). */
export type RegistrationUser = ReturnType<typeof useShellState>['user'];

/** A box-less element around a part, to find its fields. */
const Fields = styled.div`
  display: contents;
`;

function WithTypedValues({ children }: { children: React.ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  useAdoptTypedValues(root);
  return <Fields ref={root}>{children}</Fields>;
}

/** A promotion's register/login panel; after a login the visitor comes back to `jumpUrl`. */
export function PromotionRegistration({ jumpUrl }: { jumpUrl: string }) {
  return (
    <WithTypedValues>
      <ActivityLoginPanel jumpUrl={jumpUrl} />
    </WithTypedValues>
  );
}

export interface EventRegistrationProps {
  event: EventTakePartProps['event'];
  ownRegistration: RegistrationRecord | null;
  answer: EventRegistrationAnswer | null;
  user: RegistrationUser;
  /** Where the form posts (the page's path and query). */
  action: string;
  /** Where a login from the panel comes back to (the page's path). */
  jumpUrl: string;
  submitting: boolean;
  onValidSubmit: (form: HTMLFormElement) => void;
}

/**
 * How to take part in an event (EventTakePart): for one registering on the site a logged-in user
 * gets the form (their name; the phone is the account's), a visitor the login prompt, after which
 * they come back to the form.
 */
export function EventRegistration({ event, ownRegistration, answer, user, action, jumpUrl, submitting, onValidSubmit }: EventRegistrationProps) {
  const form =
    user && answer?.state !== 'login' ? (
      <EventRegistrationForm
        phone={user.phoneNumber ? { areaCode: user.areaCode, phoneNumber: user.phoneNumber } : null}
        initialName={user.nickname}
        answer={answer}
        action={action}
        submitting={submitting}
        onValidSubmit={onValidSubmit}
      />
    ) : (
      <RegisterLoginPrompt
        title={activityMessages.eventLoginTitle}
        reason={activityMessages.eventLoginReason}
        formId={EVENT_FORM_ID}
        testId="event-login"
        panel={<ActivityLoginPanel jumpUrl={jumpUrl} />}
      />
    );
  return (
    <WithTypedValues>
      <EventTakePart event={event} ownRegistration={ownRegistration} justRegistered={answer?.state === 'success'} form={form} />
    </WithTypedValues>
  );
}

export interface TalkRegistrationProps {
  district: District;
  lang: Lang;
  answer: TalkRegistrationAnswer | null;
  user: RegistrationUser;
  /** Where the form posts, and where a login from the panel comes back to (the page's path and query). */
  action: string;
  submitting: boolean;
  onValidSubmit: (form: HTMLFormElement) => void;
}

/**
 * A talk's registration: a logged-in user gets the form, their phone and e-mail filled in; a
 * visitor, or a user whose session ended before the submit, gets the login prompt.
 */
export function TalkRegistration({ district, lang, answer, user, action, submitting, onValidSubmit }: TalkRegistrationProps) {
  return (
    <WithTypedValues>
      {user && answer?.state !== 'login' ? (
        <TalkRegistrationForm
          district={district}
          lang={lang}
          initialValues={{ name: user.nickname, areaCode: user.areaCode, phoneNumber: user.phoneNumber, email: user.email }}
          accountPhone={user.areaCode && user.phoneNumber ? { areaCode: user.areaCode, phoneNumber: user.phoneNumber } : null}
          answer={answer}
          action={action}
          submitting={submitting}
          onValidSubmit={onValidSubmit}
        />
      ) : (
        <RegisterLoginPrompt
          title={activityMessages.talkLoginTitle}
          reason={activityMessages.talkLoginReason}
          formId={TALK_FORM_ID}
          testId="talk-login"
          panel={<ActivityLoginPanel jumpUrl={action} />}
        />
      )}
    </WithTypedValues>
  );
}
