import type { District } from '@brokerage/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { isValidEmail, validateEmail, EMAIL_RULE_MESSAGES } from './email';
import { validateCheckCode, validateInviteCode, validatePassword } from './fields';
import { validationMessages as m } from './messages';
import { isEntered } from './normalize';
import { isValidAreaCode, isValidPhone, phoneRules, validatePhone } from './phone';

/** Panel mode: phone + SMS code (also registers), phone + password, or organisation e-mail + code. */
export type LoginMode = 'sms' | 'password' | 'email';

/** Maps the panel's two toggles (spec 4: loginType and loginWay) to one mode. */
export const loginModeOf = (loginType: 'phone' | 'email', loginWay: 'sms' | 'password'): LoginMode =>
  loginType === 'email' ? 'email' : loginWay;

/** The panel's form fields (spec 3), as typed. */
export interface LoginFields {
  area?: string | null;
  phone?: string | null;
  checkCode?: string | null;
  password?: string | null;
  invite?: string | null;
  email?: string | null;
}

export type LoginFieldName = keyof LoginFields;

export interface LoginContext {
  mode: LoginMode;
  district: District;
  /**
   * Whether the phone number already has an account (check-phone). Pass false until the
   * check has answered: the stricter rule then applies.
   */
  registered: boolean;
}

/**
 * Fields that must be filled in, in form order; each carries an asterisk (spec 5).
 * SMS mode needs the e-mail only from an unregistered hk user; it is optional for a
 * registered hk user and not asked for on the mainland site.
 */
export const requiredFields = ({ mode, district, registered }: LoginContext): readonly LoginFieldName[] => {
  switch (mode) {
    case 'sms':
      return district === 'hk' && !registered ? ['phone', 'checkCode', 'email'] : ['phone', 'checkCode'];
    case 'password':
      return ['phone', 'password'];
    case 'email':
      return ['email', 'checkCode'];
  }
};

/** Whether the field carries the required asterisk. */
export const isRequiredField = (context: LoginContext, field: LoginFieldName): boolean => requiredFields(context).includes(field);

/** Whether the e-mail field is part of the form at all (it registers hk users in SMS mode, or is the login). */
export const showsEmailField = ({ mode, district }: Pick<LoginContext, 'mode' | 'district'>): boolean =>
  mode === 'email' || (mode === 'sms' && district === 'hk');

/** Submit is enabled once every required field is filled in (spec 5); validity is checked on submit. */
export const isSubmitEnabled = (context: LoginContext, fields: LoginFields): boolean =>
  requiredFields(context).every((field) => isEntered(fields[field]));

/**
 * The send-code button is enabled only when the phone (SMS mode) or the e-mail (e-mail mode)
 * is filled in, and not while the resend countdown still runs. Password mode has no such button.
 */
export const isSendEnabled = (mode: LoginMode, fields: Pick<LoginFields, 'phone' | 'email'>, secondsLeft = 0): boolean => {
  if (secondsLeft > 0) return false;
  if (mode === 'sms') return isEntered(fields.phone);
  if (mode === 'email') return isEntered(fields.email);
  return false;
};

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
