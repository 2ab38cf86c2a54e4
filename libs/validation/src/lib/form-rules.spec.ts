import type { District } from '@brokerage/contracts';
import {
  type LoginContext,
  type LoginMode,
  isRequiredField,
  isSendEnabled,
  isSubmitEnabled,
  loginModeOf,
  requiredFields,
  showsEmailField,
  validateLoginForm,
  validateSendEmail,
  validateSendSms,
} from './form-rules';
import { validationMessages as m } from './messages';

const hkNew: LoginContext = { mode: 'sms', district: 'hk', registered: false };
const hkRegistered: LoginContext = { mode: 'sms', district: 'hk', registered: true };
const mainland: LoginContext = { mode: 'sms', district: 'mainland', registered: false };

describe('panel mode', () => {
  it('follows the two toggles', () => {
    expect(loginModeOf('phone', 'sms')).toBe('sms');
    expect(loginModeOf('phone', 'password')).toBe('password');
    expect(loginModeOf('email', 'sms')).toBe('email');
    expect(loginModeOf('email', 'password')).toBe('email');
  });
});

describe('send-code button', () => {
  it('needs the phone in SMS mode and the e-mail in e-mail mode', () => {
    expect(isSendEnabled('sms', { phone: '51234567' })).toBe(true);
    expect(isSendEnabled('sms', { phone: '', email: 'ir@example.com' })).toBe(false);
    expect(isSendEnabled('sms', { phone: '   ' })).toBe(false);
    expect(isSendEnabled('email', { email: 'ir@example.com' })).toBe(true);
    expect(isSendEnabled('email', { phone: '51234567', email: '\u3000' })).toBe(false);
    expect(isSendEnabled('password', { phone: '51234567', email: 'ir@example.com' })).toBe(false);
  });

  it('stays disabled while the resend countdown runs', () => {
    expect(isSendEnabled('sms', { phone: '51234567' }, 42)).toBe(false);
    expect(isSendEnabled('sms', { phone: '51234567' }, 0)).toBe(true);
  });
});

describe('required marks and submit rule', () => {
  const full = { area: '+852', phone: '51234567', checkCode: '123456', password: 'secret', email: 'ir@example.com' };
  const without = (field: keyof typeof full) => ({ ...full, [field]: '' });

  const cases: { name: string; context: LoginContext; required: string[] }[] = [
    { name: 'SMS, hk, new user', context: hkNew, required: ['phone', 'checkCode', 'email'] },
    { name: 'SMS, hk, registered user', context: hkRegistered, required: ['phone', 'checkCode'] },
    { name: 'SMS, mainland, new user', context: mainland, required: ['phone', 'checkCode'] },
    { name: 'SMS, mainland, registered user', context: { ...mainland, registered: true }, required: ['phone', 'checkCode'] },
    ...(['hk', 'mainland'] as District[]).flatMap((district) =>
      [true, false].flatMap((registered) => [
        { name: `password, ${district}`, context: { mode: 'password' as LoginMode, district, registered }, required: ['phone', 'password'] },
        { name: `e-mail, ${district}`, context: { mode: 'email' as LoginMode, district, registered }, required: ['email', 'checkCode'] },
      ]),
    ),
  ];

  it.each(cases)('$name: asterisks on $required', ({ context, required }) => {
    expect(requiredFields(context)).toEqual(required);
    for (const field of ['phone', 'checkCode', 'password', 'email', 'invite'] as const) {
      expect(isRequiredField(context, field)).toBe(required.includes(field));
    }
  });

  it.each(cases)('$name: submit enabled exactly when every required field is filled in', ({ context, required }) => {
    expect(isSubmitEnabled(context, full)).toBe(true);
    for (const field of required) {
      expect(isSubmitEnabled(context, without(field as keyof typeof full))).toBe(false);
      expect(isSubmitEnabled(context, { ...full, [field]: '  ' })).toBe(false);
    }
    for (const field of (['phone', 'checkCode', 'password', 'email'] as const).filter((name) => !required.includes(name))) {
      expect(isSubmitEnabled(context, without(field))).toBe(true);
    }
  });

  it('treats the e-mail as optional for a registered hk user but required for a new one', () => {
    const fields = { phone: '51234567', checkCode: '123456' };
    expect(isSubmitEnabled(hkRegistered, fields)).toBe(true);
    expect(isSubmitEnabled(hkNew, fields)).toBe(false);
    expect(isSubmitEnabled(hkNew, { ...fields, email: 'new.client@example.com' })).toBe(true);
  });

  it('shows the e-mail field in hk SMS mode and in e-mail mode only', () => {
    expect(showsEmailField(hkRegistered)).toBe(true);
    expect(showsEmailField(mainland)).toBe(false);
    expect(showsEmailField({ mode: 'password', district: 'hk' })).toBe(false);
    expect(showsEmailField({ mode: 'email', district: 'mainland' })).toBe(true);
  });
});

