/*
 * One spec-5 rulebook: the browser's form rules (this library's public validators) and the
 * API's request schemas (@brokerage/contracts) must give the same verdict on the same input,
 * and turn an accepted input into the same value. Each row runs through both sides; a
 * request body is parsed whole, with only the field under test varied.
 */
import { checkPhone, orgEmailCaptchaLogin, orgEmailVerifyLogin, passwordLogin, sendEmailCaptcha, sendPhoneCaptcha, webRegisterLogin } from '@brokerage/contracts';
import type { z } from 'zod';
import {
  isValidAreaCode,
  isValidEmail,
  isValidPhone,
  loginFormSchema,
  sendEmailSchema,
  sendSmsSchema,
  validateEmail,
  validateLoginForm,
  validatePhone,
  validateSendEmail,
  validateSendSms,
} from '../index';

const MEGABYTE = 1024 * 1024;
const MB_DIGITS = '5'.repeat(MEGABYTE);
const MB_CODE = '8'.repeat(MEGABYTE);
const MB_EMAIL = `${'a'.repeat(MEGABYTE)}@example.com`;
const MB_SPACES = ' '.repeat(MEGABYTE);

/** A row: the input, whether spec 5 accepts it and, if so, the value both sides make of it. */
type Row = readonly [label: string, input: string, accepted: string | null];

/** A schema whose input is a plain object (the request body or query of one call). */
type BodySchema = z.ZodType<unknown, unknown>;

const required = (schema: BodySchema | undefined): BodySchema => {
  if (!schema) throw new Error('endpoint has no request schema');
  return schema;
};

// ---------------------------------------------------------------------------------------------
// Calling code and phone number
// ---------------------------------------------------------------------------------------------

/** Calling-code rows, each with a phone number valid for that area. */
const AREA_ROWS: readonly (readonly [label: string, area: string, phone: string, accepted: string | null])[] = [
  ['852', '852', '51234567', '852'],
  ['+852', '+852', '51234567', '852'],
  ['+852 with spaces around', ' +852 ', '51234567', '852'],
  ['full-width ＋８５２', '＋８５２', '51234567', '852'],
  ['0852 (leading 0 dropped: the same target as 852)', '0852', '51234567', '852'],
  ['00852 (international prefix dropped)', '00852', '51234567', '852'],
  ['+0 (no such code)', '+0', '51234567', null],
  ['+999 (unassigned)', '+999', '51234567', null],
  ['+1234 (not in the country list)', '+1234', '51234567', null],
  ['+86', '+86', '13800138000', '86'],
  ['+65', '+65', '81234567', '65'],
  ['+44 (country list, no own rule)', '+44', '7700900123', '44'],
  ['5 digits', '12345', '51234567', null],
  ['letters', 'hk', '51234567', null],
  ['empty', '', '51234567', null],
  ['1 MB of digits', MB_CODE, '51234567', null],
];

/** Phone rows of one calling code. */
const PHONE_ROWS: readonly (readonly [area: string, ...row: Row])[] = [
  ['852', '8 digits', '51234567', '51234567'],
  ['852', 'full-width digits', '５１２３４５６７', '51234567'],
  ['852', 'spaces inside and around', ' 5123 4567 ', '51234567'],
  ['852', 'ideographic space and hyphen', '５１２３\u3000-４５６７', '51234567'],
  ['852', '7 digits', '5123456', null],
  ['852', '9 digits', '512345678', null],
  ['852', '3 digits', '123', null],
  ['852', '16 digits', '1234567890123456', null],
  ['852', 'letters', '5123abcd', null],
  ['852', 'calling code typed into the number', '+85251234567', null],
  ['852', 'empty', '', null],
  ['852', 'spaces only', '   ', null],
  ['852', '1 MB of digits', MB_DIGITS, null],
  ['852', '1 MB of spaces', MB_SPACES, null],
  ['86', '11 digits starting with 1', '13800138000', '13800138000'],
  ['86', 'grouped with spaces', '138 0013 8000', '13800138000'],
  ['86', 'starting with 2', '23800138000', null],
  ['86', '10 digits', '1380013800', null],
  ['86', '12 digits', '138001380001', null],
  ['65', '8 digits', '81234567', '81234567'],
  ['65', '8 digits grouped', '8123 4567', '81234567'],
  ['65', '3 digits', '812', null],
  ['65', '7 digits', '8123456', null],
  ['65', '9 digits', '812345678', null],
  ['65', '16 digits', '1234567890123456', null],
  ['853', '8 digits', '66123456', '66123456'],
  ['853', '6 digits', '661234', null],
  ['886', '9 digits', '912345678', '912345678'],
  ['886', 'with the trunk 0', '0912345678', null],
  ['44', '10 digits', '7700900123', '7700900123'],
  ['44', '3 digits', '123', null],
  ['44', '14 digits (over E.164 with +44)', '12345678901234', null],
];

