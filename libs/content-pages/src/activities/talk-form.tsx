import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { District, Lang } from '@brokerage/domain';
import { Button, PhoneFieldsRow } from '@brokerage/ui';
import { AREAS, areaName, defaultArea } from '@brokerage/validation';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { activityMessages } from './messages';
import { AccountPhoneNote, Alert, Field, FieldError, Intro, Panel, PanelTitle, type AccountPhone } from './registration-panel';
import { talkErrorMessage, validateTalkForm, type TalkFieldErrors, type TalkFieldName, type TalkFormValues, type TalkRegistrationAnswer } from './talk-form-rules';

export interface TalkRegistrationFormProps {
  district: District;
  lang: Lang;
  /** What the form starts with (the logged-in user's phone and e-mail); the area defaults to the district's. */
  initialValues?: Partial<TalkFormValues>;
  /**
   * The account's phone, which the booking goes with (the API takes it from the account): shown,
   * not typed. Without one (no account phone), the form asks for a number.
   */
  accountPhone?: AccountPhone | null;
  /** What the last submit answered (the route's action data), if any. */
  answer?: TalkRegistrationAnswer | null;
  /** A submit is on its way. */
  submitting?: boolean;
  /** Where the plain form posts (the route itself); the page works without JavaScript. */
  action?: string;
  /** With JavaScript: send a valid form this way (the route's Remix submit) instead of a full page post. */
  onValidSubmit?: (form: HTMLFormElement) => void;
}

/** Why a submit did not go through, for the answers that keep the form. */
const FAILURES: Partial<Record<TalkRegistrationAnswer['state'], MessageDescriptor>> = {
  closed: activityMessages.talkClosed,
  full: activityMessages.talkFull,
  limited: activityMessages.talkLimited,
  failed: activityMessages.talkFailed,
};

const valuesOf = (form: HTMLFormElement): TalkFormValues => {
  const data = new FormData(form);
  const text = (name: TalkFieldName) => String(data.get(name) ?? '');
  return { name: text('name'), areaCode: text('areaCode'), phoneNumber: text('phoneNumber'), email: text('email') };
};

/**
 * The talk registration form: name, calling code and mobile number, optional e-mail. Checked in the
 * browser before sending and again by the route's action; errors show beside each field in the
 * page's language, and every value typed is kept when a registration does not go through. A
 * success or a second registration of the same user or phone replaces the form with its message.
 */
