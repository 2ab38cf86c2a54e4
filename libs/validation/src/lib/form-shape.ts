import type { District } from '@brokerage/contracts';
import { isEntered } from './normalize';

// The shape of the login form (spec 5): its modes, which fields it shows and requires, when its
// buttons are enabled. What the form renders with, and nothing that checks a value: the checks
// (phone, e-mail, code rules and the zod schemas, form-rules.ts and schemas.ts) stay out of a
// page's first load and come with the panel's first use (libs/auth-panel, panel-on-use.ts).

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
