import { openApiApplicationSchema } from './config-manager';
import { chairRegisterBodySchema } from './official-website-config';
import { emailAddressField, phoneMatchesArea, registerAttributionSchema, sendEmailCaptcha, sendPhoneCaptcha, userServerEndpoints, webRegisterLogin } from './user-server';

const defined = <T>(schema: T | undefined): T => {
  if (!schema) throw new Error('endpoint has no body schema');
  return schema;
};

describe('user-server contracts', () => {
  it('has the 15 calls of spec 7', () => {
    expect(Object.keys(userServerEndpoints)).toHaveLength(15);
    expect(new Set(Object.values(userServerEndpoints).map((endpoint) => endpoint.path)).size).toBe(15);
  });

  it('normalises the calling code and phone, and applies the per-area phone rule', () => {
    const body = defined(sendPhoneCaptcha.body);
    expect(body.parse({ areaCode: '+852', phoneNumber: '5123 4567', type: 106 })).toEqual({ areaCode: '852', phoneNumber: '51234567', type: 106, key: 1 });
    expect(body.safeParse({ areaCode: '86', phoneNumber: '13800138000', type: 106, key: 2 }).success).toBe(true);
    expect(body.safeParse({ areaCode: '86', phoneNumber: '23800138000', type: 106 }).success).toBe(false);
    expect(body.safeParse({ areaCode: '852', phoneNumber: '5123456', type: 106 }).success).toBe(false);
    expect(body.safeParse({ areaCode: '65', phoneNumber: '81234567', type: 106 }).success).toBe(true);
    expect(body.safeParse({ areaCode: '852', phoneNumber: '51234567', type: 107 }).success).toBe(false);
  });

  it('takes its verdicts from the spec 5 rulebook of @brokerage/domain', () => {
    const body = defined(sendPhoneCaptcha.body);
    expect(body.safeParse({ areaCode: '999', phoneNumber: '51234567', type: 106 }).success).toBe(false);
    expect(body.parse({ areaCode: '0852', phoneNumber: '51234567', type: 106 }).areaCode).toBe('852');
    expect(body.parse({ areaCode: '＋８５２', phoneNumber: '５１２３－４５６７', type: 106 })).toEqual({ areaCode: '852', phoneNumber: '51234567', type: 106, key: 1 });
    expect(body.safeParse({ areaCode: '65', phoneNumber: '812', type: 106 }).success).toBe(false);
    expect(body.safeParse({ areaCode: '65', phoneNumber: '812345678', type: 106 }).success).toBe(false);
    expect(phoneMatchesArea('86', '13800138000')).toBe(true);
    expect(phoneMatchesArea('999', '51234567')).toBe(false);

    expect(emailAddressField.safeParse('a@b.c').success).toBe(false);
    expect(emailAddressField.parse(' ｉｒ＠example.com ')).toBe('ir@example.com');
    expect(defined(sendEmailCaptcha.body).safeParse({ email: 'a@b.c', type: 106 }).success).toBe(false);
  });

  it('accepts a 6-digit code as typed and an empty or encrypted e-mail', () => {
    const base = { areaCode: '852', phoneNumber: '51234567', source: 11 };
    const loginBody = defined(webRegisterLogin.body);
    expect(loginBody.parse({ ...base, captcha: ' 123 456 ', email: '' }).captcha).toBe('123456');
    expect(loginBody.safeParse({ ...base, captcha: '12345' }).success).toBe(false);
    expect(loginBody.safeParse({ ...base, captcha: '123456', email: 'QUJD'.repeat(86) }).success).toBe(true);
    expect(loginBody.safeParse({ ...base, captcha: '123456', source: 12 }).success).toBe(false);
  });

  it('accepts the attribution keys of spec 3 and rgdim_ dimensions only', () => {
    expect(registerAttributionSchema.parse({ 'register-cid': 'usmart-hk', 'register-ct': '2', rgdim_page: 'news' })).toEqual({ 'register-cid': 'usmart-hk', 'register-ct': 2, rgdim_page: 'news' });
    expect(registerAttributionSchema.safeParse({ utm_source: 'x' }).success).toBe(false);
    expect(registerAttributionSchema.safeParse({ 'gift-code': 'x'.repeat(300) }).success).toBe(false);
  });

  it('applies the same per-area phone rule to talk registrations and open-API applications', () => {
    const talk = { chairId: 1, name: 'Chan Tai Man', areaCode: '852' };
    expect(chairRegisterBodySchema.safeParse({ ...talk, phoneNumber: '5123 4567', email: 'chan@example.com' }).success).toBe(true);
    const shortPhone = chairRegisterBodySchema.safeParse({ ...talk, phoneNumber: '5123456' });
    expect(shortPhone.error?.issues).toEqual([expect.objectContaining({ path: ['phoneNumber'], message: 'This is not a valid mobile number for +852.' })]);
    expect(chairRegisterBodySchema.safeParse({ ...talk, phoneNumber: '51234567', email: 'not-mail' }).success).toBe(false);

    const visitor = { uuid: '6f1d3c2a-1b2c-4d5e-8f90-123456789abc', type: 'visitor', name: 'Li Wen', email: 'li.wen@example.com', purpose: 'Evaluating market data feeds.' };
    expect(openApiApplicationSchema.safeParse(visitor).success).toBe(true);
    expect(openApiApplicationSchema.safeParse({ ...visitor, areaCode: '86', phoneNumber: '13800138000' }).success).toBe(true);
    expect(openApiApplicationSchema.safeParse({ ...visitor, areaCode: '86', phoneNumber: '23800138000' }).success).toBe(false);
  });
});
