import type { MessageDescriptor } from '@lingui/core';
import { isEntered, validateEmail, validatePhone, validationMessageById } from '@brokerage/validation';
import { activityMessages } from './messages';

/** The talk registration form's fields, as typed (also what a failed submit gives back). */
export interface TalkFormValues {
  name: string;
  /** Calling code without '+', e.g. '852'. */
  areaCode: string;
  phoneNumber: string;
  email: string;
}

export type TalkFieldName = keyof TalkFormValues;
/** Per field, the id of the message that says what is wrong. */
export type TalkFieldErrors = Partial<Record<TalkFieldName, string>>;

/** Spec of chair-register: the name has 1 to 60 characters. */
export const TALK_NAME_MAX = 60;

/**
 * The form's rules, the same in the browser (before sending) and in the route's action (before
 * calling chair-register): name required (60 characters at most), the phone by the panel's per-area
 * rules (spec 5), the e-mail optional but valid when given. Answers message ids per field.
 */
export const validateTalkForm = (values: TalkFormValues): TalkFieldErrors => {
  const errors: TalkFieldErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = activityMessages.talkNameRequired.id;
  else if ([...name].length > TALK_NAME_MAX) errors.name = activityMessages.talkNameTooLong.id;
  const phone = validatePhone(values.areaCode, values.phoneNumber);
  if (phone) errors.phoneNumber = phone.id;
  if (isEntered(values.email)) {
    const email = validateEmail(values.email);
    if (email) errors.email = email.id;
  }
  return errors;
};

const ownMessages = new Map<string, MessageDescriptor>(Object.values(activityMessages).map((descriptor) => [descriptor.id, descriptor]));

/** The descriptor of a field error id (this page's texts or the shared validation texts). */
export const talkErrorMessage = (id: string): MessageDescriptor => ownMessages.get(id) ?? validationMessageById(id) ?? validationMessageById('validation.field.invalid') ?? { id };

/**
 * What the registration action answers, rendered by the form: the values typed are always given
 * back when the registration did not go through, so nothing is lost.
 */
export type TalkRegistrationAnswer =
  | { state: 'invalid'; values: TalkFormValues; errors: TalkFieldErrors }
  | { state: 'success'; areaCode: string; phoneNumber: string }
  | { state: 'duplicate'; values: TalkFormValues }
  | { state: 'closed' | 'full' | 'limited' | 'failed'; values: TalkFormValues }
  /** The session ended before the submit: the page shows the login panel again. */
  | { state: 'login'; values: TalkFormValues };

/** Form field names (the plain form post the action reads). */
export const TALK_FIELDS: readonly TalkFieldName[] = ['name', 'areaCode', 'phoneNumber', 'email'];
