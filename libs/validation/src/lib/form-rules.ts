import type { MessageDescriptor } from '@lingui/core';
import { isValidEmail, validateEmail, EMAIL_RULE_MESSAGES } from './email';
import { validateCheckCode, validateInviteCode, validatePassword } from './fields';
import { validationMessages as m } from './messages';
import { isEntered } from './normalize';
import { isRequiredField, showsEmailField, type LoginContext, type LoginFields, type LoginFieldName } from './form-shape';
import { isValidAreaCode, isValidPhone, phoneRules, validatePhone } from './phone';

// The checks of the login form's values (spec 5); its shape (modes, required fields, enabled
// buttons) is form-shape.ts, re-exported here for the specs and callers that want both.
export { loginModeOf, requiredFields, isRequiredField, showsEmailField, isSubmitEnabled, isSendEnabled, type LoginMode, type LoginFields, type LoginFieldName, type LoginContext } from './form-shape';

/**
 * Check before requesting an SMS code. An invalid number gets the first message of the
 * area's phone rules list (spec 5); a bad calling code gets its own message.
 */
export const validateSendSms = (fields: Pick<LoginFields, 'area' | 'phone'>): MessageDescriptor | null => {
  if (!isValidAreaCode(fields.area)) return m.areaInvalid;
  return isValidPhone(fields.area, fields.phone) ? null : phoneRules(fields.area ?? '')[0].message;
};

/** Check before requesting an e-mail code: an invalid address gets the first e-mail rules text (spec 5). */
export const validateSendEmail = (fields: Pick<LoginFields, 'email'>): MessageDescriptor | null =>
  isValidEmail(fields.email) ? null : EMAIL_RULE_MESSAGES[0];

type FieldCheck = (fields: LoginFields) => MessageDescriptor | null;

const checkPhone: FieldCheck = (fields) => validatePhone(fields.area, fields.phone);
const checkCode: FieldCheck = (fields) => validateCheckCode(fields.checkCode);
const checkPassword: FieldCheck = (fields) => validatePassword(fields.password);
const checkInvite: FieldCheck = (fields) => validateInviteCode(fields.invite);
const checkEmail: FieldCheck = (fields) => validateEmail(fields.email);
/** An optional e-mail is only checked when something was typed. */
const checkOptionalEmail: FieldCheck = (fields) => (isEntered(fields.email) ? validateEmail(fields.email) : null);

/** Field checks of a mode, in the order the fields appear in the form. */
export const loginChecks = (context: LoginContext): readonly { field: LoginFieldName; check: FieldCheck }[] => {
  switch (context.mode) {
    case 'sms': {
      const checks: { field: LoginFieldName; check: FieldCheck }[] = [
        { field: 'phone', check: checkPhone },
        { field: 'checkCode', check: checkCode },
      ];
      if (showsEmailField(context)) {
        checks.push({ field: 'email', check: isRequiredField(context, 'email') ? checkEmail : checkOptionalEmail });
      }
      checks.push({ field: 'invite', check: checkInvite });
      return checks;
    }
    case 'password':
      return [
        { field: 'phone', check: checkPhone },
        { field: 'password', check: checkPassword },
      ];
    case 'email':
      return [
        { field: 'email', check: checkEmail },
        { field: 'checkCode', check: checkCode },
      ];
  }
};

/** Check on submit: the first failing field's message, in form order, or null when the form is valid. */
export const validateLoginForm = (context: LoginContext, fields: LoginFields): MessageDescriptor | null => {
  for (const { check } of loginChecks(context)) {
    const message = check(fields);
    if (message) return message;
  }
  return null;
};
