import { CODES } from '@brokerage/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { EMAIL_LOCAL_PART_MAX_LENGTH, EMAIL_MAX_LENGTH } from './constants';
import { validationMessages as m } from './messages';
import { normalizeEmail } from './normalize';

/**
 * Standard address shape: a local part of the usual characters (dots only between them),
 * '@', then a domain of at least two labels, e.g. 'name.surname+tag@mail.example.com'.
 * Lengths are checked separately (see `validateEmail`).
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/**
 * E-mail rules texts in the order spec 8 refers to them:
 * 0 invalid (also shown when a code is requested for an invalid address), 1 required,
 * 2 code wrong or expired (code 304005), 3 and 4 not an organisation account and contact
 * your account manager (code 304001), 5 too long.
 */
export const EMAIL_RULE_MESSAGES: readonly MessageDescriptor[] = Object.freeze([
  m.emailInvalid,
  m.emailRequired,
  m.emailCodeWrongOrExpired,
  m.emailNotOrgAccount,
  m.emailContactAccountManager,
  m.emailTooLong,
]);

/** Third e-mail rules text, shown for 304005. */
export const emailCodeWrongOrExpiredMessage = (): MessageDescriptor => EMAIL_RULE_MESSAGES[2];

/** Fourth and fifth e-mail rules texts, shown together for 304001. */
export const emailNotOrgAccountMessages = (): readonly [MessageDescriptor, MessageDescriptor] => [
  EMAIL_RULE_MESSAGES[3],
  EMAIL_RULE_MESSAGES[4],
];

/**
 * The e-mail rules texts to show for a failed e-mail code request (304005 code wrong or expired,
 * 304001 not an organisation account), or null when the server's own `msg` should be shown (spec 8).
 */
export const emailCodeErrorMessages = (code: number): readonly MessageDescriptor[] | null => {
  if (code === CODES.ORG_EMAIL_CODE_INVALID) return [emailCodeWrongOrExpiredMessage()];
  if (code === CODES.ORG_EMAIL_NOT_FOUND) return emailNotOrgAccountMessages();
  return null;
};

const isTooLong = (email: string): boolean =>
  email.length > EMAIL_MAX_LENGTH || email.split('@')[0].length > EMAIL_LOCAL_PART_MAX_LENGTH;

/** True when the address as typed is a valid e-mail address. */
export const isValidEmail = (raw: string | null | undefined): boolean => {
  const email = normalizeEmail(raw);
  return !isTooLong(email) && EMAIL_PATTERN.test(email);
};

/** The most precise message for an address as typed (empty, too long, invalid), or null when valid. */
export const validateEmail = (raw: string | null | undefined): MessageDescriptor | null => {
  const email = normalizeEmail(raw);
  if (email === '') return m.emailRequired;
  if (isTooLong(email)) return m.emailTooLong;
  return EMAIL_PATTERN.test(email) ? null : m.emailInvalid;
};
