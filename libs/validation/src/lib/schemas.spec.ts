import { validationMessages as m } from './messages';
import {
  areaCodeSchema,
  checkCodeSchema,
  emailSchema,
  firstErrorMessage,
  inviteCodeSchema,
  loginFormSchema,
  messageOfIssue,
  passwordSchema,
  phoneSchema,
  sendEmailSchema,
  sendSmsSchema,
} from './schemas';

describe('field schemas', () => {
  it('output normalised values', () => {
    expect(areaCodeSchema.parse(' +852 ')).toBe('852');
    expect(phoneSchema('852').parse('５１２３ ４５６７')).toBe('51234567');
    expect(checkCodeSchema.parse(' １２３４５６ ')).toBe('123456');
    expect(passwordSchema.parse(' keep spaces ')).toBe(' keep spaces ');
    expect(inviteCodeSchema.parse(' ABC123 ')).toBe('ABC123');
    expect(inviteCodeSchema.parse('')).toBeUndefined();
    expect(inviteCodeSchema.parse(undefined)).toBeUndefined();
    expect(emailSchema.parse(' ir＠example.com ')).toBe('ir@example.com');
  });

  it('fail with the translatable message of the rule', () => {
    expect(firstErrorMessage(areaCodeSchema.safeParse('abc'))).toBe(m.areaInvalid);
    expect(firstErrorMessage(phoneSchema('86').safeParse('23800138000'))).toBe(m.phoneInvalid86);
    expect(firstErrorMessage(phoneSchema('852').safeParse('5123456'))).toBe(m.phoneInvalid852);
    expect(firstErrorMessage(checkCodeSchema.safeParse('12'))).toBe(m.checkCodeInvalid);
    expect(firstErrorMessage(passwordSchema.safeParse(''))).toBe(m.passwordRequired);
    expect(firstErrorMessage(emailSchema.safeParse('nobody'))).toBe(m.emailInvalid);
    expect(firstErrorMessage(emailSchema.safeParse('ir@example.com'))).toBeNull();
  });

  it('give a generic message for input of the wrong type', () => {
    expect(firstErrorMessage(phoneSchema('852').safeParse(51234567))).toBe(m.fieldInvalid);
    expect(messageOfIssue({ message: 'Invalid input: expected string' })).toBe(m.fieldInvalid);
  });
});

describe('send-code schemas', () => {
  it('turn form values into the API fields', () => {
    expect(sendSmsSchema.parse({ area: '+852', phone: '5123 4567' })).toEqual({ areaCode: '852', phoneNumber: '51234567' });
    expect(sendEmailSchema.parse({ email: ' ir@example.com ' })).toEqual({ email: 'ir@example.com' });
  });

  it('report the first message of the rules lists on the failing field', () => {
    const sms = sendSmsSchema.safeParse({ area: '+852', phone: '5123456' });
    expect(firstErrorMessage(sms)).toBe(m.phoneInvalid852);
    expect(sms.error?.issues[0].path).toEqual(['phone']);
    const area = sendSmsSchema.safeParse({ area: 'x', phone: '51234567' });
    expect(area.error?.issues[0].path).toEqual(['area']);
    expect(firstErrorMessage(sendEmailSchema.safeParse({ email: 'ir@' }))).toBe(m.emailInvalid);
  });
});

describe('loginFormSchema', () => {
  it('yields the SMS payload, with e-mail and invite only when given', () => {
    const schema = loginFormSchema({ mode: 'sms', district: 'hk', registered: true });
    expect(schema.parse({ area: '+852', phone: '51234567', checkCode: '１２３４５６', email: '', invite: '' })).toEqual({
      mode: 'sms',
      areaCode: '852',
      phoneNumber: '51234567',
      captcha: '123456',
    });
    expect(schema.parse({ area: '+852', phone: '51234567', checkCode: '123456', email: 'ir@example.com', invite: 'ABC' })).toEqual({
      mode: 'sms',
      areaCode: '852',
      phoneNumber: '51234567',
      captcha: '123456',
      email: 'ir@example.com',
      inviteCode: 'ABC',
    });
  });

  it('never sends an e-mail from the mainland SMS form', () => {
    const schema = loginFormSchema({ mode: 'sms', district: 'mainland', registered: false });
    expect(schema.parse({ area: '86', phone: '13800138000', checkCode: '123456', email: 'x@example.com' })).toEqual({
      mode: 'sms',
      areaCode: '86',
      phoneNumber: '13800138000',
      captcha: '123456',
    });
  });

  it('yields the password and e-mail payloads', () => {
    expect(loginFormSchema({ mode: 'password', district: 'hk', registered: true }).parse({ area: '852', phone: '51234567', password: 'Demo-pass-2026' })).toEqual({
      mode: 'password',
      areaCode: '852',
      phoneNumber: '51234567',
      password: 'Demo-pass-2026',
    });
    expect(loginFormSchema({ mode: 'email', district: 'hk', registered: false }).parse({ email: 'cfo@corp.example.com', checkCode: '000111' })).toEqual({
      mode: 'email',
      email: 'cfo@corp.example.com',
      captcha: '000111',
    });
  });

  it('lists every failing field in form order, the first matching validateLoginForm', () => {
    const result = loginFormSchema({ mode: 'sms', district: 'hk', registered: false }).safeParse({ area: '852', phone: '5123', checkCode: '', email: 'bad' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['phone', 'checkCode', 'email']);
    expect(result.error?.issues.map(messageOfIssue)).toEqual([m.phoneInvalid852, m.checkCodeRequired, m.emailInvalid]);
    expect(firstErrorMessage(result)).toBe(m.phoneInvalid852);
  });
});
