import { CODES, MESSAGES, messageFor } from './codes';
import { LANGS } from './envelope';

describe('result-code catalogue', () => {
  it('has a message in every language for every code, and no number twice', () => {
    const numbers = Object.values(CODES);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const code of numbers) {
      for (const lang of LANGS) expect(MESSAGES[code]?.[lang]?.trim()).toBeTruthy();
    }
  });

  it('keeps the spec numbers', () => {
    expect(CODES).toMatchObject({ OK: 0, CAPTCHA_REQUIRED: 400, TOKEN_INVALID: 300101, PHONE_NOT_REGISTERED: 300701, NO_PASSWORD_SET: 300705, ORG_EMAIL_NOT_FOUND: 304001, ORG_EMAIL_CODE_INVALID: 304005 });
  });

  it('falls back to "request failed!" for unknown codes', () => {
    expect(messageFor(123456, 'en')).toBe('request failed!');
    expect(messageFor(CODES.CODE_WRONG, 'zh-hk')).toBe('驗證碼不正確。');
  });
});