/** The API's verdict: every call with a calling code and a phone number, parsed whole. */
const apiPhone = (areaCode: string, phoneNumber: string): { accepted: boolean[]; outputs: unknown[] } => {
  const requests: [BodySchema, Record<string, unknown>][] = [
    [required(sendPhoneCaptcha.body), { areaCode, phoneNumber, type: 106 }],
    [required(webRegisterLogin.body), { areaCode, phoneNumber, captcha: '123456', source: 11 }],
    [required(passwordLogin.body), { areaCode, phoneNumber, password: 'QUJD'.repeat(86) }],
    [required(checkPhone.query), { areaCode, phoneNumber }],
  ];
  const results = requests.map(([schema, body]) => schema.safeParse(body));
  return {
    accepted: results.map((result) => result.success),
    outputs: results.flatMap((result) => {
      if (!result.success) return [];
      const { areaCode: area, phoneNumber: phone } = result.data as { areaCode: string; phoneNumber: string };
      return [{ areaCode: area, phoneNumber: phone }];
    }),
  };
};

/** The browser's verdict: every public validator that looks at a calling code and phone number. */
const browserPhone = (area: string, phone: string): { accepted: boolean[]; outputs: unknown[] } => {
  const sms = sendSmsSchema.safeParse({ area, phone });
  const passwordForm = { mode: 'password', district: 'hk', registered: true } as const;
  const smsForm = { mode: 'sms', district: 'mainland', registered: true } as const;
  const password = loginFormSchema(passwordForm).safeParse({ area, phone, password: 'Demo-pass-2026' });
  return {
    accepted: [
      isValidAreaCode(area) && isValidPhone(area, phone),
      validatePhone(area, phone) === null,
      validateSendSms({ area, phone }) === null,
      sms.success,
      password.success,
      validateLoginForm(smsForm, { area, phone, checkCode: '123456' }) === null,
    ],
    outputs: [
      ...(sms.success ? [sms.data] : []),
      ...(password.success && password.data.mode === 'password' ? [{ areaCode: password.data.areaCode, phoneNumber: password.data.phoneNumber }] : []),
    ],
  };
};

const expectPhoneAgreement = (area: string, phone: string, accepted: { areaCode: string; phoneNumber: string } | null) => {
  const api = { result: apiPhone(area, phone) };
  const browser = { result: browserPhone(area, phone) };
  expect(api.result.accepted).toEqual(api.result.accepted.map(() => accepted !== null));
  expect(browser.result.accepted).toEqual(browser.result.accepted.map(() => accepted !== null));
  if (accepted) {
    expect(api.result.outputs).toEqual(api.result.outputs.map(() => accepted));
    expect(browser.result.outputs).toEqual(browser.result.outputs.map(() => accepted));
  }
};

describe('spec 5 agreement: calling code', () => {
  it.each(AREA_ROWS)('%s', (_label, area, phone, accepted) => {
    expectPhoneAgreement(area, phone, accepted === null ? null : { areaCode: accepted, phoneNumber: phone });
  });
});