export function TalkRegistrationForm({ district, lang, initialValues, accountPhone, answer, submitting = false, action, onValidSubmit }: TalkRegistrationFormProps) {
  const { i18n } = useLingui();
  const id = useId();
  const [clientErrors, setClientErrors] = useState<TalkFieldErrors | null>(null);
  const titleId = `${id}-title`;

  if (answer?.state === 'success') {
    return (
      <Panel aria-labelledby={titleId} data-testid="talk-registration" data-state="success">
        <Outcome role="status" $tone="success">
          <OutcomeTitle id={titleId}>{i18n._(activityMessages.talkSuccessTitle)}</OutcomeTitle>
          <p>{i18n._(activityMessages.talkSuccessText.id, { area: answer.areaCode, phone: answer.phoneNumber })}</p>
        </Outcome>
      </Panel>
    );
  }
  if (answer?.state === 'duplicate') {
    return (
      <Panel aria-labelledby={titleId} data-testid="talk-registration" data-state="duplicate">
        <Outcome role="status" $tone="info">
          <OutcomeTitle id={titleId}>{i18n._(activityMessages.talkDuplicateTitle)}</OutcomeTitle>
          <p>{i18n._(activityMessages.talkDuplicateText)}</p>
        </Outcome>
      </Panel>
    );
  }

  const values: TalkFormValues = answer && 'values' in answer ? answer.values : { name: '', areaCode: defaultArea(district).area, phoneNumber: '', email: '', ...initialValues };
  const errors: TalkFieldErrors = clientErrors ?? (answer?.state === 'invalid' ? answer.errors : {});
  const failure = answer ? FAILURES[answer.state] : undefined;
  const hasErrors = Object.keys(errors).length > 0;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = validateTalkForm(valuesOf(event.currentTarget));
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      setClientErrors(found);
      // Take the visitor to the first field to fix.
      const first = (['name', 'phoneNumber', 'email'] as const).find((name) => found[name]);
      if (first) (event.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setClientErrors(null);
    if (onValidSubmit) {
      event.preventDefault();
      onValidSubmit(event.currentTarget);
    }
  };

  const errorOf = (name: TalkFieldName) => (errors[name] ? i18n._(talkErrorMessage(errors[name])) : null);
  const field = (name: TalkFieldName) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <Panel aria-labelledby={titleId} data-testid="talk-registration" data-state={answer?.state ?? 'form'}>
      <PanelTitle id={titleId}>{i18n._(activityMessages.talkFormTitle)}</PanelTitle>
      <Intro>{i18n._(activityMessages.talkFormIntro)}</Intro>
      {failure && (
        <Alert role="alert" data-testid="talk-registration-failure">
          {i18n._(failure)}
        </Alert>
      )}
      {hasErrors && !failure && (
        <Alert role="alert">{i18n._(activityMessages.talkErrorSummary)}</Alert>
      )}
      <form method="post" action={action} noValidate onSubmit={onSubmit}>
        <Field>
          <label htmlFor={`${id}-name`}>{i18n._(activityMessages.talkName)}</label>
          <input {...field('name')} type="text" autoComplete="name" defaultValue={values.name} required maxLength={120} />
          {errorOf('name') && <FieldError id={`${id}-name-error`}>{errorOf('name')}</FieldError>}
        </Field>
        {accountPhone ? (
          <>
            <AccountPhoneNote phone={accountPhone} testId="talk-registration-phone" />
            <input type="hidden" name="areaCode" value={accountPhone.areaCode} />
            <input type="hidden" name="phoneNumber" value={accountPhone.phoneNumber} />
          </>
        ) : (
          <PhoneFieldsRow>
            <Field>
              <label htmlFor={`${id}-areaCode`}>{i18n._(activityMessages.talkArea)}</label>
              <select {...field('areaCode')} defaultValue={values.areaCode}>
                {AREAS.map((area) => (
                  <option key={area.area} value={area.area}>
                    {`${area.value} ${areaName(area, lang)}`}
                  </option>
                ))}
              </select>
            </Field>
            <Field>
              <label htmlFor={`${id}-phoneNumber`}>{i18n._(activityMessages.talkPhone)}</label>
              <input {...field('phoneNumber')} type="tel" inputMode="tel" autoComplete="tel-national" defaultValue={values.phoneNumber} required />
              {errorOf('phoneNumber') && <FieldError id={`${id}-phoneNumber-error`}>{errorOf('phoneNumber')}</FieldError>}
            </Field>
          </PhoneFieldsRow>
        )}
        <Field>
          <label htmlFor={`${id}-email`}>{i18n._(activityMessages.talkEmail)}</label>
          <input {...field('email')} type="email" autoComplete="email" defaultValue={values.email} />
          {errorOf('email') && <FieldError id={`${id}-email-error`}>{errorOf('email')}</FieldError>}
        </Field>
        <Button type="submit" $variant="primary" $block disabled={submitting}>
          {i18n._(submitting ? activityMessages.talkSubmitting : activityMessages.talkSubmit)}
        </Button>
      </form>
    </Panel>
  );
}

const Outcome = styled.div<{ $tone: 'success' | 'info' }>`
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.brand)};
  background: ${({ $tone }) => ($tone === 'success' ? '#e7f6ef' : '#e8eefb')};
  border-radius: ${({ theme }) => theme.radii.sm};
  p { margin: 0; line-height: 1.6; }
`;

const OutcomeTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