describe('validateSendSms', () => {
  it('passes a valid number', () => {
    expect(validateSendSms({ area: '+852', phone: '5123 4567' })).toBeNull();
    expect(validateSendSms({ area: '86', phone: '１３８００１３８０００' })).toBeNull();
  });

  it('shows the first message of the area phone rules for any invalid number', () => {
    expect(validateSendSms({ area: '+852', phone: '5123456' })).toBe(m.phoneInvalid852);
    expect(validateSendSms({ area: '+852', phone: '512345678' })).toBe(m.phoneInvalid852);
    expect(validateSendSms({ area: '+852', phone: '' })).toBe(m.phoneInvalid852);
    expect(validateSendSms({ area: '+86', phone: '23800138000' })).toBe(m.phoneInvalid86);
    expect(validateSendSms({ area: '+86', phone: '1380013800a' })).toBe(m.phoneInvalid86);
    expect(validateSendSms({ area: '+65', phone: '8123-456x' })).toBe(m.phoneInvalid);
    expect(validateSendSms({ area: '+852', phone: '5'.repeat(1000) })).toBe(m.phoneInvalid852);
  });

  it('names a missing or broken calling code', () => {
    expect(validateSendSms({ area: '', phone: '51234567' })).toBe(m.areaInvalid);
    expect(validateSendSms({ phone: '51234567' })).toBe(m.areaInvalid);
  });
});

describe('validateSendEmail', () => {
  it('passes a valid address and shows the first e-mail rules text otherwise', () => {
    expect(validateSendEmail({ email: ' ir@example.com ' })).toBeNull();
    expect(validateSendEmail({ email: 'ir@example' })).toBe(m.emailInvalid);
    expect(validateSendEmail({ email: '' })).toBe(m.emailInvalid);
    expect(validateSendEmail({})).toBe(m.emailInvalid);
  });
});

describe('validateLoginForm', () => {
  it('passes a complete SMS form and reports fields in form order', () => {
    const valid = { area: '+852', phone: '51234567', checkCode: '123456', email: 'new.client@example.com' };
    expect(validateLoginForm(hkNew, valid)).toBeNull();
    expect(validateLoginForm(hkNew, { ...valid, phone: '5123', checkCode: '12' })).toBe(m.phoneInvalid852);
    expect(validateLoginForm(hkNew, { ...valid, checkCode: '12', email: 'x' })).toBe(m.checkCodeInvalid);
    expect(validateLoginForm(hkNew, { ...valid, checkCode: '１２３ ４５６', email: '' })).toBe(m.emailRequired);
    expect(validateLoginForm(hkNew, { ...valid, invite: 'not a code!' })).toBe(m.inviteInvalid);
  });

  it('checks an optional e-mail only when one was typed', () => {
    const fields = { area: '852', phone: '51234567', checkCode: '123456' };
    expect(validateLoginForm(hkRegistered, fields)).toBeNull();
    expect(validateLoginForm(hkRegistered, { ...fields, email: 'ir@' })).toBe(m.emailInvalid);
    expect(validateLoginForm(mainland, { area: '86', phone: '13800138000', checkCode: '123456', email: 'ignored' })).toBeNull();
  });

  it('password mode needs a valid phone and a password', () => {
    const context: LoginContext = { mode: 'password', district: 'hk', registered: true };
    expect(validateLoginForm(context, { area: '852', phone: '51234567', password: 'Demo-pass-2026' })).toBeNull();
    expect(validateLoginForm(context, { area: '852', phone: '51234567' })).toBe(m.passwordRequired);
    expect(validateLoginForm(context, { area: '852', phone: '', password: 'x' })).toBe(m.phoneRequired);
    expect(validateLoginForm(context, { area: '852', phone: '51234567', password: 'p'.repeat(65) })).toBe(m.passwordTooLong);
  });

  it('e-mail mode needs a valid e-mail and code', () => {
    const context: LoginContext = { mode: 'email', district: 'mainland', registered: false };
    expect(validateLoginForm(context, { email: 'treasury@corp.example.com', checkCode: '654321' })).toBeNull();
    expect(validateLoginForm(context, { email: 'treasury', checkCode: '654321' })).toBe(m.emailInvalid);
    expect(validateLoginForm(context, { email: 'treasury@corp.example.com', checkCode: '' })).toBe(m.checkCodeRequired);
    expect(validateLoginForm(context, { email: 'treasury@corp.example.com', checkCode: '6543210' })).toBe(m.checkCodeInvalid);
  });
});