describe('spec 5 agreement: phone number per area', () => {
  it.each(PHONE_ROWS)('+%s %s', (area, _label, phone, accepted) => {
    expectPhoneAgreement(area, phone, accepted === null ? null : { areaCode: area, phoneNumber: accepted });
  });
});

// ---------------------------------------------------------------------------------------------
// E-mail
// ---------------------------------------------------------------------------------------------

const EMAIL_ROWS: readonly Row[] = [
  ['corporate address', 'treasury.ops@corp-example.com.hk', 'treasury.ops@corp-example.com.hk'],
  ['short but real top-level domain', 'a@b.co', 'a@b.co'],
  ['one-letter top-level domain', 'a@b.c', null],
  ['spaces around', '  ir@example.com  ', 'ir@example.com'],
  ['space inside', 'ir @example.com', null],
  ['full-width characters', 'ｃｆｏ＠ｅｘａｍｐｌｅ．ｃｏｍ', 'cfo@example.com'],
  ['no domain dot', 'user@localhost', null],
  ['no domain', 'user@', null],
  ['two @', 'user@@example.com', null],
  ['local part over 64 characters', `${'a'.repeat(65)}@example.com`, null],
  ['empty', '', null],
  ['spaces only', '   ', null],
  ['1 MB', MB_EMAIL, null],
  ['1 MB of spaces', MB_SPACES, null],
];

const apiEmail = (email: string): { accepted: boolean[]; outputs: unknown[] } => {
  const requests: [BodySchema, Record<string, unknown>, string][] = [
    [required(sendEmailCaptcha.body), { email, type: 106 }, 'email'],
    [required(orgEmailCaptchaLogin.body), { captcha: '123456', captchaType: 106, email }, 'email'],
    [required(orgEmailVerifyLogin.body), { loginEmail: email }, 'loginEmail'],
  ];
  // The e-mail a new hk user gives on SMS registration is optional: an empty one means "none".
  if (email.trim() !== '') {
    requests.push([required(webRegisterLogin.body), { areaCode: '852', phoneNumber: '51234567', captcha: '123456', source: 11, email }, 'email']);
  }
  const results = requests.map(([schema, body, field]) => ({ result: schema.safeParse(body), field }));
  return {
    accepted: results.map(({ result }) => result.success),
    outputs: results.flatMap(({ result, field }) => (result.success ? [(result.data as Record<string, unknown>)[field]] : [])),
  };
};

const browserEmail = (email: string): { accepted: boolean[]; outputs: unknown[] } => {
  const send = sendEmailSchema.safeParse({ email });
  const emailForm = loginFormSchema({ mode: 'email', district: 'hk', registered: false }).safeParse({ email, checkCode: '123456' });
  const smsFields = { area: '852', phone: '51234567', checkCode: '123456', email };
  const accepted = [
    isValidEmail(email),
    validateEmail(email) === null,
    validateSendEmail({ email }) === null,
    send.success,
    emailForm.success,
    validateLoginForm({ mode: 'sms', district: 'hk', registered: false }, smsFields) === null,
  ];
  if (email.trim() !== '') accepted.push(validateLoginForm({ mode: 'sms', district: 'hk', registered: true }, smsFields) === null);
  return {
    accepted,
    outputs: [...(send.success ? [send.data.email] : []), ...(emailForm.success && emailForm.data.mode === 'email' ? [emailForm.data.email] : [])],
  };
};

describe('spec 5 agreement: e-mail', () => {
  it.each(EMAIL_ROWS)('%s', (_label, email, accepted) => {
    const api = { result: apiEmail(email) };
    const browser = { result: browserEmail(email) };
    expect(api.result.accepted).toEqual(api.result.accepted.map(() => accepted !== null));
    expect(browser.result.accepted).toEqual(browser.result.accepted.map(() => accepted !== null));
    if (accepted !== null) {
      expect(api.result.outputs).toEqual(api.result.outputs.map(() => accepted));
      expect(browser.result.outputs).toEqual(browser.result.outputs.map(() => accepted));
    }
  });
});
