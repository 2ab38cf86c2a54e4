import { CODES } from '@brokerage/contracts/constants';
import { emailProblem, isEmailAddress, type EmailProblem } from '@brokerage/domain';
import type { MessageDescriptor } from '@lingui/core';
import { validationMessages as m } from './messages';

/*
 * The e-mail rules of spec 5 as the form shows them. The verdict is the domain rulebook's
 * (`@brokerage/domain`, also behind the API's request schemas); this module holds the
 * translated texts and picks one for each problem.
 */

/** Standard address shape of spec 5 (the domain's; lengths are checked apart, see `validateEmail`). */
export { EMAIL_PATTERN } from '@brokerage/domain';

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

const PROBLEM_MESSAGES: Readonly<Record<EmailProblem, MessageDescriptor>> = {
  empty: m.emailRequired,
  tooLong: m.emailTooLong,
  invalid: m.emailInvalid,
};

/** True when the address as typed is a valid e-mail address. */
export const isValidEmail = (raw: string | null | undefined): boolean => isEmailAddress(raw);

/** The most precise message for an address as typed (empty, too long, invalid), or null when valid. */
export const validateEmail = (raw: string | null | undefined): MessageDescriptor | null => {
  const problem = emailProblem(raw);
  return problem === null ? null : PROBLEM_MESSAGES[problem];
};
