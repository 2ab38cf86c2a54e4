import { ActivityLoginPanel } from '@brokerage/auth-panel';
import type { District, Lang } from '@brokerage/domain';
import type { useShellState } from '@brokerage/layout';
import { useAdoptTypedValues } from '@brokerage/ui';
import type { MessageDescriptor } from '@lingui/core';
import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
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

/** The login prompt shown in place of a registration form (RegisterLoginPrompt), with the panel's way back. */
interface LoginPromptOptions {
  title: MessageDescriptor;
  reason: MessageDescriptor;
  /** The element holding the form: the login comes back to it. */
  formId: string;
  testId: string;
  /** Where a login from the panel comes back to. */
  jumpUrl: string;
}

/**
 * The registration form for a logged-in user (`form`, given that user), or the login prompt for a
 * visitor and for a user whose session ended before the submit (the answer says 'login'): after
 * logging in they come back to the form.
 */
function formOrLoginPrompt(
  user: RegistrationUser,
  answer: { state: string } | null,
  form: (user: NonNullable<RegistrationUser>) => ReactNode,
  { jumpUrl, ...prompt }: LoginPromptOptions,
): ReactNode {
  return user && answer?.state !== 'login' ? form(user) : <RegisterLoginPrompt {...prompt} panel={<ActivityLoginPanel jumpUrl={jumpUrl} />} />;
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
  const form = formOrLoginPrompt(
    user,
    answer,
    (signedIn) => (
      <EventRegistrationForm
        phone={signedIn.phoneNumber ? { areaCode: signedIn.areaCode, phoneNumber: signedIn.phoneNumber } : null}
        initialName={signedIn.nickname}
        answer={answer}
        action={action}
        submitting={submitting}
        onValidSubmit={onValidSubmit}
      />
    ),
    { title: activityMessages.eventLoginTitle, reason: activityMessages.eventLoginReason, formId: EVENT_FORM_ID, testId: 'event-login', jumpUrl },
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
      {formOrLoginPrompt(
        user,
        answer,
        (signedIn) => (
          <TalkRegistrationForm
            district={district}
            lang={lang}
            initialValues={{ name: signedIn.nickname, areaCode: signedIn.areaCode, phoneNumber: signedIn.phoneNumber, email: signedIn.email }}
            accountPhone={signedIn.areaCode && signedIn.phoneNumber ? { areaCode: signedIn.areaCode, phoneNumber: signedIn.phoneNumber } : null}
            answer={answer}
            action={action}
            submitting={submitting}
            onValidSubmit={onValidSubmit}
          />
        ),
        { title: activityMessages.talkLoginTitle, reason: activityMessages.talkLoginReason, formId: TALK_FORM_ID, testId: 'talk-login', jumpUrl: action },
      )}
    </WithTypedValues>
  );
}
