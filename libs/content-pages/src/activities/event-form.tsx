import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Button } from '@brokerage/ui';
import { useId, useState, type FormEvent } from 'react';
import { activityMessages } from './messages';
import { AccountPhoneNote, Alert, Field, FieldError, Intro, Panel, PanelTitle, type AccountPhone } from './registration-panel';
import { TALK_NAME_MAX } from './talk-form-rules';

/** The event registration form's one typed field: who comes. The phone is the account's, never typed. */
export interface EventFormValues {
  name: string;
}

/** The form's rule, the same in the browser and in the route's action: a name of 1 to 60 characters. */
export const validateEventForm = (values: EventFormValues): { name?: string } => {
  const name = values.name.trim();
  if (!name) return { name: activityMessages.talkNameRequired.id };
  if ([...name].length > TALK_NAME_MAX) return { name: activityMessages.talkNameTooLong.id };
  return {};
};

/**
 * What the event registration action answers. A success is shown from the page's data (the loader
 * finds the registration afterwards), so it carries nothing; the others keep the name typed.
 */
export type EventRegistrationAnswer =
  | { state: 'success' }
  | { state: 'invalid'; values: EventFormValues; errors: { name?: string } }
  | { state: 'duplicate' | 'closed' | 'full' | 'limited' | 'failed'; values: EventFormValues }
  /** The session ended before the submit: the page shows the login panel again. */
  | { state: 'login'; values: EventFormValues };

const FAILURES: Partial<Record<EventRegistrationAnswer['state'], MessageDescriptor>> = {
  closed: activityMessages.eventClosed,
  full: activityMessages.eventFull,
  limited: activityMessages.talkLimited,
  failed: activityMessages.talkFailed,
  duplicate: activityMessages.talkDuplicateTitle,
};

const ERRORS = new Map<string, MessageDescriptor>([activityMessages.talkNameRequired, activityMessages.talkNameTooLong].map((descriptor) => [descriptor.id, descriptor]));

export interface EventRegistrationFormProps {
  /** The account's phone, shown (not editable) as the number the registration goes to. */
  phone: AccountPhone | null;
  /** The name the form starts with (the account's nickname). */
  initialName?: string;
  answer?: EventRegistrationAnswer | null;
  submitting?: boolean;
  /** Where the plain form posts (the route itself); the page works without JavaScript. */
  action?: string;
  /** With JavaScript: send a valid form this way (the route's Remix submit). */
  onValidSubmit?: (form: HTMLFormElement) => void;
}

/**
 * Registration for an event that registers on the site, for a logged-in user: the name to put on
 * the guest list, and the account's mobile number, shown, which the confirmation goes to.
 */
export function EventRegistrationForm({ phone, initialName = '', answer, submitting = false, action, onValidSubmit }: EventRegistrationFormProps) {
  const { i18n } = useLingui();
  const id = useId();
  const [clientError, setClientError] = useState<string | null>(null);
  const values = answer && 'values' in answer ? answer.values : { name: initialName };
  const error = clientError ?? (answer?.state === 'invalid' ? (answer.errors.name ?? null) : null);
  const failure = answer ? FAILURES[answer.state] : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    const found = validateEventForm({ name }).name ?? null;
    setClientError(found);
    if (found) {
      event.preventDefault();
      (event.currentTarget.elements.namedItem('name') as HTMLElement | null)?.focus();
      return;
    }
    if (onValidSubmit) {
      event.preventDefault();
      onValidSubmit(event.currentTarget);
    }
  };

  return (
    <Panel aria-labelledby={`${id}-title`} data-testid="event-registration" data-state={answer?.state ?? 'form'}>
      <PanelTitle id={`${id}-title`}>{i18n._(activityMessages.eventFormTitle)}</PanelTitle>
      <Intro>{i18n._(activityMessages.eventFormIntro)}</Intro>
      {failure && (
        <Alert role="alert" data-testid="event-registration-failure">
          {i18n._(failure)}
        </Alert>
      )}
      <form method="post" action={action} noValidate onSubmit={onSubmit}>
        <Field>
          <label htmlFor={`${id}-name`}>{i18n._(activityMessages.talkName)}</label>
          <input
            id={`${id}-name`}
            name="name"
            type="text"
            autoComplete="name"
            defaultValue={values.name}
            required
            maxLength={120}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-name-error` : undefined}
          />
          {error && <FieldError id={`${id}-name-error`}>{i18n._(ERRORS.get(error) ?? activityMessages.talkNameRequired)}</FieldError>}
        </Field>
        {phone && <AccountPhoneNote phone={phone} testId="event-registration-phone" />}
        <Button type="submit" $variant="primary" $block disabled={submitting}>
          {i18n._(submitting ? activityMessages.talkSubmitting : activityMessages.talkSubmit)}
        </Button>
      </form>
    </Panel>
  );
}
